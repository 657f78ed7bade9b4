import { SAVE_DECIMALS, SAVE_SNAP_HIGH, SAVE_SNAP_LOW } from '../constants';

/**
 * A value as it is saved: at or below 0.02 becomes 0, at or above 0.98 becomes 1, anything else
 * is rounded to four decimals. A non-number is a `RangeError` (nothing half-valid is saved).
 */
export function normalizeForSave(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot save a probability of ${value}.`);
  if (value <= SAVE_SNAP_LOW) return 0;
  if (value >= SAVE_SNAP_HIGH) return 1;
  const scale = 10 ** SAVE_DECIMALS;
  return Math.round(value * scale) / scale;
}
