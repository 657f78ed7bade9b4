import type { CallOutput } from '@credence/api';

/**
 * A deliberation as its caller may see it (`getDeliberation` and every write answer it): the
 * open round's counts and the caller's own submission, and the anonymous group view of every
 * closed round. The `@credence/api` `Deliberation` schema's output.
 */
export type Deliberation = CallOutput<'getDeliberation'>['deliberation'];

/** The round members are submitting to now (`Deliberation['openRound']`, when there is one). */
export type DeliberationOpenRound = NonNullable<Deliberation['openRound']>;

/** The anonymous group view of one closed round (`Deliberation['rounds']`). */
export type DeliberationRound = Deliberation['rounds'][number];

/** A premise of a closed round: its sorted values, spread, pooled value and reasons. */
export type DeliberationRoundPremise = DeliberationRound['premises'][number];

/** The five-number summary of the members' values and its interquartile range. */
export type DeliberationSpread = DeliberationRound['conclusion']['spread'];

/** One part's share of the disagreement about P(C), as a closed round ranks them. */
export type DeliberationCrux = DeliberationRound['cruxes'][number];

/** What a crux is about: a premise (`claimId`) or the inference settings as one part. */
export type DeliberationCruxPart = DeliberationCrux['part'];

/** How the members' credences are combined: `'logarithmic'`, `'linear'` or `'median'`. */
export type DeliberationPoolingRule = Deliberation['pooling'];

/** The caller's own stored submission to a round, as only they are ever shown it. */
export type DeliberationOwnSubmission = NonNullable<DeliberationOpenRound['yourSubmission']>;

/**
 * What a member submits to the open round (the `SUBMIT` event's `submission`): a credence for
 * every premise of the argument, each once, the inference settings and optional reasons.
 */
export interface DeliberationSubmission {
  premiseProbabilities: { claimId: string; probability: number }[];
  /** P(C | all premises). */
  inferenceStrength: number;
  /** P(C | not all premises). */
  fallbackSupport: number;
  /** Reasons for some premises' credences (at most one per premise is usual). */
  reasons?: { claimId: string; text: string }[];
}

/** A notice the deliberation shows after a write succeeded. `id` grows with every notice. */
export interface DeliberationToast {
  id: number;
  kind: 'success';
  text: string;
}

/** Input of {@link deliberationMachine}. */
export interface DeliberationInput {
  deliberationId: number;
  /**
   * The deliberation already read (e.g. by the page's loader): the machine starts `ready` with
   * it, without a request. Without it, it starts `loading`.
   */
  deliberation?: Deliberation;
}

/** Context of {@link deliberationMachine}. */
export interface DeliberationContext {
  deliberationId: number;
  /** The last good view (from the load or the last write's answer); `null` until loaded. */
  deliberation: Deliberation | null;
  /**
   * The server's message for the last failed call (the load, a refresh or a write), else
   * `null`. A failed write or refresh keeps `deliberation` as it was.
   */
  error: string | null;
  /** The latest success notice ('Your figures for round 1 are in.', …), else `null`. */
  toast: DeliberationToast | null;
}

/** Events of {@link deliberationMachine}. */
export type DeliberationEvent =
  /** Sends (or replaces) the caller's submission to the open round. */
  | { type: 'SUBMIT'; submission: DeliberationSubmission }
  /** The starter closes the open round and opens the next (or, after the last, only closes it). */
  | { type: 'OPEN_NEXT_ROUND' }
  /** The starter deletes the deliberation with every submission. */
  | { type: 'DELETE' }
  /** Reads the deliberation again (others' submissions, a round the starter closed). */
  | { type: 'REFRESH' }
  /** Loads again after a failed first load. */
  | { type: 'RETRY' };

/** Emitted once the deliberation was deleted: the app leaves its page. */
export type DeliberationEmitted = { type: 'deleted'; deliberationId: number };

/** Input of the `loadDeliberation` actor (GET /api/deliberations/:id). */
export interface LoadDeliberationInput {
  deliberationId: number;
}

/** Input of the `submitToDeliberation` actor (POST /api/deliberations/:id/submissions). */
export interface SubmitToDeliberationInput {
  deliberationId: number;
  submission: DeliberationSubmission;
}

/** Input of the `openDeliberationRound` and `deleteDeliberation` actors. */
export interface DeliberationActionInput {
  deliberationId: number;
}

/**
 * Output of the `loadDeliberation`, `submitToDeliberation` and `openDeliberationRound` actors:
 * the call's answer, `{ deliberation }`, whose deliberation replaces the context's. A failed call
 * rejects; a rejection whose `body.error` is a string shows that text.
 */
export type DeliberationResponse = CallOutput<'getDeliberation'>;
