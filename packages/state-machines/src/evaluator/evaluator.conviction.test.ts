import { describe, expect, it } from 'vitest';
import { convictionThreshold, reachesConviction } from './evaluator.conviction';

describe('the conviction rule', () => {
  it('puts the line at (1 − conviction) of the inference bar: strength 1 − c/2', () => {
    expect(convictionThreshold(0)).toBe(1);
    expect(convictionThreshold(0.3)).toBeCloseTo(0.85, 12);
    expect(convictionThreshold(1)).toBe(0.5);
    // Out-of-range settings are clamped, never a line outside the bar.
    expect(convictionThreshold(-1)).toBe(1);
    expect(convictionThreshold(2)).toBe(0.5);
  });

  it('is reached only by crossing the line upward', () => {
    expect(reachesConviction(0.8, 0.85, 0.3)).toBe(true);
    expect(reachesConviction(0.8, 0.849, 0.3)).toBe(false);
    expect(reachesConviction(0.86, 0.9, 0.3)).toBe(false);
    expect(reachesConviction(0.9, 0.8, 0.3)).toBe(false);
    expect(reachesConviction(0.99, 1, 0)).toBe(true);
  });
});
