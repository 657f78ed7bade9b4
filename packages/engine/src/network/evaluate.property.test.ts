import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomNetwork } from './__fixtures__/arbitraries';
import { bruteForce } from './__fixtures__/bruteForce';
import { NetworkCycleError } from './errors';
import { evaluateNetwork } from './evaluate';

const TOLERANCE = 1e-12;

describe('evaluateNetwork against a full-joint enumeration of the semantics', () => {
  it('gives the same P(C), every claim’s credence and the variable count; the joint sums to 1', () => {
    let loops = 0;
    let networks = 0;
    fc.assert(
      fc.property(randomNetwork, (input) => {
        const expected = bruteForce(input);
        if (expected.loop) {
          loops++;
          expect(() => evaluateNetwork(input)).toThrow(NetworkCycleError);
          return;
        }
        networks++;
        const result = evaluateNetwork(input);
        expect(Math.abs(expected.total - 1)).toBeLessThan(TOLERANCE);
        expect(Math.abs(result.pC - expected.pC)).toBeLessThan(TOLERANCE);
        expect(result.variableCount).toBe(expected.variableCount);
        for (const [id, key] of expected.classOfId)
          expect(Math.abs(result.claims[id]! - expected.marginals.get(key)!)).toBeLessThan(
            TOLERANCE,
          );
      }),
      { numRuns: 300 },
    );
    // Both kinds must have been exercised for the property to mean anything.
    expect(networks).toBeGreaterThan(100);
    expect(loops).toBeGreaterThan(5);
  }, 120_000);
});
