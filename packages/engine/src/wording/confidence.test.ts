import { describe, expect, it } from 'vitest';
import { confidenceBand, confidenceWording } from './confidence';

describe('confidenceWording', () => {
  it.each([
    [1, 'virtually certain'],
    [0.95, 'virtually certain'],
    [0.9499, 'very confident'],
    [0.85, 'very confident'],
    [0.8499, 'quite confident'],
    [0.75, 'quite confident'],
    [0.7499, 'moderately confident'],
    [0.65, 'moderately confident'],
    [0.6499, 'somewhat confident'],
    [0.55, 'somewhat confident'],
    [0.5499, 'neutral'],
    [0.45, 'neutral'],
    [0.4499, 'somewhat doubtful'],
    [0.35, 'somewhat doubtful'],
    [0.3499, 'quite doubtful'],
    [0.25, 'quite doubtful'],
    [0.2499, 'very doubtful'],
    [0.15, 'very doubtful'],
    [0.1499, 'virtually certain it is false'],
    [0.05, 'virtually certain it is false'],
    [0, 'virtually certain it is false'],
  ])('%s → %s', (p, text) => {
    expect(confidenceWording(p)).toBe(text);
  });

  it('gives band indices 0..9', () => {
    expect(confidenceBand(1)).toBe(0);
    expect(confidenceBand(0.5)).toBe(5);
    expect(confidenceBand(0.1499)).toBe(9);
    expect(confidenceBand(0)).toBe(9);
  });

  it('throws on NaN', () => {
    expect(() => confidenceWording(Number.NaN)).toThrow(RangeError);
  });
});
