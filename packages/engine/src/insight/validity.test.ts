import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frechetBounds, validityBound, validityCoherence } from './validity';

/** A random joint distribution over n premises (2ⁿ atoms) and its marginals. */
const joint = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc
    .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2 ** n, maxLength: 2 ** n })
    .filter((masses) => masses.some((m) => m > 0))
    .map((masses) => {
      const total = masses.reduce((sum, m) => sum + m, 0);
      const atoms = masses.map((m) => m / total);
      // Summing masses can overshoot 1 by a rounding step.
      const marginals = Array.from({ length: n }, (_, i) =>
        Math.min(
          1,
          atoms.reduce((sum, mass, atom) => sum + (((atom >> i) & 1) === 1 ? mass : 0), 0),
        ),
      );
      return { atoms, marginals, allTrue: atoms[2 ** n - 1]! };
    }),
);

const credences = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
  minLength: 1,
  maxLength: 8,
});

describe('validityBound and frechetBounds', () => {
  it('give the worked examples of their documentation', () => {
    expect(validityBound([0.9, 0.8])).toBeCloseTo(0.7, 15);
    expect(validityBound([0.5, 0.4])).toBe(0);
    expect(validityBound([])).toBe(1);
    const bounds = frechetBounds([0.9, 0.8]);
    expect(bounds.low).toBeCloseTo(0.7, 15);
    expect(bounds.high).toBe(0.8);
    expect(() => validityBound([1.5])).toThrow(RangeError);
  });

  it('every joint distribution keeps P(all premises) within the bounds (brute force)', () => {
    fc.assert(
      fc.property(joint, ({ marginals, allTrue }) => {
        const { low, high } = frechetBounds(marginals);
        expect(allTrue).toBeGreaterThanOrEqual(low - 1e-12);
        expect(allTrue).toBeLessThanOrEqual(high + 1e-12);
        // A valid argument's conclusion holds in every all-true atom at least.
        expect(allTrue).toBeGreaterThanOrEqual(validityBound(marginals) - 1e-12);
      }),
    );
  });

  it('both ends are attained by a joint distribution with the given marginals', () => {
    fc.assert(
      fc.property(credences, (ps) => {
        const { low, high } = frechetBounds(ps);
        // Upper end: one uniform draw u, premise i true when u < pᵢ (comonotone).
        expect(measureAllTrue(ps, (u, p) => u < p)).toBeCloseTo(high, 9);
        // Lower end: failures laid end to end on the unit circle, so they overlap only when
        // they must (total uncertainty above 1).
        const starts = ps.map((_, i) => ps.slice(0, i).reduce((sum, p) => sum + (1 - p), 0));
        const circular = (u: number, _p: number, i: number) => {
          const start = starts[i]! % 1;
          const end = start + (1 - ps[i]!);
          const falseHere = end <= 1 ? u >= start && u < end : u >= start || u < end - 1;
          return !falseHere;
        };
        expect(measureAllTrue(ps, circular)).toBeCloseTo(low, 9);
      }),
    );
  });

  it('validityCoherence flags a conclusion below the bound with the smallest repair', () => {
    expect(validityCoherence([0.9, 0.8], 0.75)).toEqual({
      bound: validityBound([0.9, 0.8]),
      coherent: true,
      shortfall: 0,
    });
    const incoherent = validityCoherence([0.9, 0.8], 0.6);
    expect(incoherent.coherent).toBe(false);
    expect(incoherent.shortfall).toBeCloseTo(0.1, 15);
    expect(incoherent.repair!.raiseConclusionTo).toBeCloseTo(0.7, 15);
    // Either repair restores coherence.
    expect(validityCoherence([0.9, 0.8], incoherent.repair!.raiseConclusionTo).coherent).toBe(true);
    expect(validityCoherence([0.9, 0.8 - incoherent.repair!.lowerPremisesBy], 0.6).coherent).toBe(
      true,
    );
    // Within the 0.001 tolerance is coherent.
    expect(validityCoherence([0.9, 0.8], 0.6995).coherent).toBe(true);
  });
});

/**
 * P(all true) for a joint built from one uniform draw u on [0, 1): premise i is true when
 * `isTrue(u, pᵢ, i)`. Measured exactly over the breakpoints, not by sampling.
 */
function measureAllTrue(
  ps: readonly number[],
  isTrue: (u: number, p: number, i: number) => boolean,
): number {
  const cuts = new Set<number>([0, 1]);
  let offset = 0;
  for (const p of ps) {
    cuts.add(p);
    cuts.add(offset % 1);
    cuts.add((offset + 1 - p) % 1);
    offset += 1 - p;
  }
  const points = [...cuts].filter((c) => c >= 0 && c <= 1).sort((a, b) => a - b);
  let measure = 0;
  for (let k = 1; k < points.length; k++) {
    const middle = (points[k - 1]! + points[k]!) / 2;
    if (ps.every((p, i) => isTrue(middle, p, i))) measure += points[k]! - points[k - 1]!;
  }
  return measure;
}
