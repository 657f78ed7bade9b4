import { describe, expect, it } from 'vitest';
import {
  noisyOrFromSliders,
  noisyOrProbability,
  noisyOrTable,
  signedPower,
  specLeak,
} from './noisyOr';

describe('noisy-OR pieces', () => {
  it('computes the spec leak 1 − Π(1 − rᵢ)', () => {
    expect(specLeak([0.1, 0.2])).toBeCloseTo(1 - 0.9 * 0.8, 15);
    expect(specLeak([])).toBe(0);
  });

  it('scales the causal power to the room left, signed', () => {
    expect(signedPower(0.8, 0.2)).toBeCloseTo(0.75, 15);
    expect(signedPower(0.2, 0.8)).toBeCloseTo(-0.75, 15);
    expect(signedPower(0.5, 0.5)).toBe(0);
    expect(signedPower(1, 1)).toBe(0);
    expect(signedPower(0, 1)).toBe(-1);
  });

  it('reproduces one premise exactly: row true = f, row false = r', () => {
    for (const [f, r] of [
      [0.9, 0.3],
      [0.2, 0.7],
      [1, 0],
      [0, 1],
      [0.4, 0.4],
    ] as const) {
      const table = noisyOrTable(noisyOrFromSliders([f], [r]));
      expect(table[0]).toBe(r);
      expect(table[1]).toBeCloseTo(f, 14);
    }
  });

  it('lets an inhibitor act multiplicatively on the generative result', () => {
    const model = { leak: 0.1, powers: Float64Array.of(0.5, -0.4) };
    const both = noisyOrProbability(model, () => true);
    expect(both).toBeCloseTo((0.1 + 0.9 * 0.5) * 0.6, 15);
    const table = noisyOrTable(model);
    expect(table[3]).toBeCloseTo(both, 15);
    expect(table[2]).toBeCloseTo(0.1 + 0.9 * 0.5, 15); // '10': first premise true
    expect(table[1]).toBeCloseTo(0.1 * 0.6, 15); // '01': second premise true
    expect(table[0]).toBe(0.1);
  });
});
