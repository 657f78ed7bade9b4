/**
 * How to aim every call of the API registry (`calls` of `@credence/api`) at one user's objects:
 * path parameters, query and a valid body built from that user's ids. The security suites use it
 * twice — the route fuzz mutates these valid requests of the owner, the cross-user matrix sends
 * them as another user — so it is keyed by `CallName`: a call added to the registry without an
 * entry here fails the type check, and the suites also check it at run time.
 */
import { buildPath, type CallName, calls } from '@credence/api';
import type { Client } from '../testing/server.ts';

/** The objects of one user the requests are aimed at. */
export interface Targets {
  /** The user's id. */
  userId: number;
  /** The user's e-mail address (friend requests are sent to it). */
  email: string;
  /** Their PRIVATE argument. */
  argumentId: number;
  /** Its two premises' claim ids. */
  premiseIds: [string, string];
  /** Its conclusion's claim id. */
  conclusionId: string;
  /** A conditional probability record of the user. */
  conditionalId: number;
  /** A version of the private argument. */
  versionId: number;
  /** The private argument's share token. */
  shareToken: string;
  /** The objection argument the user linked to the private argument's first premise. */
  objectionId: number;
  /** A deliberation the user started on the private argument. */
  deliberationId: number;
  /** A second one, for `deleteDeliberation` (the calls before it keep the first). */
  spareDeliberationId: number;
  /** The user's equivalence of the private argument's two premises. */
  equivalenceId: number;
  /** Words of the user's own texts, for a claim search that would find them. */
  words: string;
}

/** One request of a call: the parts that are not fixed by the registry. */
export interface Aim {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * Builds requests from the targets; `words` is the caller's own free text (titles, contents), so
 * that a response echoing it cannot be mistaken for someone else's data.
 */
export type AimBuilder = (targets: Targets, words: string) => Aim[];

/** The offline AI provider's default model. */
export const MODEL_ID = 'gpt-4o-mini';

const editorArgument = (words: string) => ({
  title: `${words} title`,
  description: `${words} description`,
  type: 'INDUCTIVE',
  premises: [{ content: `${words} first premise` }, { content: `${words} second premise` }],
  conclusion: { content: `${words} conclusion` },
});

const claimTexts = (t: Targets, words: string) => ({
  premises: t.premiseIds.map((id, index) => ({ id, content: `${words} premise ${index + 1}` })),
  conclusion: { id: t.conclusionId, content: `${words} conclusion` },
});

/** Every call, aimed at `targets`. */
export const aims: Record<CallName, AimBuilder> = {
  getUserSettings: () => [{}],
  updateUserSettings: () => [
    {
      body: { detailLevel: 'detailed', conviction: 0.61, constraintResolutionMode: 'coherentist' },
    },
  ],
  estimateSettings: (t, w) => [
    { body: { currentTabId: 'BAYESIAN', ...claimTexts(t, w), modelId: MODEL_ID } },
  ],
  saveEvaluation: (t, w) => [
    {
      params: { argumentId: t.argumentId },
      body: {
        evaluationMode: 'bayesian',
        inferenceStrength: 0.7,
        fallbackSupport: 0.3,
        evaluationSettings: { bayesian: { note: `${w} evaluation note` } },
      },
    },
  ],
  updateUserArgument: (t) => [
    {
      body: {
        argumentId: t.argumentId,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.2,
        premises: t.premiseIds.map((id) => ({ id, probability: 0.6 })),
        conclusion: { id: t.conclusionId, probability: 0.55 },
      },
    },
  ],
  getUserArgument: (t) => [{ query: { argumentId: String(t.argumentId) } }],
  createConditionalProbability: (t) => [
    {
      body: {
        consequentClaims: [t.conclusionId],
        antecedentClaims: [t.premiseIds[0]],
        conditionalProbability: 0.75,
      },
    },
  ],
  findConditionalProbabilities: (t) => [
    { query: { consequent_claims: t.conclusionId, antecedent_claims: t.premiseIds[0] } },
  ],
  updateConditionalProbability: (t) => [
    { params: { id: t.conditionalId }, body: { conditionalProbability: 0.42 } },
  ],
  getConditionalPatterns: (t) => [{ body: { userId: t.userId } }],
  getClaims: (t) => [{ body: { claimIds: [...t.premiseIds, t.conclusionId] } }],
  shareArgument: (t) => [
    { body: { userArgumentId: t.argumentId } },
    { body: { userArgumentId: t.objectionId } },
  ],
  setVisibility: (t) => [
    { body: { userArgumentId: t.argumentId, visibility: 'PUBLIC' } },
    { body: { userArgumentId: t.objectionId, visibility: 'PUBLIC' } },
  ],
  generateImage: (t) => [{ body: { userArgumentId: t.argumentId } }],
  getDialecticalSource: (t) => [
    { params: { argumentId: t.argumentId } },
    { params: { argumentId: t.objectionId } },
  ],
  listVersions: (t) => [{ params: { id: t.argumentId } }],
  createVersion: (t, w) => [{ params: { id: t.argumentId }, body: { versionNote: `${w} note` } }],
  revertVersion: (t) => [{ params: { id: t.argumentId, versionId: t.versionId } }],
  estimateDependencies: (t, w) => [
    {
      body: {
        premises: claimTexts(t, w).premises,
        modelId: MODEL_ID,
        existingDependencies: { [t.premiseIds[1]]: [t.premiseIds[0]] },
      },
    },
  ],
  loadDemonstration: (t) => [{ body: { argumentId: t.argumentId } }],
  regiment: (t, w) => [
    { body: { ...claimTexts(t, w), logicSystem: 'propositional', notationStyle: 'symbolic' } },
  ],
  counterexampleTruthTable: () => [{ body: { formulas: ['P', 'P → Q', 'Q'] } }],
  linkArgument: (t, w) => [
    {
      body: {
        title: `${w} objection`,
        description: `${w} objection description`,
        type: 'INDUCTIVE',
        premises: [{ content: `${w} objection premise` }],
        conclusion: { content: `${w} objection conclusion` },
        linkType: 'refute',
        originalArgumentId: t.argumentId,
        originalPremiseId: t.premiseIds[0],
        conclusionType: 'NEGATION',
      },
    },
  ],
  generateLinked: (_t, w) => [
    {
      body: {
        mode: 'refute',
        conclusion: `${w} conclusion`,
        userInstructions: '',
        model: MODEL_ID,
      },
    },
  ],
  listModels: (): Aim[] => [{ query: {} }, { query: { all: 'true' } }],
  assessArgument: (_t, w) => [{ body: { argument: editorArgument(w), mode: 'single' } }],
  validateContent: (_t, w) => [{ body: { argument: editorArgument(w), modelId: MODEL_ID } }],
  listDialectics: () => [{}],
  getArgumentsByIds: (t) => [{ query: { ids: `${t.argumentId},${t.objectionId}` } }],
  getConditionalProbabilitiesForClaims: (t) => [
    { body: { claimIds: [...t.premiseIds, t.conclusionId], consequentClaims: [t.conclusionId] } },
  ],
  upsertDependencies: (t) => [
    {
      params: { argumentId: t.argumentId },
      body: {
        dependencies: { [t.premiseIds[1]]: [t.premiseIds[0]] },
        premiseConditionals: {
          [`${t.premiseIds[1]}|${t.premiseIds[0]}`]: 0.9,
          [`${t.premiseIds[1]}|~${t.premiseIds[0]}`]: 0.2,
        },
        claimIds: [...t.premiseIds],
      },
    },
  ],
  deleteDependency: (t) => [
    {
      params: { argumentId: t.argumentId },
      query: { targetId: t.premiseIds[1], sourceId: t.premiseIds[0] },
    },
  ],
  batchSaveConditionals: (t) => [
    {
      body: {
        items: [
          {
            conclusionId: t.conclusionId,
            antecedentExpression: `${t.premiseIds[0]} & ${t.premiseIds[1]}`,
            probability: 0.66,
            source: 'security-test',
            metadata: { isPremiseDependency: false, priority: 1 },
          },
        ],
      },
    },
  ],
  batchResetConditionals: (t) => [
    { body: { dependencies: [{ targetId: t.premiseIds[1], sourceId: t.premiseIds[0] }] } },
  ],
  saveTruthTableProbabilities: (t) => [
    {
      body: {
        conclusionId: t.conclusionId,
        premiseIds: [...t.premiseIds],
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.1,
        pC: 0.5,
      },
    },
  ],
  createArgument: (_t, w) => [
    {
      body: {
        title: `${w} new argument`,
        summarizedDescription: `${w} description`,
        argumentType: 'INDUCTIVE',
        visibility: 'PRIVATE',
        premises: [{ content: `${w} premise` }],
        conclusion: { content: `${w} conclusion` },
      },
    },
  ],
  getArgument: (t) => [{ params: { id: t.argumentId } }, { params: { id: t.objectionId } }],
  getSharedArgument: (t) => [{ params: { shareToken: t.shareToken } }],
  updateArgument: (t, w) => [
    {
      params: { id: t.argumentId },
      body: {
        title: `${w} edited title`,
        summarizedDescription: `${w} edited description`,
        argumentType: 'INDUCTIVE',
        visibility: 'PRIVATE',
        // Both premises kept by id (their records stay attached), and one new premise.
        premises: [
          { id: t.premiseIds[0], content: `${w} premise 1` },
          { id: t.premiseIds[1], content: `${w} premise 2` },
          { content: `${w} new premise` },
        ],
        conclusion: { content: `${w} conclusion` },
      },
    },
  ],
  // Friends calls aim at the user themself: another user sends a request (allowed), finds no
  // request of theirs to accept (404), then cancels the request (nothing left behind); the owner
  // is refused (400/404) — a request to oneself.
  listFriends: () => [{}],
  requestFriend: (t) => [{ body: { email: t.email } }],
  acceptFriend: (t) => [{ params: { userId: t.userId } }],
  cancelFriendRequest: (t) => [{ body: { email: t.email } }],
  removeFriend: (t) => [{ params: { userId: t.userId } }],
  // Aimed at the objection, not the argument itself: the route fuzz sends the owner's valid
  // request, and the calls after this one still have the argument and its records to aim at.
  deleteArgument: (t) => [{ params: { id: t.objectionId } }],
  listDeliberations: (t) => [{}, { query: { argumentId: String(t.argumentId) } }],
  createDeliberation: (t) => [{ params: { id: t.argumentId }, body: { pooling: 'median' } }],
  getDeliberation: (t) => [{ params: { id: t.deliberationId } }],
  submitToDeliberation: (t, w) => [
    {
      params: { id: t.deliberationId },
      body: {
        premiseProbabilities: [
          { claimId: t.premiseIds[0], probability: 0.7 },
          { claimId: t.premiseIds[1], probability: 0.4 },
        ],
        inferenceStrength: 0.8,
        fallbackSupport: 0.3,
        reasons: [{ claimId: t.premiseIds[0], text: `${w} reason` }],
      },
    },
  ],
  openDeliberationRound: (t) => [{ params: { id: t.deliberationId } }],
  deleteDeliberation: (t) => [{ params: { id: t.spareDeliberationId } }],
  getArgumentNetwork: (t) => [{ params: { id: t.argumentId } }, { params: { id: t.objectionId } }],
  // A premise and the conclusion: not the pair the user declared already (`owner.ts`), so the
  // owner's own request is stored.
  createClaimEquivalence: (t) => [
    { body: { claimId: t.premiseIds[0], otherClaimId: t.conclusionId } },
  ],
  deleteClaimEquivalence: (t) => [{ params: { id: t.equivalenceId } }],
  // The user's own words: another user must find none of their private claims by them.
  searchClaims: (t) => [{ query: { q: t.words } }],
  reconstructArgument: (_t, w) => [
    {
      body: {
        text: `${w} first premise. ${w} second premise. Therefore ${w} conclusion.`,
        instructions: '',
        modelId: MODEL_ID,
        currentArgument: {
          ...editorArgument(w),
          premises: [{ id: 'premise-1', content: `${w} locked premise`, locked: true }],
        },
      },
    },
  ],
};

/** Whether a call's requests carry a body (every method but GET and DELETE). */
export function hasBody(name: CallName): boolean {
  const { method } = calls[name];
  return method !== 'GET' && method !== 'DELETE';
}

/** The path and query string of a request of `name`. */
export function urlOf(
  name: CallName,
  params: Record<string, string | number> = {},
  query?: Record<string, string> | string,
): string {
  const path = buildPath(calls[name].path, params);
  const search = typeof query === 'string' ? query : new URLSearchParams(query ?? {}).toString();
  return search ? `${path}?${search.replace(/^\?/, '')}` : path;
}

/** Sends one aimed request of `name` with `client` (a JSON body for calls that take one). */
export function send(client: Client, name: CallName, aim: Aim): Promise<Response> {
  const url = urlOf(name, aim.params, aim.query);
  const { method } = calls[name];
  if (!hasBody(name)) return client.request(url, { method });
  return client.json(url, method, aim.body ?? {});
}

/** A short description of a request for failure messages (long values cut). */
export function describeRequest(method: string, url: string, body?: string): string {
  const cut = (text: string) =>
    text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
  return `${method} ${cut(url)}${body === undefined ? '' : ` body=${cut(body)}`}`;
}
