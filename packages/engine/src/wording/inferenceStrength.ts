/**
 * The inference-strength bar: 0.5..1 maps to 0..100 %, with colour bands at 0.625, 0.75, 0.875
 * and 0.9375.
 */
import { INFERENCE_BAR_MIN } from '../constants';
import { bandFor, INFERENCE_STRENGTH_BANDS, type InferenceStrengthBandName } from './bands';

/**
 * The bar fill for an inference strength P(C|Premises), 0..100, not rounded: 0.5 → 0,
 * 0.75 → 50, 1 → 100. Strengths below 0.5 give 0 and above 1 give 100.
 *
 * @throws RangeError when `strength` is NaN.
 */
export function inferenceStrengthPercent(strength: number): number {
  if (Number.isNaN(strength)) {
    throw new RangeError('Inference strength must be a number, got NaN');
  }
  const clamped = Math.min(1, Math.max(INFERENCE_BAR_MIN, strength));
  return ((clamped - INFERENCE_BAR_MIN) / (1 - INFERENCE_BAR_MIN)) * 100;
}

/**
 * The colour band of an inference strength ({@link INFERENCE_STRENGTH_BANDS}): `'very-weak'`
 * below 0.625, `'weak'` from 0.625, `'moderate'` from 0.75, `'strong'` from 0.875 and
 * `'very-strong'` from 0.9375 (each edge belongs to the band above it).
 *
 * @throws RangeError when `strength` is NaN.
 */
export function inferenceStrengthBand(strength: number): InferenceStrengthBandName {
  return bandFor(INFERENCE_STRENGTH_BANDS, strength).name;
}
