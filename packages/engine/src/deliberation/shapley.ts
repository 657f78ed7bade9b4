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

/**
 * The Shapley value of each player of a product game, `u(T) = Π_{p ∈ T} alpha[p] · Π_{p ∉ T} beta[p]`
 * (player p brings the factor `alpha[p]` when in the coalition, `beta[p]` when out), without
 * listing the 2^k coalitions: player i's marginal contribution to a coalition S is
 * `(alpha[i] − beta[i])·u₋ᵢ(S)`, so
 *
 *     φᵢ = (alpha[i] − beta[i]) · Σₛ s!(k − 1 − s)!/k! · eₛ⁽ⁱ⁾,
 *
 * where eₛ⁽ⁱ⁾ = Σ_{|S| = s, i ∉ S} u₋ᵢ(S) is the coefficient of tˢ in Π_{p ≠ i}(beta[p] + alpha[p]·t).
 * Each polynomial costs k² multiply-adds: k³ in all. No division, so factors of 0 are fine; with
 * factors in [−1, 1], every weighted term is at most 1/k in size and the shares keep the
 * efficiency identity `Σφᵢ = u(all) − u(none)` to a few units of rounding.
 */
export function productGameShapley(alpha: Float64Array, beta: Float64Array): Float64Array {
  const k = alpha.length;
  if (beta.length !== k) throw new RangeError(`productGameShapley: ${beta.length} ≠ ${k}`);
  const weight = new Float64Array(k);
  for (let s = 0, choose = 1; s < k; s++) {
    weight[s] = 1 / (k * choose);
    choose = (choose * (k - 1 - s)) / (s + 1);
  }
  const shares = new Float64Array(k);
  const poly = new Float64Array(k);
  const terms = new Float64Array(k);
  for (let player = 0; player < k; player++) {
    poly.fill(0);
    poly[0] = 1;
    let degree = 0;
    for (let other = 0; other < k; other++) {
      if (other === player) continue;
      const a = alpha[other]!;
      const b = beta[other]!;
      degree++;
      for (let s = degree; s > 0; s--) poly[s] = poly[s]! * b + poly[s - 1]! * a;
      poly[0] = poly[0]! * b;
    }
    for (let s = 0; s < k; s++) terms[s] = weight[s]! * poly[s]!;
    shares[player] = (alpha[player]! - beta[player]!) * compensatedSum(terms);
  }
  return shares;
}
