import type { EvaluatorEvent } from '@credence/state-machines';
import { proofDisplay } from './proofDisplay';
import type { ProofLoaderSnapshot } from './proofLoaderActor';

/** The evaluator's `APPLY_DEMONSTRATION` event. */
export type ApplyDemonstrationEvent = Extract<EvaluatorEvent, { type: 'APPLY_DEMONSTRATION' }>;

/** The outcome of the formal demonstration: whether a validated proof was loaded. */
export interface DemonstrationResult {
  isSuccessful: boolean;
}

/**
 * The demonstration's outcome from the proof loader: `null` while loading; successful when a
 * saved proof was loaded and at least one of its lines can be shown (a formula that parses);
 * unsuccessful on any error (no saved proof, API error, failed load) or an empty proof.
 */
export function demonstrationResultOf(snapshot: ProofLoaderSnapshot): DemonstrationResult | null {
  if (snapshot.matches('loading')) return null;
  if (snapshot.matches('loaded')) {
    return { isSuccessful: proofDisplay(snapshot.context.proof) !== null };
  }
  return { isSuccessful: false };
}

/**
 * The evaluator event for a demonstration's outcome. The evaluator applies only a successful
 * one (conclusion 1, `demonstrationData.isSuccessful`); an unsuccessful one changes nothing.
 *
 * @example
 * useProofLoader(argumentId, {
 *   onDemonstrationResult: (result) => evaluator.send(applyDemonstrationEvent(result)),
 * });
 */
export function applyDemonstrationEvent(result: DemonstrationResult): ApplyDemonstrationEvent {
  return { type: 'APPLY_DEMONSTRATION', isSuccessful: result.isSuccessful };
}
