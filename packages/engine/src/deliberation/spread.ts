/** Five numbers that say how far a group's credences are apart. */
export interface Spread {
  min: number;
  /** The first quartile (the 25th percentile). */
  q1: number;
  median: number;
  /** The third quartile (the 75th percentile). */
  q3: number;
  max: number;
  /** The interquartile range, `q3 − q1`: how far apart the middle half of the group is. */
  iqr: number;
}

/**
 * The spread of a set of values: minimum, quartiles, median, maximum and the interquartile range
 * `iqr = q3 − q1`.
 *
 * Quantiles by linear interpolation between order statistics — the "type 7" definition, the
 * default of R's `quantile` and NumPy's `percentile`: with the values sorted `x₀ ≤ … ≤ xₙ₋₁`, the
 * q-quantile is `x_⌊h⌋ + (h − ⌊h⌋)(x_⌊h⌋₊₁ − x_⌊h⌋)` where `h = (n − 1)q`. The median (q = 0.5)
 * is then the middle value, or the mean of the two middle values. One value: all five numbers are
 * that value and the IQR is 0.
 *
 * Throws a `RangeError` for no values or a value that is not a finite number.
 *
 * @example
 * ```ts
 * spreadOf([0.2, 0.9, 0.5, 0.6]);
 * // { min: 0.2, q1: 0.425, median: 0.55, q3: 0.675, max: 0.9, iqr: 0.25 }
 * ```
 */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new RangeError('spreadOf: no values');
  values.forEach((value, index) => {
    if (!(typeof value === 'number' && Number.isFinite(value)))
      throw new RangeError(`spreadOf: value ${index} is ${value}, not a finite number`);
  });
  const sorted = Float64Array.from(values).sort();
  const q1 = quantileOfSorted(sorted, 0.25);
  const q3 = quantileOfSorted(sorted, 0.75);
  return {
    min: sorted[0]!,
    q1,
    median: quantileOfSorted(sorted, 0.5),
    q3,
    max: sorted[sorted.length - 1]!,
    iqr: q3 - q1,
  };
}

/** The type-7 q-quantile of values sorted ascending (a typed array sorts numerically). */
function quantileOfSorted(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const low = Math.floor(h);
  const fraction = h - low;
  const below = sorted[low]!;
  if (fraction === 0) return below;
  const above = sorted[low + 1]!;
  // The midpoint as (a + b) / 2, so that the median is exactly the mean of the middle values.
  if (fraction === 0.5) return (below + above) / 2;
  return below + fraction * (above - below);
}
