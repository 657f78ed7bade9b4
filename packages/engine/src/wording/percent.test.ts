import { describe, expect, it } from 'vitest';
import { formatDebugPercent, formatPercent, NO_PERCENT, roundToWholePercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [0.73, '73%'],
    [0, '0%'],
    [1, '100%'],
    [0.004, '0%'],
    [0.00499, '0%'],
    [0.005, '1%'],
    [0.015, '2%'],
    [0.125, '13%'],
    [0.57, '57%'],
    [0.995, '100%'],
    [0.999, '100%'],
    [0.5, '50%'],
    [-0.001, '0%'],
  ])('%s → %s', (p, text) => {
    expect(formatPercent(p)).toBe(text);
  });

  it('shows decimals, rounding half up', () => {
    expect(formatPercent(0.1234, { decimals: 1 })).toBe('12.3%');
    expect(formatPercent(0.1235, { decimals: 1 })).toBe('12.4%');
    expect(formatPercent(0.5, { decimals: 1 })).toBe('50.0%');
    expect(formatPercent(0.0004, { decimals: 1 })).toBe('0.0%');
    expect(formatPercent(0.0005, { decimals: 1 })).toBe('0.1%');
    expect(formatPercent(0.123456, { decimals: 2 })).toBe('12.35%');
  });

  it('shows a dash for non-finite values', () => {
    expect(NO_PERCENT).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPercent(Number.NEGATIVE_INFINITY, { decimals: 1 })).toBe('—');
  });

  it('rejects invalid decimals', () => {
    expect(() => formatPercent(0.5, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatPercent(0.5, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatPercent(0.5, { decimals: 21 })).toThrow(RangeError);
  });
});

describe('formatDebugPercent', () => {
  it('uses one decimal', () => {
    expect(formatDebugPercent(0.1234)).toBe('12.3%');
    expect(formatDebugPercent(1)).toBe('100.0%');
  });
});

describe('roundToWholePercent', () => {
  it('rounds half up to the whole percentage formatPercent shows', () => {
    expect(roundToWholePercent(0.375)).toBe(0.38);
    expect(roundToWholePercent(0.125)).toBe(0.13);
    expect(roundToWholePercent(0.004)).toBe(0);
    expect(roundToWholePercent(0.005)).toBe(0.01);
    expect(roundToWholePercent(0.999)).toBe(1);
    expect(roundToWholePercent(-0.001)).toBe(0);
    expect(Object.is(roundToWholePercent(-0.001), -0)).toBe(false);
  });

  it('agrees with formatPercent on every half and whole percentage, and in between', () => {
    for (let tenth = 0; tenth <= 1000; tenth++) {
      const probability = tenth / 1000;
      const rounded = roundToWholePercent(probability);
      expect(formatPercent(rounded)).toBe(formatPercent(probability));
      expect(Math.abs(rounded * 100 - Math.round(rounded * 100))).toBeLessThan(1e-9);
    }
  });

  it('passes NaN and infinities through', () => {
    expect(roundToWholePercent(Number.NaN)).toBeNaN();
    expect(roundToWholePercent(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});
