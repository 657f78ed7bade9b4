/** Clamps to [0, 1]; NaN becomes `fallback`. */
export function clamp01(value: number, fallback = 0): number {
  if (Number.isNaN(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

/** A finite number, or undefined for anything else (strings, NaN, ±Infinity, null). */
export function finiteOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A usable probability: finite input clamped to [0, 1], else `fallback`. */
export function probabilityOr(value: unknown, fallback: number): number {
  const finite = finiteOrUndefined(value);
  return finite === undefined ? fallback : clamp01(finite);
}

/**
 * Compensated (Neumaier) sum of `values[i] * factors[i]`, so that sums over a million rows keep
 * the total-probability identity to 1e-12.
 */
export function dotProduct(values: Float64Array, factors: Float64Array): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const term = values[i]! * factors[i]!;
    const next = sum + term;
    compensation += Math.abs(sum) >= Math.abs(term) ? sum - next + term : term - next + sum;
    sum = next;
  }
  return sum + compensation;
}

/** Compensated sum of an array. */
export function compensatedSum(values: Float64Array): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const term = values[i]!;
    const next = sum + term;
    compensation += Math.abs(sum) >= Math.abs(term) ? sum - next + term : term - next + sum;
    sum = next;
  }
  return sum + compensation;
}
