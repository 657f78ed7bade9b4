import type { NoisyOrModel } from './types';

/**
 * The noisy-OR model of the spec, in the form the maths contract fixes (docs/architecture.md §5):
 *
 * - leak `L = 1 − Π(1 − rᵢ)` — the chance of C when no premise is true;
 * - signed causal power from the two sliders `f = P(C|Pᵢ)` and `r = P(C|¬Pᵢ)`, scaled to the room
 *   left: generative `(f − r)/(1 − r)` when `f ≥ r`, preventive `−(r − f)/r` when `f < r`;
 * - positive effect `1 − Π(1 − sᵢ)` over the true generative premises, negative effect
 *   `1 − Π(1 − qᵢ)` over the true preventive ones;
 * - `P(C|row) = (L + (1 − L)·positive) · (1 − negative)`: inhibitors act on the generative result,
 *   so one premise reproduces its two sliders exactly (row true = f, row false = r).
 */

/** The spec's leak: 1 minus the product of (1 − reverse conditional). */
export function specLeak(reverse: ArrayLike<number>): number {
  let product = 1;
  for (let i = 0; i < reverse.length; i++) product *= 1 - reverse[i]!;
  return 1 - product;
}

/** Signed causal power from forward `f = P(C|P)` and reverse `r = P(C|¬P)` conditionals. */
export function signedPower(forward: number, reverse: number): number {
  if (forward >= reverse) return reverse >= 1 ? 0 : (forward - reverse) / (1 - reverse);
  return -(reverse - forward) / reverse;
}

/** P(C) for one row, given which premises are true. */
export function noisyOrProbability(
  model: NoisyOrModel,
  isTrue: (premise: number) => boolean,
): number {
  let generativeMiss = 1;
  let preventiveMiss = 1;
  for (let i = 0; i < model.powers.length; i++) {
    if (!isTrue(i)) continue;
    const power = model.powers[i]!;
    if (power >= 0) generativeMiss *= 1 - power;
    else preventiveMiss *= 1 + power;
  }
  return combine(model.leak, generativeMiss, preventiveMiss);
}

/**
 * P(C|row) for every row in row-number order (first premise = most significant bit), built by
 * doubling so that the whole table costs about 2·2ⁿ multiplications.
 */
export function noisyOrTable(model: NoisyOrModel): Float64Array {
  const n = model.powers.length;
  const size = 2 ** n;
  const generativeMiss = new Float64Array(size);
  const preventiveMiss = new Float64Array(size);
  generativeMiss[0] = 1;
  preventiveMiss[0] = 1;
  for (let i = 0, filled = 1; i < n; i++, filled *= 2) {
    const power = model.powers[i]!;
    const generativeFactor = power >= 0 ? 1 - power : 1;
    const preventiveFactor = power < 0 ? 1 + power : 1;
    for (let row = filled - 1; row >= 0; row--) {
      const g = generativeMiss[row]!;
      const p = preventiveMiss[row]!;
      generativeMiss[2 * row + 1] = g * generativeFactor;
      generativeMiss[2 * row] = g;
      preventiveMiss[2 * row + 1] = p * preventiveFactor;
      preventiveMiss[2 * row] = p;
    }
  }
  const table = generativeMiss;
  for (let row = 0; row < size; row++) {
    table[row] = combine(model.leak, generativeMiss[row]!, preventiveMiss[row]!);
  }
  return table;
}

/**
 * `(L + (1 − L)·positive)·(1 − negative)`, written so that a row with no true premise gives the
 * leak to the last bit and one premise gives its sliders to within rounding.
 */
function combine(leak: number, generativeMiss: number, preventiveMiss: number): number {
  return (leak + (1 - leak) * (1 - generativeMiss)) * preventiveMiss;
}

/**
 * The spec's direct construction: the leak from the reverse conditionals and each premise's
 * signed power from its two sliders. Exact for one premise; the starting point of the fit for more.
 */
export function noisyOrFromSliders(
  forward: ArrayLike<number>,
  reverse: ArrayLike<number>,
): NoisyOrModel {
  const powers = new Float64Array(forward.length);
  for (let i = 0; i < forward.length; i++) powers[i] = signedPower(forward[i]!, reverse[i]!);
  // With one premise the leak is the reverse slider itself; 1 − (1 − r) would lose the last bit.
  const leak = reverse.length === 1 ? reverse[0]! : specLeak(reverse);
  return { leak, powers };
}
