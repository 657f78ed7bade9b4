import { TOLERANCE } from '../constants';
import { assertProbability } from './shared';

/** Bounds on a probability. */
export interface ProbabilityBounds {
  low: number;
  high: number;
}

function checked(premiseCredences: readonly number[]): readonly number[] {
  premiseCredences.forEach((p, i) => {
    assertProbability(p, `Premise ${i + 1}'s credence`);
  });
  return premiseCredences;
}

/**
 * The lowest credence a coherent person can give the conclusion of a *valid* argument whose
 * premises have these credences: `max(0, 1 − Σ(1 − pᵢ))` (Adams: a conclusion's uncertainty is at
 * most the sum of its premises' uncertainties). The bound holds whatever the premises' dependence,
 * since C is true whenever all premises are, and P(all) ≥ 1 − Σ P(¬Pᵢ); it is attained when the
 * premises' failures never overlap. With no premises it is 1 (a valid conclusion is a tautology).
 *
 * @example
 * ```ts
 * validityBound([0.9, 0.8]); // 0.7 (1 − 0.1 − 0.2)
 * validityBound([0.5, 0.4]); // 0 (the uncertainties add up to more than 1)
 * ```
 */
export function validityBound(premiseCredences: readonly number[]): number {
  let uncertainty = 0;
  for (const p of checked(premiseCredences)) uncertainty += 1 - p;
  return Math.max(0, 1 - uncertainty);
}

/**
 * The Fréchet bounds of P(all premises true) when nothing is said about how the premises depend
 * on each other: from `max(0, 1 − Σ(1 − pᵢ))` (failures never overlap) to `min pᵢ` (each premise
 * holds whenever a less credible one does). The independence value Π pᵢ lies between them.
 * Both ends are attained by some joint distribution with these marginals.
 *
 * @example
 * ```ts
 * frechetBounds([0.9, 0.8]); // { low: 0.7, high: 0.8 } (independence: 0.72)
 * ```
 */
export function frechetBounds(premiseCredences: readonly number[]): ProbabilityBounds {
  const low = validityBound(premiseCredences);
  let high = 1;
  for (const p of premiseCredences) high = Math.min(high, p);
  return { low, high };
}

/** What {@link validityCoherence} finds. */
export interface ValidityCoherence {
  /** {@link validityBound} of the premises. */
  bound: number;
  /** The conclusion's credence is at least the bound (within the 0.001 tolerance). */
  coherent: boolean;
  /** How far the conclusion's credence falls below the bound (0 when coherent). */
  shortfall: number;
  /**
   * The smallest repair, present when incoherent: raise the conclusion to `raiseConclusionTo`, or
   * lower the premises' credences by `lowerPremisesBy` in total (split any way). Both change the
   * credences by the same least amount, the shortfall.
   */
  repair?: { raiseConclusionTo: number; lowerPremisesBy: number };
}

/**
 * Checks a conclusion credence against {@link validityBound} for an argument proved valid: below
 * the bound by more than 0.001 is incoherent, with the smallest repair.
 *
 * @example
 * ```ts
 * validityCoherence([0.9, 0.8], 0.6);
 * // { bound: 0.7, coherent: false, shortfall: 0.1,
 * //   repair: { raiseConclusionTo: 0.7, lowerPremisesBy: 0.1 } }
 * ```
 */
export function validityCoherence(
  premiseCredences: readonly number[],
  conclusionCredence: number,
): ValidityCoherence {
  assertProbability(conclusionCredence, "The conclusion's credence");
  const bound = validityBound(premiseCredences);
  const shortfall = Math.max(0, bound - conclusionCredence);
  if (shortfall <= TOLERANCE) return { bound, coherent: true, shortfall };
  return {
    bound,
    coherent: false,
    shortfall,
    repair: { raiseConclusionTo: bound, lowerPremisesBy: shortfall },
  };
}
