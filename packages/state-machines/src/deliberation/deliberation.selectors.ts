import type {
  Deliberation,
  DeliberationCrux,
  DeliberationOwnSubmission,
  DeliberationRound,
  DeliberationSpread,
  DeliberationSubmission,
} from './deliberation.types';

/** How the spread (IQR) of one quantity changed from closed round `from` to the next, `to`. */
export interface ConvergenceStep {
  from: number;
  to: number;
  /** The IQR in round `from`. */
  iqrBefore: number;
  /** The IQR in round `to`. */
  iqrAfter: number;
}

/** {@link convergence}: the steps of P(C), of each premise and of the inference settings. */
export interface DeliberationConvergence {
  /** P(C), each member's, from round to round. */
  conclusion: ConvergenceStep[];
  /** Each premise (in the argument's order, as the latest closed round lists them). */
  premises: { claimId: string; steps: ConvergenceStep[] }[];
  /** P(C | all premises). */
  inferenceStrength: ConvergenceStep[];
  /** P(C | not all premises). */
  fallbackSupport: ConvergenceStep[];
}

/** The closed rounds, the first first (as the server sends them; sorted again to be sure). */
function closedRounds(deliberation: Deliberation): DeliberationRound[] {
  return [...deliberation.rounds].sort((a, b) => a.round - b.round);
}

/** Consecutive closed rounds r → r + 1. */
function consecutivePairs(deliberation: Deliberation): [DeliberationRound, DeliberationRound][] {
  const rounds = closedRounds(deliberation);
  const pairs: [DeliberationRound, DeliberationRound][] = [];
  for (let index = 1; index < rounds.length; index++) {
    const before = rounds[index - 1];
    const after = rounds[index];
    if (before && after && after.round === before.round + 1) pairs.push([before, after]);
  }
  return pairs;
}

function step(from: number, to: number, before: DeliberationSpread, after: DeliberationSpread) {
  return { from, to, iqrBefore: before.iqr, iqrAfter: after.iqr };
}

/**
 * Convergence from round to round: for every pair of consecutive closed rounds r → r + 1, the
 * interquartile range of P(C), of each premise and of the inference settings before and after.
 * Empty lists until two rounds have closed. A premise missing from either round of a pair (it
 * cannot be, for one argument) has no step for that pair.
 */
export function convergence(deliberation: Deliberation): DeliberationConvergence {
  const pairs = consecutivePairs(deliberation);
  const latest = closedRounds(deliberation).at(-1);
  const premiseIds = latest?.premises.map((premise) => premise.claimId) ?? [];
  return {
    conclusion: pairs.map(([a, b]) =>
      step(a.round, b.round, a.conclusion.spread, b.conclusion.spread),
    ),
    premises: premiseIds.map((claimId) => ({
      claimId,
      steps: pairs.flatMap(([a, b]) => {
        const before = a.premises.find((premise) => premise.claimId === claimId);
        const after = b.premises.find((premise) => premise.claimId === claimId);
        return before && after ? [step(a.round, b.round, before.spread, after.spread)] : [];
      }),
    })),
    inferenceStrength: pairs.map(([a, b]) =>
      step(a.round, b.round, a.inferenceStrength.spread, b.inferenceStrength.spread),
    ),
    fallbackSupport: pairs.map(([a, b]) =>
      step(a.round, b.round, a.fallbackSupport.spread, b.fallbackSupport.spread),
    ),
  };
}

/** The latest closed round (the group view members see now), or `null` before round 1 closes. */
export function latestClosedRound(deliberation: Deliberation): DeliberationRound | null {
  return closedRounds(deliberation).at(-1) ?? null;
}

/**
 * The part with the largest share of the disagreement about P(C) in a closed round, or `null`
 * when it has no cruxes (fewer than two members submitted). Without a round: the latest closed
 * round's.
 */
export function topCrux(source: DeliberationRound | Deliberation): DeliberationCrux | null {
  const round = 'cruxes' in source ? source : latestClosedRound(source);
  if (round === null) return null;
  return [...round.cruxes].sort((a, b) => b.share - a.share)[0] ?? null;
}

/** Whether a round is open (`isBlind`): its figures are hidden from everyone but their author. */
export function isBlind(deliberation: Deliberation): boolean {
  return deliberation.openRound !== null;
}

/**
 * Whether the caller may submit: the deliberation is open and has an open round. A reader of a
 * public argument's deliberation (`isMember: false`) may too: submitting makes them a member.
 */
export function canSubmit(deliberation: Deliberation): boolean {
  return deliberation.status === 'open' && deliberation.openRound !== null;
}

/** Whether the caller has submitted to the open round (their submission is then shown them). */
export function hasSubmitted(deliberation: Deliberation): boolean {
  return deliberation.openRound?.yourSubmission != null;
}

/** Whether the open round is the last one (`maxRounds`): closing it finishes the deliberation. */
export function isLastRound(deliberation: Deliberation): boolean {
  const open = deliberation.openRound;
  return open !== null && open.number >= deliberation.maxRounds;
}

/**
 * Whether the caller may close the open round (and open the next, or finish after the last): they
 * started the deliberation, it is open, and at least one member has submitted to the open round.
 */
export function canOpenNextRound(deliberation: Deliberation): boolean {
  const open = deliberation.openRound;
  return (
    deliberation.startedByYou &&
    deliberation.status === 'open' &&
    open !== null &&
    open.submissionCount > 0
  );
}

/** Whether the caller may delete the deliberation: they started it. */
export function canDelete(deliberation: Deliberation): boolean {
  return deliberation.startedByYou;
}

/** A member's figures as a form holds them, keyed by premise id. */
export interface DeliberationValues {
  /** The credence of each premise, by claim id. */
  premises: Readonly<Record<string, number>>;
  /** P(C | all premises). */
  inferenceStrength: number;
  /** P(C | not all premises). */
  fallbackSupport: number;
  /** A reason for some premises, by claim id; blank ones are left out. */
  reasons?: Readonly<Record<string, string>>;
}

const isProbability = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * The `SUBMIT` event's submission from a form's values: every premise of the argument once, in
 * its order, with its credence; reasons trimmed, blank ones and those of claims that are not
 * premises left out. `null` when a premise has no credence or a value is not a probability
 * (a number from 0 to 1), since the server would refuse it.
 *
 * @param premises - the argument's premises, in order (their `id`s are the claim ids).
 */
export function submissionFromValues(
  premises: readonly { id: string }[],
  values: DeliberationValues,
): DeliberationSubmission | null {
  const premiseProbabilities: DeliberationSubmission['premiseProbabilities'] = [];
  for (const { id } of premises) {
    const probability = values.premises[id];
    if (!isProbability(probability)) return null;
    premiseProbabilities.push({ claimId: id, probability });
  }
  if (!isProbability(values.inferenceStrength) || !isProbability(values.fallbackSupport)) {
    return null;
  }
  const reasons = premises.flatMap(({ id }) => {
    const text = values.reasons?.[id]?.trim() ?? '';
    return text === '' ? [] : [{ claimId: id, text }];
  });
  return {
    premiseProbabilities,
    inferenceStrength: values.inferenceStrength,
    fallbackSupport: values.fallbackSupport,
    reasons,
  };
}

/**
 * A stored submission as form values (the inverse of {@link submissionFromValues}): to start the
 * form from the caller's own submission when they replace it.
 */
export function valuesFromSubmission(submission: DeliberationOwnSubmission): DeliberationValues {
  return {
    premises: Object.fromEntries(
      submission.premiseProbabilities.map(({ claimId, probability }) => [claimId, probability]),
    ),
    inferenceStrength: submission.inferenceStrength,
    fallbackSupport: submission.fallbackSupport,
    reasons: Object.fromEntries(submission.reasons.map(({ claimId, text }) => [claimId, text])),
  };
}
