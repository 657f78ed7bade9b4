import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput, probability } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { goalSeekPlan } from './goalSeekPlan';
import { premiseSensitivity } from './sensitivity';
import { pCWithCredence } from './shared';

/** The issue's case: P3 depends on P2 with both conditionals, so P2 fixes P3's credence. */
const dependent: EvaluationInput = {
  mode: 'fallback',
  premises: [
    { id: 'p1', probability: 0.9 },
    { id: 'p2', probability: 0.6 },
    { id: 'p3', probability: 0.85 },
  ],
  dependencies: { p3: ['p2'] },
  premiseConditionals: { 'p3|p2': 0.95, 'p3|~p2': 0.3 },
  pCGivenPremises: 0.9,
  pCGivenNotPremises: 0.2,
};

describe('goalSeekPlan', () => {
  it('names the parent of a premise fixed by its dependency, and offers a premise that reaches the target', () => {
    const pC = evaluateArgument(dependent).pC;
    const target = Math.min(1, pC + 0.05);
    const plan = goalSeekPlan(dependent, target);
    const p3 = plan.answers.find((answer) => answer.premiseId === 'p3')!;
    expect(p3.fixedBy).toEqual(['p2']);
    // Moving P3's own slider cannot move P(C): its range is one value.
    expect(p3.result.range[1] - p3.result.range[0]).toBeLessThan(1e-12);
    // ... while conditioning on P3 (the sensitivity chart) does swing P(C).
    const swing = premiseSensitivity(dependent).find((bar) => bar.premiseId === 'p3')!;
    expect(Math.abs(swing.swing)).toBeGreaterThan(0.05);
    // The offered premise really reaches the target when only its slider moves.
    expect(plan.suggestion).not.toBeNull();
    const { premiseId, to } = plan.suggestion!;
    expect(premiseId).not.toBe('p3');
    expect(pCWithCredence(dependent, premiseId, to)).toBeCloseTo(target, 9);
  });

  it('offers the reachable free premise with the smallest change (brute force)', () => {
    // Small arguments outside the Bayesian fit keep every premise's search quick.
    const small = argumentInput.filter(
      (input) => input.premises.length <= 3 && input.mode !== 'bayesian',
    );
    fc.assert(
      fc.property(small, probability, (input, target) => {
        const plan = goalSeekPlan(input, target);
        expect(plan.answers.map((answer) => answer.premiseId)).toEqual(
          input.premises.map((premise) => premise.id),
        );
        const candidates = plan.answers.filter(
          (answer) => answer.result.reachable && answer.fixedBy.length === 0,
        );
        if (candidates.length === 0) {
          expect(plan.suggestion).toBeNull();
          return;
        }
        const suggestion = plan.suggestion!;
        expect(pCWithCredence(input, suggestion.premiseId, suggestion.to)).toBeCloseTo(target, 8);
        for (const answer of candidates) {
          if (!answer.result.reachable) continue;
          expect(Math.abs(suggestion.to - suggestion.from)).toBeLessThanOrEqual(
            Math.abs(answer.result.credence - answer.current) + 1e-12,
          );
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('rejects a target outside [0, 1]', () => {
    expect(() => goalSeekPlan(dependent, 1.2)).toThrow(RangeError);
  });
});
