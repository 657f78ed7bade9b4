/** A valid request for every call, against the default fixtures with Ada signed in (tests). */
import type { CallName } from '@credence/api';
import type { SampleRequest } from './testSupport';

const remoteWork = {
  premises: [
    { id: 'c101', content: 'Remote workers lose less time commuting.' },
    { id: 'c102', content: 'Time saved on commuting is partly spent on work.' },
    { id: 'c103', content: 'Fewer office interruptions allow longer periods of focused work.' },
    {
      id: 'c104',
      content: 'Written updates keep the communication costs of remote teams under control.',
    },
  ],
  conclusion: { id: 'c100', content: 'Remote work raises the productivity of knowledge workers.' },
};

const editorArgument = {
  title: 'Remote work raises productivity',
  description: 'Commuting and interruptions.',
  type: 'INDUCTIVE',
  premises: remoteWork.premises.map(({ content }) => ({ content })),
  conclusion: { content: remoteWork.conclusion.content },
};

/** The sample request of each call (the `Record` type makes the list complete). */
export const samples: Record<CallName, SampleRequest> = {
  getUserSettings: {},
  updateUserSettings: { body: { conviction: 0.4, detailLevel: 'basic' } },
  estimateSettings: {
    body: { currentTabId: 'BAYESIAN', ...remoteWork, modelId: 'gpt-4o-mini' },
  },
  saveEvaluation: {
    params: { argumentId: 1 },
    body: {
      evaluationMode: 'bayesian',
      inferenceStrength: 0.8,
      fallbackSupport: 0.3,
      evaluationSettings: { bayesian: { conditionalProbabilities: { c101: 0.8 } } },
    },
  },
  updateUserArgument: {
    body: {
      argumentId: 1,
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      premises: [{ id: 'c101', probability: 0.9 }],
      conclusion: { id: 'c100', probability: 0.7 },
    },
  },
  getUserArgument: { query: { argumentId: '1' } },
  createConditionalProbability: {
    body: { consequentClaims: ['c104'], antecedentClaims: ['c101'], conditionalProbability: 0.6 },
  },
  findConditionalProbabilities: { query: { consequent_claims: 'c102', antecedent_claims: 'c101' } },
  updateConditionalProbability: { params: { id: 1 }, body: { conditionalProbability: 0.75 } },
  getConditionalPatterns: { body: { userId: 1 } },
  getClaims: { body: { claimIds: ['c101', 'c901', 'unknown'] } },
  shareArgument: { body: { userArgumentId: 2 } },
  setVisibility: { body: { userArgumentId: 2, visibility: 'FRIENDS_ONLY' } },
  generateImage: { body: { userArgumentId: 1 } },
  getDialecticalSource: { params: { argumentId: 4 } },
  listVersions: { params: { id: 1 } },
  createVersion: { params: { id: 1 }, body: { versionNote: 'Before rewording premise 2' } },
  revertVersion: { params: { id: 1, versionId: 11 } },
  estimateDependencies: {
    body: {
      premises: remoteWork.premises,
      modelId: 'gpt-4o-mini',
      existingDependencies: { c102: ['c101'] },
      userPatterns: [{ key: 'c102|c101', value: 0.8 }],
    },
  },
  loadDemonstration: { body: { argumentId: 2 } },
  regiment: {
    body: {
      premises: [
        { id: 'c201', content: 'If it rains, then the streets get wet.' },
        { id: 'c202', content: 'If the streets get wet, then driving is slower.' },
      ],
      conclusion: { id: 'c200', content: 'If it rains, driving is slower.' },
      logicSystem: 'propositional',
    },
  },
  counterexampleTruthTable: { body: { formulas: ['p → q', 'q → r', 'p → r'] } },
  linkArgument: {
    body: {
      title: 'Objection: Nuclear plants provide reliable baseload power.',
      description: 'Outages in heat waves.',
      type: 'INDUCTIVE',
      premises: [
        { content: 'Several French reactors were shut down during the 2022 heat wave.' },
        { content: '' },
      ],
      conclusion: {
        content: 'It is not the case that nuclear plants provide reliable baseload power.',
      },
      linkType: 'refute',
      originalArgumentId: 3,
      originalPremiseId: 'c303',
      conclusionType: 'NEGATION',
    },
  },
  generateLinked: {
    body: {
      mode: 'refute',
      conclusion: 'Nuclear plants provide reliable baseload power.',
      model: 'gpt-4o-mini',
    },
  },
  listModels: { query: { all: 'true' } },
  assessArgument: { body: { argument: editorArgument, mode: 'single' } },
  validateContent: { body: { argument: editorArgument, modelId: 'gpt-4o-mini' } },
  listDialectics: {},
  getArgumentsByIds: { query: { ids: '1,3,7' } },
  getConditionalProbabilitiesForClaims: { body: { claimIds: ['c100', 'c101', 'c102'] } },
  upsertDependencies: {
    params: { argumentId: 1 },
    body: {
      dependencies: { c104: ['c101'] },
      premiseConditionals: { 'c104|c101': 0.7 },
      claimIds: ['c101', 'c104'],
    },
  },
  deleteDependency: { params: { argumentId: 1 }, query: { targetId: 'c102', sourceId: 'c101' } },
  batchSaveConditionals: {
    body: {
      items: [
        {
          conclusionId: 'c100',
          antecedentExpression: 'c101 & c102 & c103 & c104',
          probability: 0.9,
          source: 'fallback',
        },
        {
          conclusionId: 'c104',
          antecedentExpression: 'c103',
          probability: 0.55,
          source: 'dependency',
        },
      ],
    },
  },
  batchResetConditionals: { body: { dependencies: [{ targetId: 'c102', sourceId: 'c101' }] } },
  saveTruthTableProbabilities: {
    body: {
      conclusionId: 'c200',
      premiseIds: ['c201', 'c202'],
      pCGivenPremises: 0.95,
      pCGivenNotPremises: 0.2,
      pC: 0.75,
    },
  },
  createArgument: {
    body: {
      title: 'Tea is better than coffee',
      premises: [{ content: 'Tea has less caffeine than coffee.' }],
      conclusion: { content: 'Tea is better than coffee.' },
    },
  },
  getArgument: { params: { id: 1 } },
  getSharedArgument: { params: { shareToken: 'share-remote-work' } },
  updateArgument: {
    params: { id: 1 },
    body: {
      title: 'Remote work raises productivity',
      summarizedDescription: 'Edited.',
      argumentType: 'INDUCTIVE',
      visibility: 'PUBLIC',
      premises: [
        { id: 'c101', content: 'Remote workers lose less time commuting.' },
        { content: 'Remote workers choose their working hours.' },
      ],
      conclusion: { content: 'Remote work raises the productivity of knowledge workers.' },
    },
  },
  deleteArgument: { params: { id: 2 } },
  reconstructArgument: {
    body: {
      text: 'Remote workers lose less time commuting. Therefore remote work raises productivity.',
      modelId: 'gpt-4o-mini',
    },
  },
  listFriends: {},
  // Ada asks Alan, accepts Barbara's pending request, cancels her request to Edsger, removes Grace.
  requestFriend: { body: { email: 'alan@example.org' } },
  acceptFriend: { params: { userId: 4 } },
  cancelFriendRequest: { body: { email: 'edsger@example.org' } },
  removeFriend: { params: { userId: 2 } },
  // Ada's deliberations: she starts one with Grace, submits to round 1 of #1 (nobody had), closes
  // round 1 of #2 (she and Grace had submitted) and deletes #1.
  listDeliberations: { query: { argumentId: '1' } },
  createDeliberation: { params: { id: 1 }, body: { inviteeIds: [2], pooling: 'linear' } },
  getDeliberation: { params: { id: 4 } },
  submitToDeliberation: {
    params: { id: 1 },
    body: {
      premiseProbabilities: remoteWork.premises.map(({ id }, index) => ({
        claimId: id,
        probability: 0.6 + index / 10,
      })),
      inferenceStrength: 0.85,
      fallbackSupport: 0.25,
      reasons: [{ claimId: 'c102', text: 'Some of the saved time goes to work.' }],
    },
  },
  openDeliberationRound: { params: { id: 2 } },
  deleteDeliberation: { params: { id: 1 } },
  // The nuclear dialectic; Ada declares two of its claims the same and withdraws her seeded
  // equivalence (#1).
  getArgumentNetwork: { params: { id: 3 } },
  createClaimEquivalence: { body: { claimId: 'c303', otherClaimId: 'c501' } },
  deleteClaimEquivalence: { params: { id: 1 } },
  searchClaims: { query: { q: 'nuclear' } },
};
