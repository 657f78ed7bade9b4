import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productGameShapley, shapleyValues } from './shapley';

/** Shapley values by brute force: the marginal contribution averaged over every order. */
function byPermutations(values: Float64Array, k: number): number[] {
  const shares = new Array<number>(k).fill(0);
  let orders = 0;
  const visit = (order: number[], remaining: number[]) => {
    if (remaining.length === 0) {
      orders++;
      let mask = 0;
      for (const player of order) {
        shares[player]! += values[mask | (1 << player)]! - values[mask]!;
        mask |= 1 << player;
      }
      return;
    }
    remaining.forEach((player, i) => {
      visit([...order, player], [...remaining.slice(0, i), ...remaining.slice(i + 1)]);
    });
  };
  visit(
    [],
    Array.from({ length: k }, (_, i) => i),
  );
  return shares.map((share) => share / orders);
}

const game = (k: number) =>
  fc
    .array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 2 ** k, maxLength: 2 ** k })
    .map((values) => Float64Array.from(values));

describe('shapleyValues', () => {
  it('matches the average over every order of the players (k ≤ 5)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((k) => fc.tuple(fc.constant(k), game(k))),
        ([k, values]) => {
          const shares = shapleyValues(values, k);
          byPermutations(values, k).forEach((share, i) => {
            expect(shares[i]).toBeCloseTo(share, 12);
          });
        },
      ),
    );
  });

  it('is efficient: the shares add up to v(all) − v(none) within 1e-12', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((k) => fc.tuple(fc.constant(k), game(k))),
        ([k, values]) => {
          const total = shapleyValues(values, k).reduce((a, b) => a + b, 0);
          expect(Math.abs(total - (values[2 ** k - 1]! - values[0]!))).toBeLessThanOrEqual(1e-12);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives an additive game its parts, even with 16 players', () => {
    const k = 16;
    const parts = Array.from({ length: k }, (_, i) => (i % 3) - 1 + i / 100);
    const values = new Float64Array(2 ** k);
    for (let mask = 0; mask < values.length; mask++)
      for (let i = 0; i < k; i++) if (mask & (1 << i)) values[mask]! += parts[i]!;
    const shares = shapleyValues(values, k);
    parts.forEach((part, i) => {
      expect(shares[i]).toBeCloseTo(part, 12);
    });
  });

  it('splits a unanimity game equally among the players it needs, nothing to the others', () => {
    // v(S) = 1 when S contains players 1, 3 and 4 (of 6).
    const needed = (1 << 1) | (1 << 3) | (1 << 4);
    const values = Float64Array.from({ length: 64 }, (_, mask) =>
      (mask & needed) === needed ? 1 : 0,
    );
    const shares = shapleyValues(values, 6);
    expect([...shares].map((share) => Math.round(share * 1e12) / 1e12)).toEqual(
      [0, 1 / 3, 0, 1 / 3, 1 / 3, 0].map((share) => Math.round(share * 1e12) / 1e12),
    );
    expect(shares[0]).toBe(0);
  });
});

/** A factor in [−1, 1], 0 and ±1 drawn often. */
const factor = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(0, 1, -1) },
  { weight: 4, arbitrary: fc.double({ min: -1, max: 1, noNaN: true }) },
);

/** Every coalition's value of the product game: Π alpha over members × Π beta over the others. */
function productGame(alpha: Float64Array, beta: Float64Array): Float64Array {
  const k = alpha.length;
  return Float64Array.from({ length: 2 ** k }, (_, mask) => {
    let value = 1;
    for (let p = 0; p < k; p++) value *= mask & (1 << p) ? alpha[p]! : beta[p]!;
    return value;
  });
}

describe('productGameShapley', () => {
  const factors = fc
    .integer({ min: 1, max: 12 })
    .chain((k) =>
      fc.tuple(
        fc.array(factor, { minLength: k, maxLength: k }),
        fc.array(factor, { minLength: k, maxLength: k }),
      ),
    )
    .map(([alpha, beta]) => ({ alpha: Float64Array.from(alpha), beta: Float64Array.from(beta) }));

  it('equals shapleyValues over the 2^k coalitions (k ≤ 12), and the orders for k ≤ 5', () => {
    fc.assert(
      fc.property(factors, ({ alpha, beta }) => {
        const k = alpha.length;
        const values = productGame(alpha, beta);
        const shares = productGameShapley(alpha, beta);
        const enumerated = shapleyValues(values, k);
        for (let p = 0; p < k; p++)
          expect(Math.abs(shares[p]! - enumerated[p]!)).toBeLessThan(1e-14);
        if (k <= 5)
          byPermutations(values, k).forEach((share, p) => {
            expect(shares[p]).toBeCloseTo(share, 13);
          });
        const total = shares.reduce((a, b) => a + b, 0);
        expect(Math.abs(total - (values[2 ** k - 1]! - values[0]!))).toBeLessThanOrEqual(1e-14);
      }),
      { numRuns: 200 },
    );
  });

  it('is efficient with up to 25 players: the shares add up to u(all) − u(none) within 1e-14', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 13, max: 25 })
          .chain((k) =>
            fc.tuple(
              fc.array(factor, { minLength: k, maxLength: k }),
              fc.array(factor, { minLength: k, maxLength: k }),
            ),
          ),
        ([alpha, beta]) => {
          const shares = productGameShapley(Float64Array.from(alpha), Float64Array.from(beta));
          const all = alpha.reduce((a, b) => a * b, 1);
          const none = beta.reduce((a, b) => a * b, 1);
          const total = shares.reduce((a, b) => a + b, 0);
          expect(Math.abs(total - (all - none))).toBeLessThanOrEqual(1e-14);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives a player with the same factor in and out nothing, exactly', () => {
    const shares = productGameShapley(
      Float64Array.from([0.3, 0.7, -0.2]),
      Float64Array.from([0.9, 0.7, 0.5]),
    );
    expect(shares[1]).toBe(0);
    expect(productGameShapley(Float64Array.from([0.4]), Float64Array.from([0.1]))[0]).toBeCloseTo(
      0.3,
      15,
    );
  });

  it('throws a RangeError for factor lists of different lengths', () => {
    expect(() => productGameShapley(new Float64Array(2), new Float64Array(3))).toThrow(
      new RangeError('productGameShapley: 3 ≠ 2'),
    );
  });
});
