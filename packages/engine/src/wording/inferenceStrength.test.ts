import { describe, expect, it } from 'vitest';
import { inferenceStrengthBand, inferenceStrengthPercent } from './inferenceStrength';

describe('inferenceStrengthPercent', () => {
  it.each([
    [0.5, 0],
    [0.625, 25],
    [0.75, 50],
    [0.875, 75],
    [1, 100],
    [0.3, 0],
    [0, 0],
    [1.2, 100],
  ])('%s → %s', (strength, percent) => {
    expect(inferenceStrengthPercent(strength)).toBeCloseTo(percent, 10);
  });

  it('does not round', () => {
    expect(inferenceStrengthPercent(0.5123)).toBeCloseTo(2.46, 10);
  });

  it('throws on NaN', () => {
    expect(() => inferenceStrengthPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe('inferenceStrengthBand', () => {
  it.each([
    [0, 'very-weak'],
    [0.5, 'very-weak'],
    [0.6249, 'very-weak'],
    [0.625, 'weak'],
    [0.7499, 'weak'],
    [0.75, 'moderate'],
    [0.8749, 'moderate'],
    [0.875, 'strong'],
    [0.9374, 'strong'],
    [0.9375, 'very-strong'],
    [1, 'very-strong'],
  ])('%s → %s', (strength, name) => {
    expect(inferenceStrengthBand(strength)).toBe(name);
  });
});
