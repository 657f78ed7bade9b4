import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput, probability } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import { isPremiseTrue } from '../probability/rows';
import type { EvaluationInput, TruthTableRows } from '../probability/types';
import { premiseSensitivity } from './sensitivity';
import { withCredences } from './shared';

/** P(C | premise) by enumerating the rows one by one: the check does not reuse the block walk. */
function conditionalByEnumeration(rows: TruthTableRows, index: number, whenTrue: boolean) {
  const { weights, conditionals, premiseIds } = rows;
  let weight = 0;
  let mass = 0;
  for (let row = 0; row < weights.length; row++) {
    if (isPremiseTrue(row, index, premiseIds.length) !== whenTrue) continue;
    weight += weights[row]!;
    mass += weights[row]! * conditionals[row]!;
  }
  return weight > 1e-250 ? mass / weight : undefined;
}

describe('premiseSensitivity', () => {
  it('gives the worked example of its documentation', () => {
    const result = premiseSensitivity({
      mode: 'fallback',
      premises: [
        { id: 'p1', probability: 0.9 },
        { id: 'p2', probability: 0.6 },
      ],
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
    });
    expect(result.map((entry) => entry.premiseId)).toEqual(['p2', 'p1']);
    expect(result[0]!.pCIfTrue).toBeCloseTo(0.83, 12);
    expect(result[0]!.pCIfFalse).toBeCloseTo(0.2, 12);
    expect(result[1]!.pCIfTrue).toBeCloseTo(0.62, 12);
    expect(result[1]!.swing).toBeCloseTo(0.42, 12);
  });

  it('conditions on the joint: a dependent premise carries its parent with it', () => {
    // p2 depends on p1: P(p2|p1) = 0.9, P(p2|¬p1) = 0.1; p1 = 0.5. Truth table: C only when both.
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises: [
        { id: 'p1', probability: 0.5 },
        { id: 'p2', probability: 0.5 },
      ],
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.1 },
      truthTableData: { rowValues: { '00': 0, '01': 0, '10': 0, '11': 1 } },
    };
    const byId = Object.fromEntries(premiseSensitivity(input).map((e) => [e.premiseId, e]));
    // Given p1 true, p2 is true with 0.9: P(C|p1) = 0.9. Given p2 true, p1 is true with
    // P(p1|p2) = 0.45/0.5 = 0.9: P(C|p2) = 0.9. Either false: C false.
    expect(byId.p1!.pCIfTrue).toBeCloseTo(0.9, 12);
    expect(byId.p2!.pCIfTrue).toBeCloseTo(0.9, 12);
    expect(byId.p1!.pCIfFalse).toBe(0);
    // An intervention (setting p1's credence to 1) would give the same here, but not for p2,
    // whose credence does not move p1: conditioning is what the function promises.
    expect(evaluateArgument(withCredences(input, { p2: 1 })).pC).not.toBeCloseTo(0.9, 3);
  });

  it('matches row-by-row enumeration and averages back to P(C), in every mode', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const evaluated = evaluateArgument(input);
        const result = premiseSensitivity(input, evaluated);
        expect(result).toHaveLength(input.premises.length);
        const ids = input.premises.map((premise) => premise.id);
        for (const entry of result) {
          const index = ids.indexOf(entry.premiseId);
          const whenTrue = conditionalByEnumeration(evaluated.debugData.rows, index, true);
          const whenFalse = conditionalByEnumeration(evaluated.debugData.rows, index, false);
          if (whenTrue !== undefined) expect(entry.pCIfTrue).toBeCloseTo(whenTrue, 12);
          if (whenFalse !== undefined) expect(entry.pCIfFalse).toBeCloseTo(whenFalse, 12);
          expect(entry.swing).toBe(entry.pCIfTrue - entry.pCIfFalse);
          for (const value of [entry.pCIfTrue, entry.pCIfFalse])
            expect(value >= -1e-12 && value <= 1 + 1e-12).toBe(true);
          const marginal = evaluated.debugData.premiseValues[entry.premiseId]!.effective;
          expect(
            marginal * entry.pCIfTrue + (1 - marginal) * entry.pCIfFalse - evaluated.pC,
          ).toBeCloseTo(0, 10);
        }
        for (let k = 1; k < result.length; k++)
          expect(Math.abs(result[k - 1]!.swing)).toBeGreaterThanOrEqual(Math.abs(result[k]!.swing));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('for an unlinked premise in fallback or truth-table mode, equals setting its credence', () => {
    const unlinked = argumentInput.map(
      (input): EvaluationInput => ({
        ...input,
        mode: input.mode === 'bayesian' || input.mode === 'direct' ? 'truth_table' : input.mode,
        dependencies: {},
        premiseConditionals: {},
      }),
    );
    fc.assert(
      fc.property(unlinked, (input) => {
        for (const entry of premiseSensitivity(input)) {
          const setTrue = evaluateArgument(withCredences(input, { [entry.premiseId]: 1 })).pC;
          const setFalse = evaluateArgument(withCredences(input, { [entry.premiseId]: 0 })).pC;
          expect(entry.pCIfTrue).toBeCloseTo(setTrue, 12);
          expect(entry.pCIfFalse).toBeCloseTo(setFalse, 12);
        }
      }),
    );
  });

  it('reads a certain premise’s other side from the limit, not NaN', () => {
    fc.assert(
      fc.property(probability, (other) => {
        const input: EvaluationInput = {
          mode: 'fallback',
          premises: [
            { id: 'a', probability: 0 },
            { id: 'b', probability: other },
          ],
          pCGivenPremises: 0.9,
          pCGivenNotPremises: 0.2,
        };
        const a = premiseSensitivity(input).find((entry) => entry.premiseId === 'a')!;
        expect(a.pCIfTrue).toBeCloseTo(0.2 + 0.7 * other, 12);
        expect(a.pCIfFalse).toBeCloseTo(0.2, 12);
      }),
    );
  });
});
