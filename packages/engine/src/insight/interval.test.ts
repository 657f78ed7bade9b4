import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput, probability } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { type CredenceRange, credenceInterval } from './interval';
import { withCredences } from './shared';

const range: fc.Arbitrary<CredenceRange> = fc
  .tuple(probability, probability)
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

/** Ranges on a random subset (at least one) of the premises. */
function withRanges(input: EvaluationInput) {
  const ids = input.premises.map((premise) => premise.id);
  return fc
    .tuple(
      fc.subarray(ids, { minLength: 1, maxLength: Math.min(3, ids.length) }),
      fc.array(range, { minLength: 3, maxLength: 3 }),
    )
    .map(([chosen, boxes]) => ({
      input,
      ranges: Object.fromEntries(chosen.map((id, k) => [id, boxes[k]!])),
    }));
}

/** P(C) and P(Premises) over a grid of 9 credences per ranged premise (corners included). */
function gridExtremes(input: EvaluationInput, ranges: Record<string, CredenceRange>) {
  const ids = Object.keys(ranges);
  let pCLow = 1;
  let pCHigh = 0;
  let pPremisesLow = 1;
  let pPremisesHigh = 0;
  for (let combination = 0; combination < 9 ** ids.length; combination++) {
    let rest = combination;
    const credences: Record<string, number> = {};
    for (const id of ids) {
      const [low, high] = ranges[id]!;
      credences[id] = low + ((high - low) * (rest % 9)) / 8;
      rest = Math.floor(rest / 9);
    }
    const result = evaluateArgument(withCredences(input, credences));
    pCLow = Math.min(pCLow, result.pC);
    pCHigh = Math.max(pCHigh, result.pC);
    pPremisesLow = Math.min(pPremisesLow, result.pPremises);
    pPremisesHigh = Math.max(pPremisesHigh, result.pPremises);
  }
  return { pCLow, pCHigh, pPremisesLow, pPremisesHigh };
}

describe('credenceInterval', () => {
  it('gives the worked example of its documentation', () => {
    const result = credenceInterval(
      {
        mode: 'fallback',
        premises: [
          { id: 'p1', probability: 0.9 },
          { id: 'p2', probability: 0.6 },
        ],
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.2,
      },
      { p1: [0.8, 1], p2: [0.5, 0.7] },
    );
    expect(result.pC.low).toBeCloseTo(0.48, 14);
    expect(result.pC.high).toBeCloseTo(0.69, 14);
    expect(result.pC.lowAt).toEqual({ p1: 0.8, p2: 0.5 });
    expect(result.pPremises.low).toBeCloseTo(0.4, 14);
    expect(result.pPremises.high).toBeCloseTo(0.7, 14);
    expect(result.exact).toBe(true);
    expect(result.evaluations).toBe(4);
  });

  it('refuses unknown premises, bad ranges and too many ranged premises', () => {
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises: Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, probability: 0.5 })),
    };
    expect(() => credenceInterval(input, { x: [0, 1] })).toThrow(RangeError);
    expect(() => credenceInterval(input, { p0: [0.6, 0.4] })).toThrow(/reversed/);
    expect(() => credenceInterval(input, { p0: [-0.1, 0.4] })).toThrow(RangeError);
    const all = Object.fromEntries(input.premises.map((p) => [p.id, [0.2, 0.8] as const]));
    expect(() => credenceInterval(input, all)).toThrow(/Too many ranged premises/);
  });

  it('is exact for unlinked premises: no credence in the box goes beyond, and the ends are reached', () => {
    const unlinked = argumentInput
      .filter((input) => input.premises.length <= 5)
      .map(
        (input): EvaluationInput => ({
          ...input,
          mode: input.mode === 'bayesian' ? 'truth_table' : input.mode,
          dependencies: {},
        }),
      )
      .chain(withRanges);
    fc.assert(
      fc.property(unlinked, ({ input, ranges }) => {
        const result = credenceInterval(input, ranges);
        expect(result.exact).toBe(true);
        const grid = gridExtremes(input, ranges);
        expect(result.pC.low).toBeCloseTo(grid.pCLow, 12);
        expect(result.pC.high).toBeCloseTo(grid.pCHigh, 12);
        expect(result.pPremises.low).toBeCloseTo(grid.pPremisesLow, 12);
        expect(result.pPremises.high).toBeCloseTo(grid.pPremisesHigh, 12);
        expect(evaluateArgument(withCredences(input, result.pC.lowAt)).pC).toBe(result.pC.low);
        expect(evaluateArgument(withCredences(input, result.pC.highAt)).pC).toBe(result.pC.high);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('with dependencies or a Bayesian fit samples the ranges and says it is not exact', () => {
    const input: EvaluationInput = {
      mode: 'fallback',
      premises: [
        { id: 'p1', probability: 0.6 },
        { id: 'p2', probability: 0.5 },
      ],
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.7 },
    };
    const result = credenceInterval(input, { p1: [0.4, 0.8], p2: [0.4, 0.6] });
    expect(result.exact).toBe(false);
    expect(result.evaluations).toBe(25);
    const grid = gridExtremes(input, { p1: [0.4, 0.8], p2: [0.4, 0.6] });
    // Every sampled value is a real P(C) in the box: the bounds lie inside the finer grid's.
    expect(result.pC.low).toBeGreaterThanOrEqual(grid.pCLow - 1e-12);
    expect(result.pC.high).toBeLessThanOrEqual(grid.pCHigh + 1e-12);
  });

  it('a point range changes nothing', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const first = input.premises[0]!;
        const at = evaluateArgument(input);
        const credence = at.debugData.premiseValues[first.id]!.input;
        const result = credenceInterval(input, { [first.id]: [credence, credence] });
        expect(result.pC.low).toBe(at.pC);
        expect(result.pC.high).toBe(at.pC);
        expect(result.evaluations).toBe(1);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
