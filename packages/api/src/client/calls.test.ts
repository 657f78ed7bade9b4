import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type CallName, callNames, calls } from '../calls';
import { createCredenceClient, createMemoryStorage } from './index';
import { BASE_URL, describeRequest, type SeenRequest, useTestServer } from './testServer';

const server = useTestServer();

/** One call's minimal valid input, the request it must produce and a valid answer. */
interface Case {
  /** The method's argument (omitted for calls without input). */
  input?: Record<string, unknown>;
  /** The exact path the request must use. */
  path: string;
  /** The exact query it must carry. */
  query?: Record<string, string>;
  /** The body it must carry, when it is not simply the input's body fields with defaults. */
  body?: unknown;
  /** A valid answer. */
  answer: unknown;
  status?: 200 | 201;
  /** What the method resolves with, when it is not the answer itself. */
  result?: unknown;
}

const settings = { detailLevel: 'basic', conviction: 0.5, constraintResolutionMode: 'coherentist' };
const record = {
  id: 5,
  antecedentClaims: ['p1'],
  consequentClaims: ['c'],
  conditionalProbability: 0.7,
  createdAt: '2024-01-01T00:00:00.000Z',
};
const version = {
  id: 3,
  version_number: 2,
  is_current: true,
  is_canonical: false,
  change_summary: null,
  created_at: '2024-01-01T00:00:00.000Z',
  creator: { name: 'Ada', email: 'ada@example.com' },
  parent_version: { version_number: 1 },
};
const argument = {
  id: 7,
  title: 'Rain',
  summarizedDescription: '',
  argumentType: 'INDUCTIVE',
  argumentFormId: null,
  logicSystemId: null,
  totalInferenceEval: null,
  totalEvidenceEval: null,
  visibility: 'PRIVATE',
  provedDeductiveUsingSystem: '',
  premises: [{ id: 'p1', content: 'Clouds gather.', type: 'PREMISE' }],
  conclusion: { id: 'c', content: 'It will rain.' },
  ownerId: 1,
  creator: { name: 'Ada' },
  evaluation: null,
  dependencies: {},
  premiseConditionals: {},
};
const editorArgument = {
  title: 'Rain',
  description: '',
  type: 'INDUCTIVE',
  premises: [{ content: 'Clouds gather.' }],
  conclusion: { content: 'It will rain.' },
};
const friendLists = {
  friends: [{ userId: 2, name: 'Grace', email: 'grace@example.org' }],
  incoming: [{ userId: 3, name: 'Alan', email: 'alan@example.org' }],
  outgoing: [],
};
const spread = { min: 0.2, q1: 0.3, median: 0.5, q3: 0.7, max: 0.8, iqr: 0.4 };
const quantity = { values: [0.2, 0.8], spread, pooled: 0.5 };
const ownSubmission = {
  premiseProbabilities: [{ claimId: 'p1', probability: 0.8 }],
  inferenceStrength: 0.9,
  fallbackSupport: 0.1,
  reasons: [{ claimId: 'p1', text: 'Measured twice.' }],
  submittedAt: '2026-11-28T10:00:00.000Z',
};
const deliberation = {
  id: 4,
  argumentId: 7,
  argumentTitle: 'Rain',
  pooling: 'logarithmic',
  starterName: 'Ada',
  startedByYou: true,
  isMember: true,
  status: 'open',
  maxRounds: 5,
  openRound: { number: 2, submissionCount: 1, yourSubmission: ownSubmission },
  memberCount: 2,
  memberNames: ['Ada', 'Grace'],
  rounds: [
    {
      round: 1,
      submissionCount: 2,
      premises: [{ claimId: 'p1', ...quantity, reasons: ['Measured twice.'] }],
      inferenceStrength: quantity,
      fallbackSupport: quantity,
      conclusion: {
        values: [0.25, 0.7],
        spread,
        computeThenPool: 0.45,
        poolThenCompute: 0.47,
        gap: 0.02,
      },
      cruxes: [{ part: { kind: 'premise', claimId: 'p1' }, share: 0.2 }],
      yourSubmission: ownSubmission,
      yourPC: 0.7,
    },
  ],
  createdAt: '2026-11-28T09:00:00.000Z',
};
const submission = {
  premiseProbabilities: [{ claimId: 'p1', probability: 0.8 }],
  inferenceStrength: 0.9,
  fallbackSupport: 0.1,
  reasons: [{ claimId: 'p1', text: 'Measured twice.' }],
};
const section = { score: 7, analysis: 'Fine.' };
const model = {
  id: 'server-model',
  name: 'Server model',
  provider: 'test',
  contextWindow: 1000,
  cost: 0,
  supportsStreaming: false,
  isReasoningModel: false,
};
const claimTexts = [
  { id: 'p1', content: 'P' },
  { id: 'p2', content: 'Q' },
];
const evaluationValues = {
  evaluationMode: 'fallback',
  inferenceStrength: 0.8,
  fallbackSupport: 0.2,
};

const cases: Record<CallName, Case> = {
  getUserSettings: {
    input: { userId: 1 },
    path: '/api/user/settings',
    answer: { settings },
    result: settings,
  },
  updateUserSettings: {
    input: { userId: 1, conviction: 0.5 },
    path: '/api/user/settings',
    body: { conviction: 0.5 },
    answer: { settings },
    result: settings,
  },
  estimateSettings: {
    input: {
      currentTabId: 'TRUTH_TABLE',
      premises: [claimTexts[0]],
      conclusion: { id: 'c', content: 'C' },
      modelId: 'm',
    },
    path: '/api/ai/estimate-settings',
    answer: { truthTableData: { rowValues: { '1': 0.9, '0': 0.2 } } },
  },
  saveEvaluation: {
    input: { argumentId: 7, ...evaluationValues, evaluationSettings: {} },
    path: '/api/objects/evaluations/7',
    answer: { success: true, argumentId: 7, evaluationMode: 'fallback' },
  },
  updateUserArgument: {
    input: {
      argumentId: 7,
      ...evaluationValues,
      premises: [{ id: 'p1', probability: 0.6 }],
      conclusion: { id: 'c', probability: 0.5 },
    },
    path: '/api/user/arguments/update',
    answer: { success: true },
  },
  getUserArgument: {
    input: { argumentId: 7 },
    path: '/api/user/arguments/update',
    query: { argumentId: '7' },
    answer: evaluationValues,
  },
  createConditionalProbability: {
    input: { consequentClaims: ['c'], antecedentClaims: ['p1'], conditionalProbability: 0.7 },
    path: '/api/user/conditional-probabilities',
    answer: { probability: record },
    status: 201,
  },
  findConditionalProbabilities: {
    input: { consequent_claims: 'c', antecedent_claims: 'p1,p2' },
    path: '/api/user/conditional-probabilities',
    query: { consequent_claims: 'c', antecedent_claims: 'p1,p2' },
    answer: { probabilities: [record] },
  },
  updateConditionalProbability: {
    input: { id: 5, conditionalProbability: 0.6 },
    path: '/api/user/conditional-probabilities/5',
    answer: { probability: record },
  },
  getConditionalPatterns: {
    input: { userId: 1 },
    path: '/api/user/conditional-patterns',
    answer: { conditionals: [{ key: 'p2|p1', value: 0.7 }] },
    result: [{ key: 'p2|p1', value: 0.7 }],
  },
  getClaims: {
    input: { claimIds: ['p1'] },
    path: '/api/objects/claims/batch',
    answer: { claims: [{ id: 'p1', content: 'P' }] },
    result: [{ id: 'p1', content: 'P' }],
  },
  shareArgument: {
    input: { userArgumentId: 7 },
    path: '/api/arguments/share',
    answer: { success: true, shareToken: 'token' },
  },
  setVisibility: {
    input: { userArgumentId: 7, visibility: 'PUBLIC' },
    path: '/api/arguments/visibility',
    answer: { success: true, visibility: 'PUBLIC' },
  },
  generateImage: {
    input: { userArgumentId: 7 },
    path: '/api/arguments/generate-image',
    answer: { success: true, imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
  },
  getDialecticalSource: {
    input: { argumentId: 7 },
    path: '/api/dialectical/source/7',
    answer: { dialecticalRelationships: [{ sourceArgumentId: 7, targetArgumentId: 3 }] },
  },
  listVersions: { input: { id: 7 }, path: '/api/arguments/7/version', answer: [version] },
  createVersion: {
    input: { id: 7 },
    path: '/api/arguments/7/version',
    body: { versionNote: 'Manual snapshot before changes' },
    answer: { version },
    status: 201,
  },
  revertVersion: {
    input: { id: 7, versionId: 3 },
    path: '/api/arguments/7/version/3/revert',
    answer: { version },
  },
  estimateDependencies: {
    input: { premises: claimTexts, modelId: 'm' },
    path: '/api/ai/estimate-dependencies',
    answer: { suggestedDependencies: [] },
  },
  loadDemonstration: {
    input: { argumentId: 7 },
    path: '/api/user/arguments/load-demonstration',
    answer: { success: true, proofStateV4: { proofLines: [], subproofs: [], timestamp: 'now' } },
  },
  regiment: {
    input: {
      premises: [claimTexts[0]],
      conclusion: { id: 'c', content: 'C' },
      logicSystem: 'propositional',
    },
    path: '/api/counterexample/regiment',
    answer: {
      regimentedPremises: [{ id: 'p1', regimentedContent: 'P' }],
      regimentedConclusion: { id: 'c', regimentedContent: 'C' },
    },
  },
  counterexampleTruthTable: {
    input: { formulas: ['P', 'P'] },
    path: '/api/counterexample/truth-table',
    answer: { variables: ['P'], rows: [{ assignments: { P: true }, evaluations: [true, true] }] },
  },
  linkArgument: {
    input: {
      title: 'Objection',
      premises: [{ content: 'Clouds pass.' }],
      conclusion: { content: 'Clouds do not gather.' },
      linkType: 'refute',
      originalArgumentId: 7,
      originalPremiseId: 'p1',
      conclusionType: 'NEGATION',
    },
    path: '/api/arguments/link',
    answer: { argumentId: 8 },
    status: 201,
  },
  generateLinked: {
    input: { mode: 'support', conclusion: 'Clouds gather.', model: 'm' },
    path: '/api/arguments/generate-linked',
    answer: { success: true, argument: editorArgument },
  },
  listModels: {
    input: { all: true },
    path: '/api/models',
    query: { all: 'true' },
    answer: { models: [model] },
    result: [model],
  },
  assessArgument: {
    input: { argument: editorArgument },
    path: '/api/argument-assessment',
    answer: {
      assessment: {
        clarity: section,
        logic: { ...section, deductivePotential: 'low' },
        strategy: { ...section, strategicApproach: 'direct' },
        weaknesses: { ...section, vulnerabilities: [] },
        counters: { ...section, anticipatedCounters: [] },
        overall: { ...section, summary: 'Good.', recommendations: [] },
      },
    },
  },
  validateContent: {
    input: { argument: editorArgument, modelId: 'm' },
    path: '/api/validation/content',
    answer: { validation: { isValid: true, issues: [] } },
  },
  listDialectics: { path: '/api/dialectics', answer: { dialectics: [] } },
  getArgumentsByIds: {
    input: { ids: '7,8' },
    path: '/api/arguments',
    query: { ids: '7,8' },
    answer: { arguments: [] },
  },
  getConditionalProbabilitiesForClaims: {
    input: { claimIds: ['c', 'p1'] },
    path: '/api/user/conditional-probabilities/for-claims',
    answer: { probabilities: [record] },
  },
  upsertDependencies: {
    input: {
      argumentId: 7,
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.7 },
      claimIds: ['p1', 'p2'],
    },
    path: '/api/arguments/7/dependencies',
    answer: { dependencies: { p2: ['p1'] }, premiseConditionals: { 'p2|p1': 0.7 } },
  },
  deleteDependency: {
    input: { argumentId: 7, targetId: 'p2', sourceId: 'p1' },
    path: '/api/arguments/7/dependencies',
    query: { targetId: 'p2', sourceId: 'p1' },
    answer: { dependencies: {}, premiseConditionals: {}, removed: true },
  },
  batchSaveConditionals: {
    input: {
      items: [
        { conclusionId: 'c', antecedentExpression: 'p1 & p2', probability: 0.8, source: 'user' },
      ],
    },
    path: '/api/user/conditional-probabilities/batch',
    answer: { created: 1, skipped: 0, errors: 0 },
  },
  batchResetConditionals: {
    input: { dependencies: [{ targetId: 'p2', sourceId: 'p1' }] },
    path: '/api/user/conditional-probabilities/batch-reset',
    answer: { results: [{ dependencyId: 'p2|p1', newProbability: null }] },
  },
  saveTruthTableProbabilities: {
    input: {
      conclusionId: 'c',
      premiseIds: ['p1'],
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
      pC: 0.5,
    },
    path: '/api/user/truth-table-probabilities',
    answer: { success: true },
  },
  createArgument: {
    input: {
      title: 'Rain',
      premises: [{ content: 'Clouds gather.' }],
      conclusion: { content: 'It will rain.' },
    },
    path: '/api/arguments',
    answer: { argument },
    status: 201,
  },
  getArgument: { input: { id: 7 }, path: '/api/arguments/7', answer: { argument } },
  getSharedArgument: {
    input: { shareToken: 'abc' },
    path: '/api/shared/abc',
    answer: { argument },
  },
  updateArgument: {
    input: {
      id: 7,
      title: 'T',
      premises: [{ id: 'p1', content: 'P' }, { content: 'Q' }],
      conclusion: { content: 'C' },
    },
    path: '/api/arguments/7',
    body: {
      title: 'T',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PRIVATE',
      premises: [{ id: 'p1', content: 'P' }, { content: 'Q' }],
      conclusion: { content: 'C' },
    },
    answer: { argument },
  },
  deleteArgument: {
    input: { id: 7 },
    path: '/api/arguments/7',
    answer: { success: true },
  },
  reconstructArgument: {
    input: { text: 'P. So Q.', modelId: 'gpt-4o-mini' },
    path: '/api/arguments/reconstruct',
    body: { text: 'P. So Q.', instructions: '', modelId: 'gpt-4o-mini', currentArgument: null },
    answer: {
      argument: {
        title: 'Q',
        description: '',
        type: 'INDUCTIVE',
        premises: [{ content: 'P.' }, { id: 'premise-2', content: 'R.', locked: true }],
        conclusion: { content: 'Q.' },
      },
    },
  },
  listFriends: { path: '/api/friends', answer: friendLists },
  requestFriend: {
    input: { email: ' Grace@Example.org ' },
    path: '/api/friends',
    body: { email: 'Grace@Example.org' },
    answer: friendLists,
    status: 201,
  },
  acceptFriend: { input: { userId: 3 }, path: '/api/friends/3/accept', answer: friendLists },
  cancelFriendRequest: {
    input: { email: 'grace@example.org' },
    path: '/api/friends/requests/cancel',
    answer: friendLists,
  },
  removeFriend: { input: { userId: 2 }, path: '/api/friends/2', answer: friendLists },
  listDeliberations: {
    input: { argumentId: 7 },
    path: '/api/deliberations',
    query: { argumentId: '7' },
    answer: {
      deliberations: [
        {
          id: 4,
          argumentId: 7,
          argumentTitle: 'Rain',
          starterName: 'Ada',
          startedByYou: false,
          status: 'open',
          round: 1,
          memberCount: 3,
          youSubmitted: false,
          createdAt: '2026-11-28T09:00:00.000Z',
        },
      ],
    },
  },
  createDeliberation: {
    input: { id: 7, inviteeIds: [2], pooling: 'linear' },
    path: '/api/arguments/7/deliberations',
    status: 201,
    answer: { deliberation },
  },
  getDeliberation: { input: { id: 4 }, path: '/api/deliberations/4', answer: { deliberation } },
  submitToDeliberation: {
    input: { id: 4, ...submission },
    path: '/api/deliberations/4/submissions',
    answer: { deliberation },
  },
  openDeliberationRound: {
    input: { id: 4 },
    path: '/api/deliberations/4/rounds',
    answer: { deliberation },
  },
  deleteDeliberation: {
    input: { id: 4 },
    path: '/api/deliberations/4',
    answer: { success: true },
  },
  getArgumentNetwork: {
    input: { id: 7 },
    path: '/api/arguments/7/network',
    answer: {
      network: {
        rootArgumentId: 7,
        arguments: [argument, { ...argument, id: 8, title: 'No rain' }],
        links: [
          { sourceArgumentId: 8, targetArgumentId: 7, targetClaimId: 'p1', linkType: 'refute' },
        ],
        equivalences: [{ id: 2, claimIds: ['c', 'p1'] }],
        hiddenArguments: 1,
        truncated: false,
      },
    },
  },
  createClaimEquivalence: {
    input: { claimId: 'p1', otherClaimId: 'c' },
    path: '/api/claims/equivalences',
    status: 201,
    answer: { equivalence: { id: 2, claimIds: ['c', 'p1'] } },
  },
  deleteClaimEquivalence: {
    input: { id: 2 },
    path: '/api/claims/equivalences/2',
    answer: { success: true },
  },
  searchClaims: {
    input: { q: 'rain' },
    path: '/api/claims/search',
    query: { q: 'rain' },
    answer: {
      claims: [
        {
          id: 'c',
          content: 'It will rain.',
          role: 'CONCLUSION',
          argumentId: 7,
          argumentTitle: 'Rain',
        },
      ],
    },
  },
};

/** The body a case's input should produce: its non-path, non-query fields with defaults. */
function expectedBody(name: CallName, testCase: Case): unknown {
  if (testCase.body !== undefined) return testCase.body;
  const call = calls[name];
  if (!call.body) return undefined;
  const routed = new Set<string>();
  for (const schema of [call.params, call.query]) {
    if (schema instanceof z.ZodObject) for (const key of Object.keys(schema.shape)) routed.add(key);
  }
  const fields = Object.entries(testCase.input ?? {}).filter(([key]) => !routed.has(key));
  return call.body.parse(Object.fromEntries(fields));
}

describe('every call', () => {
  it('has a case, and the client has a method for each of the 56 calls', () => {
    const client = createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage() });
    expect(callNames).toHaveLength(56);
    expect(Object.keys(cases).sort()).toEqual([...callNames].sort());
    for (const name of callNames) expect(typeof client[name], name).toBe('function');
  });

  it.each(callNames)('%s sends its method, path, query and body', async (name) => {
    const testCase = cases[name];
    const call = calls[name];
    const seen: SeenRequest[] = [];
    server.use(
      http.all(`${BASE_URL}/*`, async ({ request }) => {
        seen.push(await describeRequest(request));
        return HttpResponse.json(testCase.answer as object, { status: testCase.status ?? 200 });
      }),
    );
    const client = createCredenceClient({
      baseUrl: BASE_URL,
      storage: createMemoryStorage(),
      onWarning: (message) => {
        throw new Error(message);
      },
    });
    const method = client[name] as (input?: Record<string, unknown>) => Promise<unknown>;
    const result = await method(testCase.input);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      method: call.method,
      path: testCase.path,
      query: testCase.query ?? {},
      body: expectedBody(name, testCase),
      contentType: call.body ? 'application/json' : null,
    });
    expect(call.successStatus).toBe(testCase.status ?? 200);
    expect(result).toEqual(testCase.result ?? call.response.parse(testCase.answer));
  });
});
