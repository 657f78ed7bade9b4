import { evaluateArgument } from '../probability/evaluate';
import { buildPremiseNetwork } from '../probability/network';
import type { EvaluationInput } from '../probability/types';

/** The input with some premises' credences replaced; nothing else is copied or changed. */
export function withCredences(
  input: EvaluationInput,
  credences: Readonly<Record<string, number>>,
): EvaluationInput {
  return {
    ...input,
    premises: input.premises.map((premise) =>
      Object.hasOwn(credences, premise.id)
        ? { ...premise, probability: credences[premise.id]! }
        : premise,
    ),
  };
}

/** P(C) of the argument with one premise's credence set to `credence`. */
export function pCWithCredence(
  input: EvaluationInput,
  premiseId: string,
  credence: number,
): number {
  return evaluateArgument(withCredences(input, { [premiseId]: credence })).pC;
}

/** Throws a clear error when `premiseId` is not one of the argument's premises. */
export function assertPremise(input: EvaluationInput, premiseId: string): void {
  if (!input.premises.some((premise) => premise.id === premiseId))
    throw new RangeError(`"${premiseId}" is not a premise of this argument.`);
}

/** Throws a `RangeError` unless `value` is a number in [0, 1]. */
export function assertProbability(value: number, what: string): void {
  if (!(Number.isFinite(value) && value >= 0 && value <= 1))
    throw new RangeError(`${what} must be a number from 0 to 1, got ${value}.`);
}

/**
 * Whether P(C) is affine in the credence of each premise in `premiseIds` with all other inputs
 * fixed, so that corners (or the two ends) of its range give exact extremes:
 *
 * - the premise is linked to no other premise or external claim by a dependency, so its credence
 *   enters the premise joint only as its own factor `p` or `1 − p` (a linked premise's credence
 *   also feeds derived conditionals, `(p − P(i|j)·p_j)/(1 − p_j)`, which are not affine once they
 *   meet other factors or clamp at 0 or 1);
 * - the mode's P(C|row) do not depend on the credences: fallback and truth-table modes, and the
 *   Bayesian mode for one premise (its two sliders are the table). The Bayesian fit for several
 *   premises matches sliders marginalised over the other premises, so its table moves with them;
 *   direct mode's selection rule is not affine (it is monotone, see {@link isMonotoneIn}).
 */
export function isAffineIn(input: EvaluationInput, premiseIds: readonly string[]): boolean {
  if (!allUnlinked(input, premiseIds)) return false;
  if (input.mode === 'fallback' || input.mode === 'truth_table') return true;
  return input.mode === 'bayesian' && input.premises.length === 1;
}

/**
 * Whether P(C) never decreases as any credence in `premiseIds` rises: direct mode,
 * `max(prior, min(lowest premise, P(C|Premises)·P(Premises)))`, with unlinked premises (each a
 * factor of P(Premises) and a candidate for the lowest premise).
 */
export function isMonotoneIn(input: EvaluationInput, premiseIds: readonly string[]): boolean {
  return input.mode === 'direct' && allUnlinked(input, premiseIds);
}

function allUnlinked(input: EvaluationInput, premiseIds: readonly string[]): boolean {
  const network = buildPremiseNetwork(input);
  return premiseIds.every((id) => network.groupOf[network.premiseIds.indexOf(id)]! < 0);
}
