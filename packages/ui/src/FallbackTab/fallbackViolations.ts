import {
  type ConstraintViolation,
  DISCREPANCY_TOLERANCE,
  detectViolations,
} from '@credence/engine';
import type { InferenceDialogContext } from '@credence/state-machines';

/** The dialog's dependency-constraint violations, for the Fallback tab's amber banner. */
export interface FallbackViolations {
  /** Every premise outside its bounds by more than 0.001 (the engine's `detectViolations`). */
  all: ConstraintViolation[];
  /** Those off by more than the discrepancy tolerance (0.01): the ones worth acting on. */
  meaningful: number;
}

/**
 * The constraint violations of the dialog's premises under its dependencies. The machine keeps
 * no violations, so they are worked out here by the engine from the machine's context (premise
 * credences, dependencies, conditionals, external claims); the maths stays the engine's.
 */
export function fallbackViolations(
  context: Pick<InferenceDialogContext, 'premises' | 'externalClaims' | 'settings' | 'conclusion'>,
): FallbackViolations {
  const claimTexts: Record<string, string> = {};
  for (const premise of context.premises) {
    if (premise.content) claimTexts[premise.id] = premise.content;
  }
  const all = detectViolations({
    premises: context.premises.map(({ id, probability }) => ({ id, probability })),
    dependencies: context.settings.dependencies,
    premiseConditionals: context.settings.premiseConditionals,
    externalClaims: context.externalClaims,
    claimTexts,
  });
  const meaningful = all.filter((violation) => violation.difference > DISCREPANCY_TOLERANCE).length;
  return { all, meaningful };
}
