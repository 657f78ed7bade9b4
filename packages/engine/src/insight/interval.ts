import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import {
  assertPremise,
  assertProbability,
  isAffineIn,
  isMonotoneIn,
  withCredences,
} from './shared';

/** A credence given as a range: the lowest and highest value the user finds plausible. */
export type CredenceRange = readonly [low: number, high: number];

/** The ends of an interval and, for each end, credences of the ranged premises that give it. */
export interface IntervalBounds {
  low: number;
  high: number;
  /** Ranged premise id → the credence at which `low` is reached. */
  lowAt: Record<string, number>;
  /** Ranged premise id → the credence at which `high` is reached. */
  highAt: Record<string, number>;
}

/** What {@link credenceInterval} returns. */
export interface CredenceInterval {
  /** The lowest and highest P(C) over every combination of credences within the ranges. */
  pC: IntervalBounds;
  /** The lowest and highest P(Premises) likewise. */
  pPremises: IntervalBounds;
  /**
   * True when the bounds are exact (attained and never exceeded): see {@link credenceInterval}.
   * False when they come from a grid over curved dependence: every value inside them is reached,
   * but the true range may stick out slightly.
   */
  exact: boolean;
  /** How many evaluations were made. */
  evaluations: number;
}

/** Grid points per ranged premise when P(C) is curved in its credence. */
const CURVED_POINTS = 5;
/** The most evaluations one call makes; more ranged premises are refused. */
export const MAX_INTERVAL_EVALUATIONS = 4096;

/**
 * Interval credences: the range of P(C) (and of P(Premises)) when some premises' credences are
 * ranges `[low, high]` instead of points; the other premises keep their credences.
 *
 * Exact where the maths allows it, by evaluating the corners of the box of ranges:
 *
 * - For an unlinked premise (no dependency to or from it) in fallback or truth-table mode (or a
 *   one-premise Bayesian argument), P(C) = Σ rows weight·P(C|row) is multilinear in those
 *   credences — affine in each one with the others fixed — so its minimum and maximum over the
 *   box lie at corners. P(Premises) is their product with the rest, so likewise.
 * - In direct mode, P(C) = max(prior, min(lowest premise, strength·P(Premises))) never decreases
 *   as an unlinked premise's credence rises, so the all-low and all-high corners are the bounds.
 *
 * How dependent premises are handled: a ranged premise that is linked by a dependency keeps its
 * links, and the range applies to its own credence as entered. Its credence then also feeds the
 * conditionals derived from it (P(i|¬j) = (pᵢ − P(i|j)·pⱼ)/(1 − pⱼ) for its children or itself),
 * and P(C) is curved in it; so is every credence under the Bayesian fit of several premises. Such
 * premises are sampled at 5 evenly spaced credences across their range (corners for the others),
 * and `exact` is false. A premise whose credence is fixed by its dependencies (both conditionals on
 * one parent given) does not move, whatever its range.
 *
 * Evaluates every combination: 2^k corners for k ranged premises (5 per curved one), at most
 * {@link MAX_INTERVAL_EVALUATIONS}. Throws a `RangeError` for an unknown premise, a range outside
 * [0, 1] or with low > high, or too many ranged premises.
 *
 * @example
 * ```ts
 * credenceInterval(
 *   {
 *     mode: 'fallback',
 *     premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.6 }],
 *     pCGivenPremises: 0.9,
 *     pCGivenNotPremises: 0.2,
 *   },
 *   { p1: [0.8, 1], p2: [0.5, 0.7] },
 * );
 * // pC: { low: 0.48, high: 0.69 } (0.2 + 0.7·0.8·0.5 and 0.2 + 0.7·1·0.7),
 * // pPremises: { low: 0.4, high: 0.7 }, exact: true, evaluations: 4
 * ```
 */
export function credenceInterval(
  input: EvaluationInput,
  ranges: Readonly<Record<string, CredenceRange>>,
): CredenceInterval {
  const ids = Object.keys(ranges);
  for (const id of ids) {
    assertPremise(input, id);
    const [low, high] = ranges[id]!;
    assertProbability(low, `The low end of ${id}'s range`);
    assertProbability(high, `The high end of ${id}'s range`);
    if (low > high) throw new RangeError(`${id}'s range is reversed: ${low} > ${high}.`);
  }
  const cornersSuffice = isAffineIn(input, ids) || isMonotoneIn(input, ids);
  const pointsPer = ids.map((id) => {
    const [low, high] = ranges[id]!;
    if (low === high) return [low];
    if (cornersSuffice) return [low, high];
    return Array.from(
      { length: CURVED_POINTS },
      (_, k) => low + ((high - low) * k) / (CURVED_POINTS - 1),
    );
  });
  const total = pointsPer.reduce((count, points) => count * points.length, 1);
  if (total > MAX_INTERVAL_EVALUATIONS)
    throw new RangeError(
      `Too many ranged premises: ${total} evaluations needed, at most ${MAX_INTERVAL_EVALUATIONS}.`,
    );

  let pC: IntervalBounds | undefined;
  let pPremises: IntervalBounds | undefined;
  for (let combination = 0; combination < total; combination++) {
    let rest = combination;
    const credences: Record<string, number> = {};
    ids.forEach((id, k) => {
      const points = pointsPer[k]!;
      credences[id] = points[rest % points.length]!;
      rest = Math.floor(rest / points.length);
    });
    const result = evaluateArgument(withCredences(input, credences));
    pC = widen(pC, result.pC, credences);
    pPremises = widen(pPremises, result.pPremises, credences);
  }
  return { pC: pC!, pPremises: pPremises!, exact: cornersSuffice, evaluations: total };
}

function widen(
  bounds: IntervalBounds | undefined,
  value: number,
  at: Record<string, number>,
): IntervalBounds {
  if (!bounds) return { low: value, high: value, lowAt: at, highAt: at };
  if (value < bounds.low) return { ...bounds, low: value, lowAt: at };
  if (value > bounds.high) return { ...bounds, high: value, highAt: at };
  return bounds;
}
