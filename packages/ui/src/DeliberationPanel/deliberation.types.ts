/**
 * The names the panel's pieces share: the deliberation as the API answers it, the argument's
 * premises, the member's figures now and what the panel is doing. The group view's parts
 * (`DeliberationRound`, `DeliberationOwnSubmission`) and the submission (`DeliberationSubmission`)
 * are the deliberation machine's types, from `@credence/state-machines`.
 */
import type { CallOutput } from '@credence/api';
import type { DeliberationActivity } from '@credence/state-machines';

/**
 * A deliberation as its caller may see it: the API's `Deliberation` (the answer of
 * `getDeliberation` and of every call about one deliberation).
 */
export type Deliberation = CallOutput<'getDeliberation'>['deliberation'];

/** A premise of the argument as the panel names it. */
export interface DeliberationPremise {
  /** The claim id (the API's `claimId`). */
  id: string;
  /** A short name, e.g. `'Premise 2'`. */
  label: string;
  /** The premise's text (shown as text, never as HTML). */
  content: string;
}

/** The member's figures in the evaluator right now: what a submission sends. */
export interface DeliberationCurrentValues {
  /** A credence per premise, by claim id. */
  premiseProbabilities: ReadonlyArray<{ claimId: string; probability: number }>;
  /** P(C | all premises). */
  inferenceStrength: number;
  /** P(C | not all premises). */
  fallbackSupport: number;
}

/** What the panel is doing: `'idle'`, or the call under way (the machine's activity). */
export type DeliberationPanelStatus = DeliberationActivity;
