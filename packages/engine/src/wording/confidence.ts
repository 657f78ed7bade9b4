/** Confidence wording: the spec's 10-band scale {@link CONFIDENCE_BANDS}. */
import { bandFor, bandIndex, CONFIDENCE_BANDS } from './bands';

/**
 * Index of the confidence band of `probability` in {@link CONFIDENCE_BANDS}: 0 for ≥ 0.95
 * ('virtually certain') … 9 for < 0.15 ('virtually certain it is false').
 *
 * @throws RangeError when `probability` is NaN.
 */
export function confidenceBand(probability: number): number {
  return bandIndex(CONFIDENCE_BANDS, probability);
}

/**
 * The confidence phrase for `probability`, e.g. `'quite confident'` for 0.75 up to 0.85.
 *
 * @throws RangeError when `probability` is NaN.
 */
export function confidenceWording(probability: number): string {
  return bandFor(CONFIDENCE_BANDS, probability).text;
}
