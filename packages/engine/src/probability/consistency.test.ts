import { describe, expect, it } from 'vitest';
import { bayesConsistency, bidirectionalConsistency } from './consistency';

describe('bayesConsistency', () => {
  const premises = [
    { id: 'a', probability: 0.5 },
    { id: 'b', probability: 0.5 },
  ];

  it('accepts sliders that imply the same P(C) within 0.001', () => {
    const result = bayesConsistency({
      premises,
      conditionalProbabilities: { a: 0.8, b: 0.7 },
      reverseConditionalProbabilities: { a: 0.4, b: 0.5009 },
    });
    expect(result.implied.a).toBeCloseTo(0.6, 12);
    expect(result.isConsistent).toBe(true);
    expect(result.violations).toEqual([]);
  });

  it('explains a large mismatch with advice and a small one as minor', () => {
    const large = bayesConsistency({
      premises,
      pC: 0.6,
      conditionalProbabilities: { a: 0.8, b: 0.9 },
      reverseConditionalProbabilities: { a: 0.4, b: 0.5 },
      claimTexts: { b: 'B' },
    });
    expect(large.isConsistent).toBe(false);
    expect(large.violations).toHaveLength(1);
    expect(large.violations[0]!.message).toBe(
      "Bayes' theorem mismatch for B: expected P(C) = 0.6, calculated 0.7 (difference 0.1). Consider adjusting the two fallback values, P(C|B) and P(C|¬B), so that they agree with P(C).",
    );
    const minor = bayesConsistency({
      premises,
      pC: 0.6,
      conditionalProbabilities: { a: 0.8, b: 0.8 },
      reverseConditionalProbabilities: { a: 0.4, b: 0.44 },
    });
    expect(minor.violations[0]!.message).toMatch(/This is a minor discrepancy\.$/);
  });
});

describe('bidirectionalConsistency', () => {
  it('holds when the largest difference is under 0.05', () => {
    expect(
      bidirectionalConsistency({ '1': 0.9, '0': 0.2 }, { '1': 0.86, '0': 0.2 }).consistent,
    ).toBe(true);
    expect(
      bidirectionalConsistency({ '1': 0.9, '0': 0.2 }, { '1': 0.85, '0': 0.2 }).consistent,
    ).toBe(false);
    expect(bidirectionalConsistency({ '1': 0.9 }, {}).maxDifference).toBe(1);
  });
});

describe('bayesConsistency input hygiene', () => {
  it('skips premises whose sliders are not numbers and clamps the rest', () => {
    const result = bayesConsistency({
      premises: [
        { id: 'a', probability: 0.5 },
        { id: 'b', probability: 0.5 },
      ],
      conditionalProbabilities: { a: Number.NaN, b: 1.5 },
      reverseConditionalProbabilities: { a: 0.2, b: 0.5 },
    });
    expect(Object.keys(result.implied)).toEqual(['b']);
    expect(result.implied.b).toBeCloseTo(0.75, 15);
  });
});
