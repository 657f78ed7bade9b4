/**
 * The deliberation panel's own texts: those the deliberation machine's messages
 * (`DELIBERATION_LABELS`, `blindNotice`, `waitingSentence`, `gapSentence`, `cruxSentence`,
 * `convergenceSentence`, … in `@credence/state-machines`) do not have. Every sentence is said in
 * one place only.
 */
import { formatPercent } from '@credence/engine';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const DELIBERATION_PANEL_TEXT = {
  /** The panel's heading. */
  title: (argumentTitle: string) => `Deliberation: ${argumentTitle}`,
  roundOf: (round: number, maxRounds: number) => `Round ${round} of ${maxRounds}`,
  finished: 'Finished',
  members: (count: number, names: readonly string[]) =>
    `${count} ${plural(count, 'member', 'members')}: ${names.join(', ')}`,
  startedBy: (name: string, byYou: boolean) => (byYou ? 'Started by you' : `Started by ${name}`),
  /** The pooling rule in words, from the machine's `POOLING_RULE_LABELS`. */
  pooling: (rule: string) => `The group's figures are combined by ${rule}.`,
  loading: 'Loading the deliberation...',

  /** The open round. */
  openRound: (round: number) => `Round ${round} (open)`,
  yourSubmission: 'Your submission',
  sentAt: 'Sent',
  notSubmitted: 'You have not submitted to this round yet.',
  reasonLabel: (premise: string) => `Your reason for ${premise} (optional)`,
  reasonDescription: (maxChars: number) =>
    `At most ${maxChars} characters. The group sees it, without your name, once the round closes.`,
  reasonsLegend: 'Your reasons',
  willSend: 'Submitting sends your figures as they are in the evaluator now:',
  yourReason: 'Your reason',

  /** Figures. */
  inferenceStrength: 'Inference strength',
  inferenceStrengthMeaning: 'P(C | all premises)',
  fallbackSupport: 'Fallback support',
  fallbackSupportMeaning: 'P(C | not all premises)',
  /** The group view's conclusion section (not 'Conclusion': the evaluator beside has one). */
  groupConclusion: 'The group on the conclusion',
  pC: 'P(C)',

  /** The group view of a closed round. */
  groupView: 'Group view',
  noClosedRounds: 'The group view appears here once round 1 closes.',
  roundShown: 'Closed round shown',
  roundOption: (round: number) => `Round ${round}`,
  roundSummary: (round: number, submissions: number) =>
    `Round ${round}: ${submissions} ${plural(submissions, 'submission', 'submissions')}, shown without names.`,
  reasons: (count: number) => `Reasons (${count})`,
  noReasons: 'No reasons given.',
  pooledBothWays: (computeThenPool: number, poolThenCompute: number) =>
    `Pooled P(C): ${formatPercent(computeThenPool)} (pooling everyone's P(C)) · ${formatPercent(poolThenCompute)} (from the pooled premises)`,
  cruxes: 'Where the disagreement comes from',
  cruxesIntro: 'Each part’s share of the disagreement about P(C), largest first.',
  noCruxes: 'Cruxes need submissions from at least two members.',
  convergence: 'Convergence',
  convergenceIntro: (first: number, last: number) =>
    `How the middle half (IQR) of the figures changed from round ${first} to round ${last}.`,

  /** Deleting. */
  deleteTitle: 'Delete this deliberation?',
  deleteBody:
    'Every round and every member’s submission will be deleted for everyone. This cannot be undone.',
  cancel: 'Cancel',
} as const;
