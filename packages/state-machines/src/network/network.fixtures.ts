import type { ArgumentNetwork } from './network.types';

type Detail = ArgumentNetwork['arguments'][number];

/** A saved fallback-mode argument with the given premise credences and strengths. */
export function fallbackArgument(
  id: number,
  title: string,
  conclusionId: string,
  premises: readonly [string, number][],
  strength: number,
  support: number,
): Detail {
  return {
    id,
    title,
    summarizedDescription: '',
    argumentType: 'INDUCTIVE',
    argumentFormId: null,
    logicSystemId: null,
    totalInferenceEval: null,
    totalEvidenceEval: null,
    visibility: 'PRIVATE',
    provedDeductiveUsingSystem: '',
    ownerId: 1,
    creator: { name: 'Ada' },
    premises: premises.map(([premiseId]) => ({
      id: premiseId,
      content: `Claim ${premiseId}`,
      type: 'PREMISE' as const,
    })),
    conclusion: { id: conclusionId, content: `Claim ${conclusionId}` },
    evaluation: {
      evaluationMode: 'fallback',
      inferenceStrength: strength,
      fallbackSupport: support,
      evaluationSettings: {},
      premises: premises.map(([premiseId, probability]) => ({ id: premiseId, probability })),
      conclusion: null,
    },
    dependencies: {},
    premiseConditionals: {},
  } as Detail;
}

/**
 * The engine README's worked example as the server answers it: the root R (P1 0.7, P2 0.8;
 * 0.9 / 0.2), S supporting P1 (S1 0.9, S2 0.8; 0.95 / 0.4), O objecting to P2 (O1 0.6; 0.5 /
 * 0.1). Its P(C) is 0.567752 over the network, 0.592 alone; P1 0.796, P2 0.66.
 */
export function workedNetwork(): ArgumentNetwork {
  return {
    rootArgumentId: 1,
    arguments: [
      fallbackArgument(
        1,
        'Root',
        'C',
        [
          ['P1', 0.7],
          ['P2', 0.8],
        ],
        0.9,
        0.2,
      ),
      fallbackArgument(
        2,
        'Support',
        'SC',
        [
          ['S1', 0.9],
          ['S2', 0.8],
        ],
        0.95,
        0.4,
      ),
      fallbackArgument(3, 'Objection', 'OC', [['O1', 0.6]], 0.5, 0.1),
    ],
    links: [
      { sourceArgumentId: 2, targetArgumentId: 1, targetClaimId: 'P1', linkType: 'support' },
      { sourceArgumentId: 3, targetArgumentId: 1, targetClaimId: 'P2', linkType: 'refute' },
    ],
    equivalences: [],
    hiddenArguments: 0,
    truncated: false,
  };
}
