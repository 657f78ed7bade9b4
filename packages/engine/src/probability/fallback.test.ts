import { describe, expect, it } from 'vitest';
import { clampFallback, computeFallbackPC, FALLBACK_FAILED_MESSAGE } from './fallback';
import { normalizeForSave } from './normalize';

describe('computeFallbackPC', () => {
  it('computes P(C) by total probability', () => {
    const result = computeFallbackPC({
      pPremises: 0.5,
      pCGivenPremises: 0.8,
      pCGivenNotPremises: 0.4,
    });
    expect(result.pC).toBeCloseTo(0.6, 15);
    expect(result.pNotPremises).toBe(0.5);
  });

  it('uses 0.9 and 0.2 when the conditionals are missing', () => {
    expect(computeFallbackPC({ pPremises: 1 }).pC).toBe(0.9);
    expect(computeFallbackPC({ pPremises: 0 }).pC).toBe(0.2);
  });

  it('fails with the spec message when P(Premises) is not a probability', () => {
    expect(() => computeFallbackPC({ pPremises: Number.NaN })).toThrow(FALLBACK_FAILED_MESSAGE);
    expect(() => computeFallbackPC({ pPremises: 1.5 })).toThrow(
      'Fallback calculation function failed to return valid pC value.',
    );
  });
});

describe('clampFallback', () => {
  it('keeps values inside 0.01..0.99', () => {
    expect(clampFallback(0)).toBe(0.01);
    expect(clampFallback(0.01)).toBe(0.01);
    expect(clampFallback(0.5)).toBe(0.5);
    expect(clampFallback(0.99)).toBe(0.99);
    expect(clampFallback(1)).toBe(0.99);
    expect(() => clampFallback(Number.NaN)).toThrow(RangeError);
  });
});

describe('normalizeForSave', () => {
  it('snaps at or below 0.02 to 0 and at or above 0.98 to 1', () => {
    expect(normalizeForSave(0)).toBe(0);
    expect(normalizeForSave(0.02)).toBe(0);
    expect(normalizeForSave(0.0201)).toBe(0.0201);
    expect(normalizeForSave(0.9799)).toBe(0.9799);
    expect(normalizeForSave(0.98)).toBe(1);
    expect(normalizeForSave(1)).toBe(1);
  });

  it('rounds everything else to four decimals', () => {
    expect(normalizeForSave(0.123456)).toBe(0.1235);
    expect(normalizeForSave(0.55555)).toBe(0.5556);
    expect(normalizeForSave(1 / 3)).toBe(0.3333);
  });

  it('refuses a non-number rather than saving it', () => {
    expect(() => normalizeForSave(Number.NaN)).toThrow('Cannot save a probability of NaN.');
  });
});
