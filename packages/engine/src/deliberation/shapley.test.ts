import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapleyValues } from './shapley';

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
