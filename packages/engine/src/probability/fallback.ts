import {
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
  FALLBACK_MAX,
  FALLBACK_MIN,
} from '../constants';
import { finiteOrUndefined } from './clamp';
import { formatNumber } from './format';

/** The spec's error when the fallback calculation yields no P(C). */
export const FALLBACK_FAILED_MESSAGE =
  'Fallback calculation function failed to return valid pC value.';

/** Clamps a fallback conditional to [0.01, 0.99]; a non-number is a `RangeError`. */
export function clampFallback(value: number): number {
  if (!Number.isFinite(value))
    throw new RangeError(`A fallback probability must be a number, got ${value}.`);
  return Math.min(FALLBACK_MAX, Math.max(FALLBACK_MIN, value));
}

/** Input of {@link computeFallbackPC}. Missing conditionals take the defaults 0.9 and 0.2. */
export interface FallbackInput {
  pPremises: number;
  pCGivenPremises?: number;
  pCGivenNotPremises?: number;
}

/** Result of {@link computeFallbackPC}. */
export interface FallbackResult {
  pC: number;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  pPremises: number;
  pNotPremises: number;
  formula: string;
}

/**
 * The law of total probability with the two fallback conditionals, each clamped to 0.01..0.99:
 * `P(C) = P(C|Premises)·P(Premises) + P(C|¬Premises)·(1 − P(Premises))`.
 * Throws {@link FALLBACK_FAILED_MESSAGE} when the inputs give no valid P(C).
 */
export function computeFallbackPC(input: FallbackInput): FallbackResult {
  const pCGivenPremises = clampFallback(
    finiteOrUndefined(input.pCGivenPremises) ?? DEFAULT_P_C_GIVEN_PREMISES,
  );
  const pCGivenNotPremises = clampFallback(
    finiteOrUndefined(input.pCGivenNotPremises) ?? DEFAULT_P_C_GIVEN_NOT_PREMISES,
  );
  const pPremises = input.pPremises;
  if (!Number.isFinite(pPremises) || pPremises < 0 || pPremises > 1)
    throw new Error(FALLBACK_FAILED_MESSAGE);
  const pNotPremises = 1 - pPremises;
  const pC = pCGivenPremises * pPremises + pCGivenNotPremises * pNotPremises;
  return {
    pC,
    pCGivenPremises,
    pCGivenNotPremises,
    pPremises,
    pNotPremises,
    formula: totalProbabilityFormula(
      pCGivenPremises,
      pPremises,
      pCGivenNotPremises,
      pNotPremises,
      pC,
    ),
  };
}

/** `P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × P(¬Premises) = a × b + c × d = e`. */
export function totalProbabilityFormula(
  pCGivenPremises: number,
  pPremises: number,
  pCGivenNotPremises: number,
  pNotPremises: number,
  pC: number,
): string {
  return (
    'P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × P(¬Premises) = ' +
    `${formatNumber(pCGivenPremises)} × ${formatNumber(pPremises)} + ` +
    `${formatNumber(pCGivenNotPremises)} × ${formatNumber(pNotPremises)} = ${formatNumber(pC)}`
  );
}
