import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { probability } from '../probability/__fixtures__/arbitraries';
import { TooManyPremisesError } from '../probability/errors';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { closedShaped } from './__fixtures__/arbitraries';
import { closedFormOf, coalitionValue, evaluationOf, sideOf } from './coalitions';
import { groupEvaluation } from './group';

describe('the closed form of fallback mode with independent premises', () => {
  it('gives the P(C) of evaluateArgument to 1e-12 (a unit or two of rounding)', () => {
    fc.assert(
      fc.property(closedShaped(14), (input) => {
        expect(closedFormOf(input)).toBeDefined();
        const exact = evaluateArgument(input);
        const fast = evaluationOf(input);
        expect(fast.full).toBeUndefined();
        expect(Math.abs(fast.pC - exact.pC)).toBeLessThanOrEqual(1e-12);
        expect(fast.pCGivenPremises).toBe(exact.pCGivenPremises);
        expect(fast.pCGivenNotPremises).toBe(exact.pCGivenNotPremises);
      }),
      { numRuns: 400 },
    );
  });

  it('gives every coalition the P(C) of evaluateArgument to 1e-12', () => {
    fc.assert(
      fc.property(
        closedShaped(12).chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.array(probability, {
              minLength: input.premises.length,
              maxLength: input.premises.length,
            }),
          ),
        ),
        ([input, mixed]) => {
          const side = sideOf(input);
          expect(side.kind).toBe('closed');
          const value = coalitionValue(side, Float64Array.from(mixed), new Float64Array(0));
          const exact = evaluateArgument({
            ...input,
            premises: input.premises.map((premise, j) => ({ ...premise, probability: mixed[j]! })),
          }).pC;
          expect(Math.abs(value - exact)).toBeLessThanOrEqual(1e-12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds at 20 premises, credences 0 and 1 included', () => {
    const input = (credences: number[], argumentType?: 'DEDUCTIVE'): EvaluationInput => ({
      mode: 'fallback',
      ...(argumentType ? { argumentType } : {}),
      premises: credences.map((probability, i) => ({ id: `p${i + 1}`, probability })),
      pCGivenPremises: 0.8,
      pCGivenNotPremises: 0.15,
    });
    const near = Array.from({ length: 20 }, (_, i) => 0.97 - i / 1000);
    const ones = near.map(() => 1);
    for (const credences of [near, [...near.slice(1), 0], [...near.slice(1), 1], ones])
      for (const type of [undefined, 'DEDUCTIVE'] as const) {
        const exact = evaluateArgument(input(credences, type)).pC;
        expect(Math.abs(evaluationOf(input(credences, type)).pC - exact)).toBeLessThanOrEqual(
          1e-12,
        );
      }
    // Every credence 1: P(C) is P(C|Premises) itself, 1 for a deductive argument.
    expect(evaluationOf(input(ones, 'DEDUCTIVE')).pC).toBe(1);
    expect(evaluationOf(input(ones)).pC).toBe(0.8);
  });

  it('applies exactly where the 2ⁿ rows are nothing but that product', () => {
    const base: EvaluationInput = {
      mode: 'fallback',
      premises: [
        { id: 'a', probability: 0.6 },
        { id: 'b', probability: 0.3 },
      ],
    };
    expect(closedFormOf(base)).toEqual({ whenTrue: 0.9, whenFalse: 0.2 });
    expect(closedFormOf({ ...base, argumentType: 'DEDUCTIVE', pCGivenPremises: 0.5 })).toEqual({
      whenTrue: 1,
      whenFalse: 0.2,
    });
    expect(closedFormOf({ ...base, pCGivenPremises: 1, pCGivenNotPremises: 0 })).toEqual({
      whenTrue: 0.99,
      whenFalse: 0.01,
    });
    // Other modes, a premise with a parent (another premise or an outside claim): not this shape.
    for (const mode of ['direct', 'truth_table', 'bayesian'] as const)
      expect(closedFormOf({ ...base, mode })).toBeUndefined();
    expect(closedFormOf({ ...base, dependencies: { b: ['a'] } })).toBeUndefined();
    expect(closedFormOf({ ...base, dependencies: { b: ['~x'] } })).toBeUndefined();
    // Inputs evaluateArgument refuses are left to it, and still refused.
    const twice: EvaluationInput = {
      ...base,
      premises: [
        { id: 'a', probability: 0.6 },
        { id: 'a', probability: 0.3 },
      ],
    };
    expect(closedFormOf(twice)).toBeUndefined();
    expect(() => groupEvaluation([twice, twice])).toThrow('Premise id "a" appears twice.');
    const wide: EvaluationInput = {
      mode: 'fallback',
      premises: Array.from({ length: 25 }, (_, i) => ({ id: `p${i}`, probability: 0.9 })),
    };
    expect(closedFormOf(wide)).toBeUndefined();
    expect(() => groupEvaluation([wide])).toThrow(TooManyPremisesError);
  });
});
