/** Percentages for display. */
import { DEBUG_PERCENT_DECIMALS } from '../constants';

/** Shown instead of a percentage for NaN or ±Infinity. */
export const NO_PERCENT = '—';

/** Options of {@link formatPercent}. */
export interface FormatPercentOptions {
  /** Digits after the decimal point, an integer 0..20; default 0. */
  readonly decimals?: number;
}

/**
 * A probability as a percentage: `0.73` → `'73%'`, with `{ decimals: 1 }` `0.1234` → `'12.3%'`.
 *
 * Rounds half up (towards +∞) at the last shown digit, after removing floating-point noise
 * (the scaled value is first rounded to 12 significant digits), so with 0 decimals values under
 * 0.5 % show as `'0%'` (0.004 → `'0%'`), 0.005 → `'1%'` and 0.999 → `'100%'`. Values outside 0..1
 * are not clamped. NaN and ±Infinity give {@link NO_PERCENT} (`'—'`); never throws on the value.
 *
 * @throws RangeError when `decimals` is not an integer from 0 to 20.
 */
export function formatPercent(probability: number, options: FormatPercentOptions = {}): string {
  const { decimals = 0 } = options;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  if (!Number.isFinite(probability)) return NO_PERCENT;
  // `+ 0` turns -0 into 0 so that e.g. -0.001 shows as '0%', not '-0%'.
  return `${(roundedPercent(probability, decimals) + 0).toFixed(decimals)}%`;
}

/** The percentage `formatPercent` shows, as a number. */
function roundedPercent(probability: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((probability * 100 * scale).toPrecision(12));
  return Math.round(scaled) / scale;
}

/**
 * A probability rounded to the whole percentage {@link formatPercent} shows: `0.375` → `0.38`,
 * `0.004` → `0`. A slider on a 0.01 grid given this value shows the same figure as the text
 * beside it (react-aria's own snapping would put 0.375 at 0.37). NaN and ±Infinity pass through.
 *
 * @example
 * ```ts
 * roundToWholePercent(0.375); // 0.38
 * formatPercent(roundToWholePercent(0.375)) === formatPercent(0.375); // true
 * ```
 */
export function roundToWholePercent(probability: number): number {
  if (!Number.isFinite(probability)) return probability;
  return roundedPercent(probability, 0) / 100 + 0;
}

/** A percentage for the admin debug panel, with `DEBUG_PERCENT_DECIMALS` (1) decimal: `'12.3%'`. */
export function formatDebugPercent(probability: number): string {
  return formatPercent(probability, { decimals: DEBUG_PERCENT_DECIMALS });
}
