import { formatPercent } from '@credence/engine';
import type {
  DeliberationCrux,
  DeliberationCruxPart,
  DeliberationPoolingRule,
  DeliberationRound,
} from './deliberation.types';

/**
 * Button and status labels of a deliberation, for the UI to show as they are. Ours: the spec has
 * no deliberation texts.
 */
export const DELIBERATION_LABELS = {
  /** The submit button before the caller has submitted to the open round. */
  submit: (round: number) => `Submit to round ${round}`,
  /** The submit button once the caller has submitted to the open round (it replaces theirs). */
  resubmit: (round: number) => `Replace your round ${round} submission`,
  /** The starter's button while rounds remain: `next` is the round it opens. */
  openNextRound: (next: number) => `Close round ${next - 1} and open round ${next}`,
  /** The starter's button in the last round: it closes it and the deliberation is finished. */
  closeLast: (round: number) => `Close round ${round} and finish`,
  refresh: 'Refresh',
  delete: 'Delete deliberation',
  /** After a failed first load. */
  retry: 'Try again',
  submitting: 'Submitting...',
  openingRound: 'Closing the round...',
  deleting: 'Deleting...',
  refreshing: 'Refreshing...',
  /** A premise by its position in the argument (1 for the first): 'premise 2'. */
  premise: (position: number) => `premise ${position}`,
  /** The crux part that stands for P(C | premises) and P(C | not all premises) together. */
  inference: 'the inference settings',
} as const;

/** The pooling rules' names, as {@link gapSentence} says them. */
export const POOLING_RULE_LABELS: Record<DeliberationPoolingRule, string> = {
  logarithmic: 'logarithmic pooling',
  linear: 'linear pooling',
  median: 'the median',
};

/**
 * The deliberation's fixed texts. Failures show the server's own message when it sends one
 * (`body.error`, e.g. `DELIBERATION_MESSAGES.finished` of `@credence/api`); these are the texts
 * for failures without one. Ours: the spec has no deliberation texts.
 */
export const DELIBERATION_TEXTS = {
  loadFailed: 'Could not load the deliberation',
  refreshFailed: 'Could not refresh the deliberation',
  submitFailed: 'Could not send your submission',
  openRoundFailed: 'Could not close the round',
  deleteFailed: 'Could not delete the deliberation',
  /** The request never reached the server (`fetch` rejected). */
  offline: 'Could not reach the server. Check your connection and try again.',
  /** A reader of a public argument's deliberation who has not submitted yet. */
  notMember:
    'You are not a member of this deliberation yet: submitting to the open round makes you one.',
  /** Why the starter's close button waits: nobody has submitted to the open round. */
  closeNeedsSubmission: 'You can close the round once at least one member has submitted to it.',
  deleted: 'The deliberation was deleted.',
} as const;

/** The success notice after a submission: the first to a round, or one that replaced the caller's. */
export function submittedNotice(round: number, replaced: boolean): string {
  return replaced
    ? `Your round ${round} submission was replaced.`
    : `Your round ${round} submission is in.`;
}

/**
 * The success notice after the starter closed a round: `Round 1 is closed; round 2 is open.`, or
 * after the last round `Round 5 is closed: the deliberation is finished.`
 */
export function roundClosedNotice(closed: number, nextOpen: number | null): string {
  return nextOpen === null
    ? `Round ${closed} is closed: the deliberation is finished.`
    : `Round ${closed} is closed; round ${nextOpen} is open.`;
}

/**
 * The notice over an open round. True to what the server sends: while a round is open nobody is
 * shown anyone else's figures for it (only counts), and each member is shown their own.
 */
export function blindNotice(round: number): string {
  return `Round ${round} is blind: until it closes, each member sees only their own figures.`;
}

/** The notice of a finished deliberation: `Finished after 5 rounds.` */
export function finishedNotice(rounds: number): string {
  return `Finished after ${rounds} ${rounds === 1 ? 'round' : 'rounds'}.`;
}

/**
 * How many members have submitted to the open round: `2 of 3 members have submitted to round 1.`,
 * `1 of 3 members has submitted to round 1.`
 */
export function waitingSentence(count: number, members: number, round: number): string {
  const noun = members === 1 ? 'member' : 'members';
  const verb = count === 1 ? 'has' : 'have';
  return `${count} of ${members} ${noun} ${verb} submitted to round ${round}.`;
}

/** A probability with one decimal: `0.523` → `52.3%`. */
function percent(value: number): string {
  return formatPercent(value, { decimals: 1 });
}

/**
 * One sentence on the gap between the two ways of pooling a closed round: pooling the members'
 * P(C) (compute-then-pool) and computing P(C) from the pooled premises and inference settings
 * (pool-then-compute), with why they differ. With the linear rule the pool is an average, so the
 * gap comes only from P(C) not being linear in the premises (it multiplies them); the logarithmic
 * pool and the median are not averages either. When both show the same to one decimal:
 * `Pooling everyone's P(C) and computing P(C) from the pooled figures both give 47.0% (the median).`
 */
export function gapSentence(round: DeliberationRound, rule: DeliberationPoolingRule): string {
  const { computeThenPool, poolThenCompute } = round.conclusion;
  const pooled = percent(computeThenPool);
  const computed = percent(poolThenCompute);
  const how = POOLING_RULE_LABELS[rule];
  if (pooled === computed) {
    return `Pooling everyone's P(C) and computing P(C) from the pooled figures both give ${pooled} (${how}).`;
  }
  // The gap between the two figures as shown, so the sentence never says 0.0 points between
  // two percentages that differ (33.1% and 33.0% from 33.06% and 33.04%).
  const points = Math.abs(Number.parseFloat(computed) - Number.parseFloat(pooled)).toFixed(1);
  const why =
    rule === 'linear'
      ? 'P(C) is not linear in the premises (it multiplies them), so averaging before computing differs from averaging after'
      : `P(C) is not linear in the premises (it multiplies them) and ${how} is not an average, so pooling before computing differs from pooling after`;
  return `Pooling everyone's P(C) gives ${pooled}; computing P(C) from the pooled premises and inference settings gives ${computed} (${how}): ${points} points apart, because ${why}.`;
}

/**
 * What the ranked cruxes of a closed round say, or `null` with none (fewer than two members
 * submitted): `Most of the disagreement about the conclusion comes from premise 2.` when the top
 * part carries more than half of the total share; `The disagreement about the conclusion comes
 * mostly from premise 2 and the inference settings.` when the top two together do; otherwise `The
 * disagreement about the conclusion is spread over several parts; the largest share comes from
 * premise 2.` With every share 0 (every member gave the same P(C)): `Every member gives the
 * conclusion the same probability.`
 *
 * @param label - names a part, e.g. `(part) => cruxPartLabel(part, premiseIds)`.
 */
export function cruxSentence(
  cruxes: readonly DeliberationCrux[],
  label: (part: DeliberationCruxPart) => string,
): string | null {
  const ranked = [...cruxes].sort((a, b) => b.share - a.share);
  const [top, second] = ranked;
  if (top === undefined) return null;
  const total = ranked.reduce((sum, crux) => sum + crux.share, 0);
  if (total <= 0) return 'Every member gives the conclusion the same probability.';
  if (top.share / total > 0.5) {
    return `Most of the disagreement about the conclusion comes from ${label(top.part)}.`;
  }
  if (second !== undefined && (top.share + second.share) / total > 0.5) {
    return `The disagreement about the conclusion comes mostly from ${label(top.part)} and ${label(second.part)}.`;
  }
  return `The disagreement about the conclusion is spread over several parts; the largest share comes from ${label(top.part)}.`;
}

/**
 * A crux part's name: `premise 2` (its position in `premiseIds`, the argument's premise order,
 * as a closed round lists its premises) or `the inference settings`; a claim not among the
 * premises is named by its id.
 */
export function cruxPartLabel(part: DeliberationCruxPart, premiseIds: readonly string[]): string {
  if (part.kind === 'inference') return DELIBERATION_LABELS.inference;
  const index = premiseIds.indexOf(part.claimId);
  return index === -1 ? part.claimId : DELIBERATION_LABELS.premise(index + 1);
}

/**
 * How the spread (IQR) of a quantity changed from one closed round to the next, read to two
 * decimals: `The spread of P(C) narrowed from 0.40 to 0.12 (IQR) between round 1 and round 2.`,
 * `… widened from …`, or `The spread of P(C) stayed at 0.12 (IQR) between round 1 and round 2.`
 *
 * @param subject - what the spread is of (default `P(C)`), e.g. `premise 2`.
 */
export function convergenceSentence(
  step: { from: number; to: number; iqrBefore: number; iqrAfter: number },
  subject = 'P(C)',
): string {
  const before = step.iqrBefore.toFixed(2);
  const after = step.iqrAfter.toFixed(2);
  const rounds = `between round ${step.from} and round ${step.to}`;
  if (before === after) return `The spread of ${subject} stayed at ${before} (IQR) ${rounds}.`;
  const verb = step.iqrAfter < step.iqrBefore ? 'narrowed' : 'widened';
  return `The spread of ${subject} ${verb} from ${before} to ${after} (IQR) ${rounds}.`;
}
