/** Deliberations for the tests (not exported from the package). */
import type {
  Deliberation,
  DeliberationOwnSubmission,
  DeliberationRound,
  DeliberationSpread,
} from './deliberation.types';

export const PREMISE_IDS = ['c101', 'c102'];

/** A spread around `median` with this IQR. */
export function spread(median: number, iqr: number): DeliberationSpread {
  return {
    min: Math.max(0, median - iqr),
    q1: median - iqr / 2,
    median,
    q3: median + iqr / 2,
    max: Math.min(1, median + iqr),
    iqr,
  };
}

export const ownSubmission: DeliberationOwnSubmission = {
  premiseProbabilities: [
    { claimId: 'c101', probability: 0.8 },
    { claimId: 'c102', probability: 0.6 },
  ],
  inferenceStrength: 0.9,
  fallbackSupport: 0.2,
  reasons: [{ claimId: 'c101', text: 'Commutes are long.' }],
  submittedAt: '2026-11-28T10:00:00.000Z',
};

/** A closed round whose P(C) has this IQR; premise c102 carries the most disagreement. */
export function closedRound(round: number, iqr: number): DeliberationRound {
  const quantity = (median: number, width: number) => ({
    values: [median - width / 2, median, median + width / 2],
    spread: spread(median, width),
    pooled: median,
  });
  return {
    round,
    submissionCount: 3,
    premises: [
      { claimId: 'c101', ...quantity(0.8, iqr / 4), reasons: ['Commutes are long.'] },
      { claimId: 'c102', ...quantity(0.5, iqr), reasons: [] },
    ],
    inferenceStrength: quantity(0.9, 0.1),
    fallbackSupport: quantity(0.2, 0.1),
    conclusion: {
      values: [0.3, 0.45, 0.6],
      spread: spread(0.45, iqr),
      computeThenPool: 0.47,
      poolThenCompute: 0.523,
      gap: 0.053,
    },
    cruxes: [
      { part: { kind: 'premise', claimId: 'c102' }, share: 0.12 },
      { part: { kind: 'inference' }, share: 0.03 },
      { part: { kind: 'premise', claimId: 'c101' }, share: 0.01 },
    ],
    yourSubmission: ownSubmission,
    yourPC: 0.6,
  };
}

/** Round 1 open, the caller the starter, nobody submitted yet. */
export function deliberation(overrides: Partial<Deliberation> = {}): Deliberation {
  return {
    id: 4,
    argumentId: 1,
    argumentTitle: 'Remote work raises productivity',
    pooling: 'logarithmic',
    starterName: 'Ada Lovelace',
    startedByYou: true,
    isMember: true,
    status: 'open',
    maxRounds: 5,
    openRound: { number: 1, submissionCount: 0, yourSubmission: null },
    memberCount: 3,
    memberNames: ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'],
    rounds: [],
    createdAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

/** Round 2 open (1 submission, the caller's), round 1 closed. */
export const inRoundTwo = deliberation({
  openRound: { number: 2, submissionCount: 1, yourSubmission: ownSubmission },
  rounds: [closedRound(1, 0.4)],
});

/** Finished after five rounds whose P(C) IQR narrowed, then stayed. */
export const finished = deliberation({
  status: 'finished',
  openRound: null,
  rounds: [
    closedRound(1, 0.4),
    closedRound(2, 0.2),
    closedRound(3, 0.12),
    closedRound(4, 0.12),
    closedRound(5, 0.15),
  ],
});
