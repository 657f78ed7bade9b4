import { compensatedSum } from '../probability/clamp';

/**
 * Exact Shapley values of a game of k players given by its value on every coalition.
 */

/**
 * The Shapley value of each of `k` players, from `values[mask]` = the value of the coalition whose
 * members are the set bits of `mask` (player i is bit i): player i gets
 *
 *     φᵢ = Σ_{S ∌ i} |S|!(k − 1 − |S|)!/k! · (v(S ∪ {i}) − v(S)),
 *
 * its marginal contribution averaged over every order in which the players could join. The sum
 * is taken by coalition size: the differences of each size are added with compensated
 * summation, then weighted by `1/(k·C(k − 1, s))` and added (compensated) again, so the shares
 * keep the efficiency identity `Σφᵢ = v(all) − v(none)` to a few units of rounding.
 * Costs k·2^(k−1) additions.
 */
export function shapleyValues(values: Float64Array, k: number): Float64Array {
  const size = 2 ** k;
  if (values.length !== size) throw new RangeError(`shapleyValues: ${values.length} ≠ 2^${k}`);
  const sizeOf = new Uint8Array(size);
  for (let mask = 1; mask < size; mask++) sizeOf[mask] = sizeOf[mask >> 1]! + (mask & 1);
  // weight(s) = s!(k − 1 − s)!/k! = 1 / (k · C(k − 1, s)); C(15, 7) · 16 is far below 2^53.
  const weight = new Float64Array(k);
  for (let s = 0, choose = 1; s < k; s++) {
    weight[s] = 1 / (k * choose);
    choose = (choose * (k - 1 - s)) / (s + 1);
  }
  const shares = new Float64Array(k);
  const sums = new Float64Array(k);
  const compensations = new Float64Array(k);
  const terms = new Float64Array(k);
  for (let player = 0; player < k; player++) {
    const bit = 2 ** player;
    sums.fill(0);
    compensations.fill(0);
    for (let mask = 0; mask < size; mask++) {
      if (mask & bit) continue;
      const term = values[mask | bit]! - values[mask]!;
      const s = sizeOf[mask]!;
      const sum = sums[s]!;
      const next = sum + term;
      compensations[s]! += Math.abs(sum) >= Math.abs(term) ? sum - next + term : term - next + sum;
      sums[s] = next;
    }
    for (let s = 0; s < k; s++) terms[s] = weight[s]! * (sums[s]! + compensations[s]!);
    shares[player] = compensatedSum(terms);
  }
  return shares;
}
