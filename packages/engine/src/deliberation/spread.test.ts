import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadOf } from './spread';

/**
 * R's type-7 quantile as R documents it, 1-based: with j = ⌊1 + (n − 1)p⌋ and g the fractional
 * part, Q(p) = (1 − g)·x[j] + g·x[j + 1]. Written separately from the code under test.
 */
function rType7(values: number[], p: number): number {
  const x = [...values].sort((a, b) => a - b);
  const position = 1 + (x.length - 1) * p;
  const j = Math.floor(position);
  const g = position - j;
  return j >= x.length ? x[x.length - 1]! : (1 - g) * x[j - 1]! + g * x[j]!;
}

/** The median by sorting: the middle value, or the mean of the two middle values. */
function sortedMedian(values: number[]): number {
  const x = [...values].sort((a, b) => a - b);
  const middle = Math.floor(x.length / 2);
  return x.length % 2 === 1 ? x[middle]! : (x[middle - 1]! + x[middle]!) / 2;
}

const values = fc.array(fc.double({ min: -10, max: 10, noNaN: true }), {
  minLength: 1,
  maxLength: 40,
});

describe('spreadOf', () => {
  it('gives the numbers of its documentation', () => {
    const spread = spreadOf([0.2, 0.9, 0.5, 0.6]);
    expect(spread.min).toBe(0.2);
    expect(spread.q1).toBeCloseTo(0.425, 15);
    expect(spread.median).toBeCloseTo(0.55, 15);
    expect(spread.q3).toBeCloseTo(0.675, 15);
    expect(spread.max).toBe(0.9);
    expect(spread.iqr).toBeCloseTo(0.25, 15);
  });

  it('matches NumPy percentile (linear) on known cases', () => {
    // numpy.percentile([1, 2, 3, 4], [25, 50, 75]) → [1.75, 2.5, 3.25]
    expect(spreadOf([4, 1, 3, 2])).toEqual({
      min: 1,
      q1: 1.75,
      median: 2.5,
      q3: 3.25,
      max: 4,
      iqr: 1.5,
    });
    // numpy.percentile(range(1, 11), [25, 75]) → [3.25, 7.75]
    const ten = spreadOf(Array.from({ length: 10 }, (_, i) => i + 1));
    expect([ten.q1, ten.median, ten.q3, ten.iqr]).toEqual([3.25, 5.5, 7.75, 4.5]);
    // numpy.percentile([1, 2, 3, 4, 5], [25, 75]) → [2, 4]
    expect(spreadOf([5, 3, 1, 4, 2])).toMatchObject({ q1: 2, median: 3, q3: 4, iqr: 2 });
  });

  it('one value: everything is that value and the IQR is 0', () => {
    expect(spreadOf([0.3])).toEqual({ min: 0.3, q1: 0.3, median: 0.3, q3: 0.3, max: 0.3, iqr: 0 });
  });

  it('median and IQR match a sort-based reference', () => {
    fc.assert(
      fc.property(values, (xs) => {
        const spread = spreadOf(xs);
        expect(spread.median).toBe(sortedMedian(xs));
        const q1 = rType7(xs, 0.25);
        const q3 = rType7(xs, 0.75);
        expect(spread.q1).toBeCloseTo(q1, 12);
        expect(spread.q3).toBeCloseTo(q3, 12);
        expect(spread.iqr).toBeCloseTo(q3 - q1, 12);
        expect(spread.iqr).toBe(spread.q3 - spread.q1);
        expect(spread.min).toBe(Math.min(...xs));
        expect(spread.max).toBe(Math.max(...xs));
        expect(spread.min <= spread.q1 && spread.q1 <= spread.median).toBe(true);
        expect(spread.median <= spread.q3 && spread.q3 <= spread.max).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the values, and does not change them', () => {
    fc.assert(
      fc.property(values, (xs) => {
        const copy = [...xs];
        expect(spreadOf([...xs].reverse())).toEqual(spreadOf(xs));
        expect(xs).toEqual(copy);
      }),
    );
  });

  it('throws a RangeError for no values or a value that is not finite', () => {
    expect(() => spreadOf([])).toThrow(new RangeError('spreadOf: no values'));
    expect(() => spreadOf([0.1, Number.NaN])).toThrow(
      new RangeError('spreadOf: value 1 is NaN, not a finite number'),
    );
  });
});
