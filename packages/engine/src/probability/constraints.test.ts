import { describe, expect, it } from 'vitest';
import { analyzeConstraints, detectViolations, enforceConstraints } from './constraints';

const base = {
  premises: [
    { id: 'a', probability: 0.8 },
    { id: 'b', probability: 0.6 },
    { id: 'c', probability: 0.7 },
  ],
  dependencies: { b: ['a'], c: ['a'] },
  premiseConditionals: { 'b|a': 0.2, 'c|a': 0.9, 'c|~a': 0.1 },
  claimTexts: { a: 'It rains', b: 'The match is played', c: 'The ground is wet' },
};

describe('analyzeConstraints', () => {
  it('gives an interval for one conditional and a fixed value for two', () => {
    const { premises } = analyzeConstraints(base);
    const [b, c] = premises;
    expect(b).toMatchObject({
      premiseId: 'b',
      premiseName: 'The match is played',
      constraintMode: 'interval',
    });
    // [P(b|a)·P(a), P(b|a)·P(a) + 1 − P(a)] = [0.16, 0.36].
    expect(b!.intervalBounds.lower).toBeCloseTo(0.16, 12);
    expect(b!.intervalBounds.upper).toBeCloseTo(0.36, 12);
    expect(b!.positiveConditional).toEqual({
      description: 'P(The match is played | It rains)',
      value: 0.2,
    });
    expect(b!.negativeConditional.value).toBeNull();
    expect(c).toMatchObject({
      constraintMode: 'marginalization',
      currentValue: 0.7,
      isViolating: true,
    });
    expect(c!.intervalBounds.lower).toBeCloseTo(0.74, 12);
    expect(c!.allConditionals).toEqual([
      { parentId: 'a', parentContent: 'It rains', positiveValue: 0.9, negativeValue: 0.1 },
    ]);
  });

  it('uses the interval from a negative conditional alone', () => {
    const { premises } = analyzeConstraints({
      premises: [
        { id: 'a', probability: 0.4 },
        { id: 'b', probability: 0.5 },
      ],
      dependencies: { b: ['~a'] },
      premiseConditionals: { 'b|~a': 0.5 },
    });
    // [P(b|¬a)·(1 − P(a)), that + P(a)] = [0.3, 0.7].
    expect(premises[0]!.intervalBounds.lower).toBeCloseTo(0.3, 12);
    expect(premises[0]!.intervalBounds.upper).toBeCloseTo(0.7, 12);
    expect(premises[0]!.isViolating).toBe(false);
  });

  it('tolerates 0.001 outside the bounds and flags beyond', () => {
    const at = (probability: number) =>
      analyzeConstraints({
        premises: [
          { id: 'a', probability: 0.5 },
          { id: 'b', probability },
        ],
        dependencies: { b: ['a'] },
        premiseConditionals: { 'b|a': 0.6, 'b|~a': 0.2 },
      }).premises[0]!.isViolating;
    expect(at(0.4)).toBe(false);
    expect(at(0.4009)).toBe(false);
    expect(at(0.4011)).toBe(true);
    expect(at(0.3989)).toBe(true);
  });

  it('lists several-parent premises as calculated dependencies, not constraints', () => {
    const report = analyzeConstraints({
      premises: [
        { id: 'a', probability: 0.5 },
        { id: 'b', probability: 0.5 },
        { id: 'c', probability: 0.5 },
      ],
      dependencies: { c: ['a', 'b'] },
      premiseConditionals: { 'c|a': 0.9, 'c|b': 0.8 },
    });
    expect(report.premises).toEqual([]);
    expect(report.calculated.map((dependency) => dependency.key)).toEqual(['c|a & b']);
  });
});

describe('detectViolations and enforceConstraints', () => {
  it('explains each violation and suggests the nearest allowed value', () => {
    const violations = detectViolations(base);
    expect(violations.map((violation) => [violation.premiseId, violation.suggestedValue])).toEqual([
      ['b', expect.closeTo(0.36, 12)],
      ['c', expect.closeTo(0.74, 12)],
    ]);
    expect(violations[0]!.reason).toBe(
      'P(The match is played) is 0.6, but its conditional on It rains allows only 0.16 to 0.36.',
    );
    expect(violations[1]!.reason).toBe(
      'P(The ground is wet) is 0.7, but its conditionals on It rains fix it at 0.74 by marginalization.',
    );
  });

  it('corrects unlocked premises and leaves locked ones reported', () => {
    const result = enforceConstraints(base, { locked: ['c'] });
    expect(result.premises.find((premise) => premise.id === 'b')!.probability).toBeCloseTo(
      0.36,
      12,
    );
    expect(result.premises.find((premise) => premise.id === 'c')!.probability).toBe(0.7);
    expect(result.corrections).toHaveLength(1);
    expect(result.remaining.map((violation) => violation.premiseId)).toEqual(['c']);
    expect(base.premises[1]!.probability).toBe(0.6); // the input is not modified
  });

  it('cascades through a chain within the pass limit', () => {
    const chain = {
      premises: [
        { id: 'a', probability: 0.2 },
        { id: 'b', probability: 0.9 },
        { id: 'c', probability: 0.1 },
      ],
      dependencies: { b: ['a'], c: ['b'] },
      premiseConditionals: { 'b|a': 1, 'b|~a': 0, 'c|b': 1, 'c|~b': 0.5 },
    };
    const result = enforceConstraints(chain);
    expect(result.remaining).toEqual([]);
    expect(result.passes).toBeLessThanOrEqual(10);
    const value = (id: string) =>
      result.premises.find((premise) => premise.id === id)!.probability!;
    expect(value('b')).toBeCloseTo(0.2, 12);
    expect(value('c')).toBeCloseTo(0.2 + 0.5 * 0.8, 12);
  });
});
