import { evaluateArgument } from '../probability/evaluate';
import type { CalculatedValues, EvaluationInput } from '../probability/types';
import { withCredences } from './shared';

/**
 * Below this a side's weight is treated as none: weight·P(C|row) would fall into subnormal
 * numbers, whose rounding makes the ratio meaningless (5e-324 × 0.2 is 0).
 */
const MIN_WEIGHT = 1e-250;

/** How much P(C) depends on one premise: the conclusion's credence if it is true, and if false. */
export interface PremiseSensitivity {
  premiseId: string;
  /** P(C | premise true) under the full premise joint (its dependencies included). */
  pCIfTrue: number;
  /** P(C | premise false) under the full premise joint. */
  pCIfFalse: number;
  /** `pCIfTrue − pCIfFalse`: negative when believing the premise lowers P(C). */
  swing: number;
}

/**
 * Which premise matters most: for each premise, P(C) if it is true and if it is false, both
 * conditioned on the argument's own premise joint, largest |swing| first (ties in premise order).
 *
 * Conditioning, not intervention: learning that premise 1 is true also changes what is believed
 * of the premises that depend on it (or that it depends on), exactly as the dependencies say.
 * The rows' P(C|row) are those of the evaluation, so the two values always average back to P(C):
 * `P(C) = P(Pᵢ)·pCIfTrue + (1 − P(Pᵢ))·pCIfFalse`, with P(Pᵢ) the premise's effective credence.
 *
 * When a premise is certainly false (or true) the joint says nothing about the other case; that
 * side is then read from the argument re-evaluated with the premise's credence at 0.5 — the limit
 * of the conditional as the credence leaves 0 (or 1) for a premise with no dependencies.
 *
 * Costs one evaluation (pass `evaluated` to reuse one) plus n passes over the 2ⁿ rows.
 *
 * @example
 * ```ts
 * premiseSensitivity({
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.6 }],
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * });
 * // [ { premiseId: 'p2', pCIfTrue: 0.83, pCIfFalse: 0.2, swing: 0.63 },
 * //   { premiseId: 'p1', pCIfTrue: 0.62, pCIfFalse: 0.2, swing: 0.42 } ]
 * ```
 * (p2: if true, P(C) = 0.9·0.9 + 0.2·0.1 = 0.83; if false, 0.2.)
 */
export function premiseSensitivity(
  input: EvaluationInput,
  evaluated: CalculatedValues = evaluateArgument(input),
): PremiseSensitivity[] {
  return sensitivities(input, evaluated, true);
}

function sensitivities(
  input: EvaluationInput,
  evaluated: CalculatedValues,
  mayReevaluate: boolean,
): PremiseSensitivity[] {
  const { premiseIds, weights, conditionals } = evaluated.debugData.rows;
  const n = premiseIds.length;
  const entries = premiseIds.map((premiseId, index) => {
    const [trueWeight, trueMass, falseWeight, falseMass] = splitByPremise(
      weights,
      conditionals,
      n - 1 - index,
    );
    let pCIfTrue = trueWeight > MIN_WEIGHT ? trueMass / trueWeight : Number.NaN;
    let pCIfFalse = falseWeight > MIN_WEIGHT ? falseMass / falseWeight : Number.NaN;
    if (mayReevaluate && (Number.isNaN(pCIfTrue) || Number.isNaN(pCIfFalse))) {
      const atHalf = withCredences(input, { [premiseId]: 0.5 });
      const limit = sensitivities(atHalf, evaluateArgument(atHalf), false).find(
        (entry) => entry.premiseId === premiseId,
      )!;
      if (Number.isNaN(pCIfTrue)) pCIfTrue = limit.pCIfTrue;
      if (Number.isNaN(pCIfFalse)) pCIfFalse = limit.pCIfFalse;
    }
    // Still no weight (the dependencies pin the premise): the plain average of those rows.
    if (Number.isNaN(pCIfTrue)) pCIfTrue = plainAverage(conditionals, n - 1 - index, true);
    if (Number.isNaN(pCIfFalse)) pCIfFalse = plainAverage(conditionals, n - 1 - index, false);
    return { premiseId, pCIfTrue, pCIfFalse, swing: pCIfTrue - pCIfFalse, index };
  });
  entries.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index);
  return entries.map(({ index: _index, ...entry }) => entry);
}

/**
 * Σ weight and Σ weight·P(C|row) over the rows where the premise at `bit` (0 = last premise) is
 * true, then where it is false. Walks the array in blocks of 2^bit, so each pass is a plain loop.
 */
function splitByPremise(
  weights: Float64Array,
  conditionals: Float64Array,
  bit: number,
): [number, number, number, number] {
  const span = 2 ** bit;
  let trueWeight = 0;
  let trueMass = 0;
  let falseWeight = 0;
  let falseMass = 0;
  for (let start = 0; start < weights.length; start += 2 * span) {
    for (let row = start; row < start + span; row++) {
      const weight = weights[row]!;
      falseWeight += weight;
      falseMass += weight * conditionals[row]!;
    }
    for (let row = start + span; row < start + 2 * span; row++) {
      const weight = weights[row]!;
      trueWeight += weight;
      trueMass += weight * conditionals[row]!;
    }
  }
  return [trueWeight, trueMass, falseWeight, falseMass];
}

/** The unweighted mean of P(C|row) over the rows where the premise at `bit` is true (false). */
function plainAverage(conditionals: Float64Array, bit: number, whenTrue: boolean): number {
  const span = 2 ** bit;
  let sum = 0;
  for (let start = whenTrue ? span : 0; start < conditionals.length; start += 2 * span)
    for (let row = start; row < start + span; row++) sum += conditionals[row]!;
  return sum / (conditionals.length / 2);
}
