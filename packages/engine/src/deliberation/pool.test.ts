import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PoolingRule, poolCredences } from './pool';

const RULES: PoolingRule[] = ['logarithmic', 'linear', 'median'];

const anyCredence = fc.double({ min: 0, max: 1, noNaN: true });
const weight = fc.double({ min: 0, max: 10, noNaN: true });

/** Values with weights of the same length, not all zero. */
const weighted = (values: fc.Arbitrary<number>) =>
  fc
    .array(fc.tuple(values, weight), { minLength: 1, maxLength: 12 })
    .filter((pairs) => pairs.some(([, w]) => w > 1e-6))
    .map((pairs) => ({ values: pairs.map(([v]) => v), weights: pairs.map(([, w]) => w) }));

const logOdds = (p: number) => Math.log(p / (1 - p));

/** The formula, computed directly: Πpᵢ^wᵢ / (Πpᵢ^wᵢ + Π(1 − pᵢ)^wᵢ), weights sum 1. */
function geometricOddsReference(values: number[], weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let yes = 1;
  let no = 1;
  values.forEach((value, i) => {
    const p = Math.min(0.999, Math.max(0.001, value));
    yes *= p ** (weights[i]! / total);
    no *= (1 - p) ** (weights[i]! / total);
  });
  return yes / (yes + no);
}

describe('poolCredences', () => {
  it('gives the numbers of its documentation', () => {
    expect(poolCredences([0.8, 0.5])).toBeCloseTo(2 / 3, 14);
    expect(poolCredences([0.8, 0.5], { rule: 'linear' })).toBeCloseTo(0.65, 14);
    expect(poolCredences([0.9, 0.2, 0.6], { rule: 'median' })).toBe(0.6);
    const odds = 4 ** 0.75;
    expect(poolCredences([0.8, 0.5], { weights: [3, 1] })).toBeCloseTo(odds / (1 + odds), 14);
    expect(poolCredences([0.8, 0.5], { extremize: 2 })).toBeCloseTo(0.8, 14);
  });

  it('logarithmic: the normalised weighted geometric mean of odds', () => {
    fc.assert(
      fc.property(weighted(anyCredence), ({ values, weights }) => {
        expect(poolCredences(values, { weights })).toBeCloseTo(
          geometricOddsReference(values, weights),
          12,
        );
      }),
    );
    // Equal weights by default.
    expect(poolCredences([0.9, 0.1, 0.75])).toBeCloseTo(
      geometricOddsReference([0.9, 0.1, 0.75], [1, 1, 1]),
      14,
    );
  });

  it('returns the common value of identical values, under every rule, with and without weights', () => {
    fc.assert(
      fc.property(
        anyCredence,
        fc.array(weight, { minLength: 1, maxLength: 9 }).filter((ws) => ws.some((w) => w > 0)),
        fc.constantFrom(...RULES),
        (value, weights, rule) => {
          const values = weights.map(() => value);
          const expected = rule === 'logarithmic' ? Math.min(0.999, Math.max(0.001, value)) : value;
          expect(poolCredences(values, { rule })).toBe(expected);
          expect(poolCredences(values, { rule, weights })).toBe(expected);
        },
      ),
    );
    // Logarithmic inside the clamp: the value itself.
    expect(poolCredences([0.37, 0.37, 0.37])).toBe(0.37);
    expect(poolCredences([1, 1])).toBe(0.999);
    expect(poolCredences([0, 0], { rule: 'linear' })).toBe(0);
  });

  it('logarithmic pooling commutes with a common likelihood update', () => {
    // Multiply every member's odds by L, pool: the same as pool, then multiply the odds by L.
    fc.assert(
      fc.property(
        weighted(fc.double({ min: 0.01, max: 0.99, noNaN: true })),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        ({ values, weights }, likelihoodRatio) => {
          const updated = values.map((p) => {
            const odds = (p / (1 - p)) * likelihoodRatio;
            return odds / (1 + odds);
          });
          // Both sets stay inside the clamp, so the identity is exact in real arithmetic.
          const before = logOdds(poolCredences(values, { weights }));
          const after = logOdds(poolCredences(updated, { weights }));
          expect(after).toBeCloseTo(before + Math.log(likelihoodRatio), 9);
        },
      ),
    );
  });

  it('linear: the weighted mean', () => {
    fc.assert(
      fc.property(weighted(anyCredence), ({ values, weights }) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const mean = values.reduce((sum, v, i) => sum + v * weights[i]!, 0) / total;
        expect(poolCredences(values, { rule: 'linear', weights })).toBeCloseTo(mean, 12);
      }),
    );
    expect(poolCredences([0.2, 0.4, 0.9], { rule: 'linear' })).toBeCloseTo(0.5, 15);
  });

  it('median: the ordinary median without weights (sort-based reference)', () => {
    fc.assert(
      fc.property(fc.array(anyCredence, { minLength: 1, maxLength: 15 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const middle = Math.floor(sorted.length / 2);
        const median =
          sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
        expect(poolCredences(values, { rule: 'median' })).toBe(median);
      }),
    );
  });

  it('median with integer weights: the median of each value repeated weight times', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.tuple(anyCredence, fc.integer({ min: 0, max: 4 })), {
            minLength: 1,
            maxLength: 8,
          })
          .filter((pairs) => pairs.some(([, w]) => w > 0)),
        (pairs) => {
          const values = pairs.map(([v]) => v);
          const weights = pairs.map(([, w]) => w);
          const repeated = pairs.flatMap(([v, w]) => Array<number>(w).fill(v));
          expect(poolCredences(values, { rule: 'median', weights })).toBe(
            poolCredences(repeated, { rule: 'median' }),
          );
        },
      ),
    );
    expect(poolCredences([0.1, 0.5, 0.9], { rule: 'median', weights: [1, 1, 2] })).toBe(0.7);
    expect(poolCredences([0.1, 0.5, 0.9], { rule: 'median', weights: [1, 1, 3] })).toBe(0.9);
  });

  it('ignores values with weight 0', () => {
    for (const rule of RULES)
      expect(poolCredences([0.3, 0.99, 0.3], { rule, weights: [1, 0, 2] })).toBe(0.3);
  });

  it('extremizes: the pooled log-odds times d', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (values, d) => {
          const plain = logOdds(poolCredences(values));
          expect(logOdds(poolCredences(values, { extremize: d }))).toBeCloseTo(d * plain, 9);
        },
      ),
    );
  });

  it('stays finite for many members at the edges', () => {
    const values = Array.from({ length: 1000 }, (_, i) => (i % 2 ? 1 : 0.999));
    const pooled = poolCredences(values);
    expect(pooled).toBeCloseTo(0.999, 12);
    expect(poolCredences(values, { extremize: 50 })).toBe(1);
    expect(Number.isFinite(poolCredences([0, 1]))).toBe(true);
    expect(poolCredences([0, 1])).toBeCloseTo(0.5, 14);
  });

  it('throws RangeErrors that name the problem', () => {
    const throws = (
      values: number[],
      options: Parameters<typeof poolCredences>[1],
      message: string,
    ) =>
      expect(() => poolCredences(values, options)).toThrow(
        new RangeError(`poolCredences: ${message}`),
      );
    throws([], undefined, 'no values to pool');
    throws([0.1, 0.2, 0.3, 1.2], undefined, 'value 3 is 1.2, outside [0, 1]');
    throws([-0.1], { rule: 'linear' }, 'value 0 is -0.1, outside [0, 1]');
    throws([0.5, Number.NaN], undefined, 'value 1 is NaN, not a finite number');
    throws([0.5, Number.POSITIVE_INFINITY], undefined, 'value 1 is Infinity, not a finite number');
    throws([0.5, 0.6], { weights: [1] }, '1 weights for 2 values');
    throws([0.5, 0.6], { weights: [1, -2] }, 'weight 1 is -2, negative');
    throws([0.5, 0.6], { weights: [Number.NaN, 1] }, 'weight 0 is NaN, not a finite number');
    throws([0.5, 0.6], { weights: [0, 0] }, 'the weights are all zero');
    throws([0.5], { extremize: 0.5 }, 'extremize is 0.5; it must be a finite number ≥ 1');
    throws([0.5], { extremize: Number.NaN }, 'extremize is NaN; it must be a finite number ≥ 1');
    throws(
      [0.5],
      { rule: 'linear', extremize: 2 },
      'extremize applies to the logarithmic rule only, not "linear"',
    );
    throws(
      [0.5],
      { rule: 'median', extremize: 1 },
      'extremize applies to the logarithmic rule only, not "median"',
    );
    throws([0.5], { rule: 'mean' as PoolingRule }, 'unknown pooling rule "mean"');
  });
});
