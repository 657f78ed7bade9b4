import { compensatedSum } from '../probability/clamp';

/**
 * How several people's credences in one claim become the group's: opinion pooling.
 */

/**
 * How credences are pooled: `'logarithmic'` (the normalised weighted geometric mean of odds),
 * `'linear'` (the weighted mean) or `'median'` (the weighted median). See {@link poolCredences}.
 */
export type PoolingRule = 'logarithmic' | 'linear' | 'median';

/** Options of {@link poolCredences} (and of the group functions that pool). */
export interface PoolOptions {
  /** Default `'logarithmic'`. */
  rule?: PoolingRule;
  /**
   * One non-negative weight per value (per member), not all zero; normalised to sum 1. Default:
   * equal weights.
   */
  weights?: readonly number[];
  /**
   * The exponent d ≥ 1 the pooled odds are raised to (default 1: none). Logarithmic rule only:
   * giving it with another rule is a `RangeError`.
   */
  extremize?: number;
}

/** Credences are clamped to this before logarithmic pooling, so that 0 and 1 have finite log-odds. */
export const LOG_POOL_CLAMP: readonly [low: number, high: number] = [0.001, 0.999];

/** Pooling options checked and weights normalised, ready to pool many sets of `count` values. */
export interface PreparedPool {
  rule: PoolingRule;
  count: number;
  /** Normalised weights (sum 1), one per value. */
  weights: Float64Array;
  /** The weights as given (all 1 when none were), for the median's exact tie test. */
  rawWeights: Float64Array;
  extremize: number;
  /** Who is pooling, for error messages (`'poolCredences'`, `'groupEvaluation'`). */
  caller: string;
}

const RULES: readonly PoolingRule[] = ['logarithmic', 'linear', 'median'];

/**
 * Checks pooling options for `count` values (or members: `noun`) and normalises the weights.
 * Throws a `RangeError` naming the problem, prefixed with `caller`.
 */
export function preparePool(
  count: number,
  options: PoolOptions | undefined,
  caller: string,
  noun = 'values',
): PreparedPool {
  if (count === 0) throw new RangeError(`${caller}: no ${noun} to pool`);
  const rule = options?.rule ?? 'logarithmic';
  if (!RULES.includes(rule))
    throw new RangeError(`${caller}: unknown pooling rule "${String(rule)}"`);
  const extremize = options?.extremize;
  if (extremize !== undefined) {
    if (rule !== 'logarithmic')
      throw new RangeError(
        `${caller}: extremize applies to the logarithmic rule only, not "${rule}"`,
      );
    if (!(typeof extremize === 'number' && Number.isFinite(extremize) && extremize >= 1))
      throw new RangeError(`${caller}: extremize is ${extremize}; it must be a finite number ≥ 1`);
  }
  const rawWeights = new Float64Array(count).fill(1);
  const given = options?.weights;
  if (given !== undefined) {
    if (given.length !== count)
      throw new RangeError(`${caller}: ${given.length} weights for ${count} ${noun}`);
    given.forEach((weight, index) => {
      if (!(typeof weight === 'number' && Number.isFinite(weight)))
        throw new RangeError(`${caller}: weight ${index} is ${weight}, not a finite number`);
      if (weight < 0) throw new RangeError(`${caller}: weight ${index} is ${weight}, negative`);
      rawWeights[index] = weight;
    });
  }
  const total = compensatedSum(rawWeights);
  if (!(total > 0)) throw new RangeError(`${caller}: the weights are all zero`);
  const weights = rawWeights.map((weight) => weight / total);
  return { rule, count, weights, rawWeights, extremize: extremize ?? 1, caller };
}

/**
 * Pools `values` (one per prepared weight) by the prepared rule. Throws a `RangeError` for a value
 * that is not a finite number in [0, 1] or a count that does not match.
 */
export function poolPrepared(values: ArrayLike<number>, pool: PreparedPool): number {
  if (values.length !== pool.count)
    throw new RangeError(`${pool.caller}: ${values.length} values for ${pool.count} weights`);
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    if (!(typeof value === 'number' && Number.isFinite(value)))
      throw new RangeError(`${pool.caller}: value ${index} is ${value}, not a finite number`);
    if (value < 0 || value > 1)
      throw new RangeError(`${pool.caller}: value ${index} is ${value}, outside [0, 1]`);
  }
  // Unanimity pools to the common value exactly (clamped, for the logarithmic rule), not to
  // something an ulp away: a part everyone agrees on must not look disputed.
  const common = commonValue(values, pool.weights);
  if (common !== undefined && pool.extremize === 1)
    return pool.rule === 'logarithmic' ? clampForLog(common) : common;
  switch (pool.rule) {
    case 'logarithmic':
      return logarithmicPool(values, pool.weights, pool.extremize);
    case 'linear':
      return linearPool(values, pool.weights);
    case 'median':
      return weightedMedian(values, pool.rawWeights);
  }
}

/**
 * Pools several people's credences in one claim into one credence.
 *
 * - `'logarithmic'` (the default): the normalised weighted geometric mean of the odds,
 *   `p = Πpᵢ^wᵢ / (Πpᵢ^wᵢ + Π(1 − pᵢ)^wᵢ)` — equivalently the weighted mean of the log-odds,
 *   which is how it is computed (in log space, so many members never underflow). Values are
 *   first **clamped to [0.001, 0.999]**, so that one member at 0 or 1 does not veto everyone
 *   else (a log-odds of ±∞); a group unanimous at 1 pools to 0.999. With `extremize` d, the pooled
 *   odds are raised to d (the log-odds multiplied by d), pushing the result away from 0.5 — the
 *   correction forecasting tournaments found for crowds whose members share evidence.
 * - `'linear'`: the weighted mean `Σwᵢpᵢ` (compensated summation).
 * - `'median'`: the weighted median: sorted by value, the first value at which the cumulative
 *   weight reaches half the total; when it reaches exactly half (within 1e-12 of the total), the
 *   mean of that value and the next one with positive weight. With equal weights (the default)
 *   this is the ordinary median (the mean of the two middle values for an even count). Values
 *   with weight 0 are ignored.
 *
 * When every value with positive weight is the same, that value is returned exactly (clamped, for
 * the logarithmic rule), not a result a rounding error away, so that a part everyone agrees on
 * never looks disputed; extremizing (d > 1) still moves it.
 *
 * Weights default to equal and are normalised to sum 1. Throws a `RangeError` whose message names
 * the problem (indices are 0-based): no values; a value that is not a finite number in [0, 1]
 * (`poolCredences: value 3 is 1.2, outside [0, 1]`); weights of the wrong length, negative, not
 * finite or all zero; `extremize` below 1 or not finite, or given with a rule other than
 * `'logarithmic'`; an unknown rule.
 *
 * @example
 * ```ts
 * poolCredences([0.8, 0.5]); // odds 4 and 1 → √(4·1) = 2 → 2/3 ≈ 0.667
 * poolCredences([0.8, 0.5], { rule: 'linear' }); // 0.65
 * poolCredences([0.9, 0.2, 0.6], { rule: 'median' }); // 0.6
 * poolCredences([0.8, 0.5], { weights: [3, 1] }); // odds 4^0.75 · 1^0.25 ≈ 2.83 → 0.739
 * poolCredences([0.8, 0.5], { extremize: 2 }); // odds 2² = 4 → 0.8
 * ```
 */
export function poolCredences(values: readonly number[], options?: PoolOptions): number {
  if (values.length === 0) throw new RangeError('poolCredences: no values to pool');
  return poolPrepared(values, preparePool(values.length, options, 'poolCredences'));
}

/** The value every positively weighted value has, if they all have the same one. */
function commonValue(values: ArrayLike<number>, weights: Float64Array): number | undefined {
  let common: number | undefined;
  for (let i = 0; i < values.length; i++) {
    if (weights[i] === 0) continue;
    if (common === undefined) common = values[i]!;
    else if (values[i] !== common) return undefined;
  }
  return common;
}

function clampForLog(value: number): number {
  return Math.min(LOG_POOL_CLAMP[1], Math.max(LOG_POOL_CLAMP[0], value));
}

/** log(p / (1 − p)) of p clamped to {@link LOG_POOL_CLAMP}. */
function clampedLogOdds(value: number): number {
  const p = clampForLog(value);
  return Math.log(p) - Math.log1p(-p);
}

/** The logistic function, written so that neither branch overflows. */
function logistic(logOdds: number): number {
  if (logOdds >= 0) return 1 / (1 + Math.exp(-logOdds));
  const odds = Math.exp(logOdds);
  return odds / (1 + odds);
}

function logarithmicPool(values: ArrayLike<number>, weights: Float64Array, d: number): number {
  const terms = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++)
    terms[i] = weights[i]! === 0 ? 0 : weights[i]! * clampedLogOdds(values[i]!);
  return logistic(d * compensatedSum(terms));
}

function linearPool(values: ArrayLike<number>, weights: Float64Array): number {
  const terms = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) terms[i] = weights[i]! * values[i]!;
  return Math.min(1, Math.max(0, compensatedSum(terms)));
}

function weightedMedian(values: ArrayLike<number>, rawWeights: Float64Array): number {
  const entries: { value: number; weight: number }[] = [];
  for (let i = 0; i < values.length; i++)
    if (rawWeights[i]! > 0) entries.push({ value: values[i]!, weight: rawWeights[i]! });
  entries.sort((a, b) => a.value - b.value);
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  const half = total / 2;
  const tolerance = 1e-12 * total;
  let cumulative = 0;
  for (let k = 0; k < entries.length; k++) {
    cumulative += entries[k]!.weight;
    if (cumulative < half - tolerance) continue;
    if (cumulative <= half + tolerance && k + 1 < entries.length)
      return (entries[k]!.value + entries[k + 1]!.value) / 2;
    return entries[k]!.value;
  }
  return entries[entries.length - 1]!.value;
}
