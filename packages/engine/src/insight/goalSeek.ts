import { DEFAULT_PREMISE_PROBABILITY } from '../constants';
import { probabilityOr } from '../probability/clamp';
import type { EvaluationInput } from '../probability/types';
import { seekCredence } from './seek';
import { assertPremise, assertProbability, isAffineIn, pCWithCredence } from './shared';

/** What {@link credenceForTarget} found. */
export type CredenceForTarget =
  | {
      reachable: true;
      /** The premise's credence that makes P(C) equal the target. */
      credence: number;
      /** The P(C) reachable by moving this premise alone, as in the unreachable case. */
      range: readonly [low: number, high: number];
    }
  | {
      reachable: false;
      /** The lowest and highest P(C) reachable by moving this premise alone. */
      range: readonly [low: number, high: number];
    };

/**
 * "What would it take?": the credence `premiseId` needs, all else unchanged, for P(C) to equal
 * `target`; or, when no credence reaches it, the range of P(C) that moving this premise can reach.
 *
 * - When P(C) is affine in the credence (an unlinked premise in fallback or truth-table mode,
 *   or a one-premise Bayesian argument), `P(C) = b + (a − b)·p` with a = P(C) at credence 1 and
 *   b at 0, and the answer is `(target − b)/(a − b)`, exact.
 * - Otherwise (a premise linked by dependencies, whose credence also feeds derived conditionals;
 *   direct mode's max/min rule; the Bayesian fit for several premises) P(C) is a continuous but
 *   curved function of the credence. It is scanned at 17 points; the crossing of the target
 *   nearest to the premise's current credence is then narrowed by regula falsi (Illinois) to
 *   1e-13; an extreme of the range found inside the scan is refined by golden-section search.
 *   (A Bayesian fit of several premises that stops short of converging is not smooth: its range
 *   is as good as the scan, which can step over a narrow dip.)
 *   A premise whose credence is fixed by its dependencies (both conditionals on its one parent
 *   given) cannot move P(C): its range is the single current value.
 *
 * Throws a `RangeError` for an unknown premise or a target outside [0, 1].
 *
 * @example
 * ```ts
 * const input = {
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.6 }],
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * } as const;
 * credenceForTarget(input, 'p2', 0.7); // { reachable: true, credence: 0.7936…, range: [0.2, 0.83] }
 * credenceForTarget(input, 'p2', 0.9); // { reachable: false, range: [0.2, 0.83] }
 * ```
 * (P(C) = 0.2 + 0.63·p₂, so p₂ = 0.5/0.63 for 0.7; even p₂ = 1 gives only 0.83.)
 */
export function credenceForTarget(
  input: EvaluationInput,
  premiseId: string,
  target: number,
): CredenceForTarget {
  assertPremise(input, premiseId);
  assertProbability(target, 'The target P(C)');
  const f = (credence: number) => pCWithCredence(input, premiseId, credence);
  const current = probabilityOr(
    input.premises.find((premise) => premise.id === premiseId)!.probability,
    DEFAULT_PREMISE_PROBABILITY,
  );
  return seekCredence(f, current, isAffineIn(input, [premiseId]), target);
}
