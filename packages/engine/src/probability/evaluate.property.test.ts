import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput, probability } from './__fixtures__/arbitraries';
import { DependencyCycleError } from './errors';
import { evaluateArgument } from './evaluate';
import { fitNoisyOr, impliedSliders } from './fit';
import { buildPremiseNetwork } from './network';
import { rowKey } from './rows';
import type { PremiseNetworkInput } from './types';

/** Σ weight × P(C|row), summed plainly in row order: the check does not reuse the engine's sum. */
function totalOverRows(weights: Float64Array, conditionals: Float64Array): number {
  let sum = 0;
  for (let row = 0; row < weights.length; row++) sum += weights[row]! * conditionals[row]!;
  return sum;
}

const inUnitInterval = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

describe('evaluateArgument — properties (the maths contract, docs/architecture.md)', () => {
  it('P(C) = Σ row weight × P(C|row) to 1e-12 in every mode', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const result = evaluateArgument(input);
        const { weights, conditionals } = result.debugData.rows;
        expect(Math.abs(result.pC - totalOverRows(weights, conditionals))).toBeLessThanOrEqual(
          1e-12,
        );
        const fallbackForm =
          result.pCGivenPremises * result.pPremises +
          result.pCGivenNotPremises * result.pNotPremises;
        if (result.pNotPremises > 0)
          expect(Math.abs(result.pC - fallbackForm)).toBeLessThanOrEqual(1e-12);
        expect(conditionals[conditionals.length - 1]).toBe(result.pCGivenPremises);
        expect(result.pPremises).toBe(weights[weights.length - 1]);
      }),
      { numRuns: 400 },
    );
  });

  it('every output is finite and in [0, 1], and the row weights sum to 1', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const result = evaluateArgument(input);
        for (const value of [
          result.pC,
          result.pCGivenPremises,
          result.pCGivenNotPremises,
          result.pPremises,
          result.pNotPremises,
        ]) {
          expect(inUnitInterval(value)).toBe(true);
        }
        const { weights, conditionals } = result.debugData.rows;
        expect(weights.every(inUnitInterval)).toBe(true);
        expect(conditionals.every(inUnitInterval)).toBe(true);
        expect(Object.values(result.conditionalRowProbabilities).every(inUnitInterval)).toBe(true);
        expect(weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 12);
        for (const value of Object.values(result.debugData.premiseValues)) {
          expect(inUnitInterval(value.effective)).toBe(true);
        }
        for (const term of result.debugData.chainRuleTerms)
          expect(inUnitInterval(term.probability)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('a one-premise Bayesian argument reproduces its two sliders', () => {
    fc.assert(
      fc.property(probability, probability, probability, (credence, forward, reverse) => {
        const result = evaluateArgument({
          mode: 'bayesian',
          premises: [{ id: 'a', probability: credence }],
          bayesianNetworkData: {
            conditionalProbabilities: { a: forward },
            reverseConditionalProbabilities: { a: reverse },
          },
        });
        expect(result.conditionalRowProbabilities['1']).toBeCloseTo(forward, 12);
        expect(result.conditionalRowProbabilities['0']).toBe(reverse);
        expect(result.pC).toBeCloseTo(forward * credence + reverse * (1 - credence), 12);
      }),
    );
  });

  it('with no dependencies P(Premises) is the product of the credences', () => {
    fc.assert(
      fc.property(fc.array(probability, { minLength: 1, maxLength: 10 }), (credences) => {
        const premises = credences.map((probability, i) => ({ id: `p${i}`, probability }));
        const result = evaluateArgument({ mode: 'fallback', premises });
        expect(result.pPremises).toBe(credences.reduce((product, p) => product * p, 1));
        expect(result.debugData.method).toBe('independence assumption');
        expect(result.debugData.chainRuleTerms.map((term) => term.probability)).toEqual(credences);
      }),
    );
  });

  it('a premise with both conditionals on its parent shows its marginalized value', () => {
    fc.assert(
      fc.property(
        probability,
        probability,
        probability,
        probability,
        fc.boolean(),
        (parentCredence, whenTrue, whenFalse, ownCredence, external) => {
          const result = evaluateArgument({
            mode: 'fallback',
            premises: external
              ? [{ id: 'b', probability: ownCredence }]
              : [
                  { id: 'a', probability: parentCredence },
                  { id: 'b', probability: ownCredence },
                ],
            externalClaims: external ? { a: parentCredence } : {},
            dependencies: { b: ['a'] },
            premiseConditionals: { 'b|a': whenTrue, 'b|~a': whenFalse },
          });
          const expected = whenTrue * parentCredence + whenFalse * (1 - parentCredence);
          expect(result.debugData.marginalizedPremises.b).toBeCloseTo(expected, 12);
          expect(result.debugData.premiseValues.b).toMatchObject({
            input: ownCredence,
            marginalized: true,
          });
          expect(result.debugData.premiseValues.b!.effective).toBeCloseTo(expected, 12);
          expect(result.debugData.method).toBe(
            external ? 'chain rule with marginalized premises' : 'chain rule',
          );
        },
      ),
    );
  });

  it('sliders computed from a real noisy-OR network are fitted back within 0.01', () => {
    const network = fc.integer({ min: 2, max: 6 }).chain((n) =>
      fc.record({
        credences: fc.array(fc.double({ min: 0.1, max: 0.9, noNaN: true }), {
          minLength: n,
          maxLength: n,
        }),
        leak: fc.double({ min: 0, max: 0.6, noNaN: true }),
        powers: fc.array(fc.double({ min: -0.9, max: 0.9, noNaN: true }), {
          minLength: n,
          maxLength: n,
        }),
        linked: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(network, ({ credences, leak, powers, linked }) => {
        const input: PremiseNetworkInput = {
          premises: credences.map((probability, i) => ({ id: `p${i}`, probability })),
          // Optionally make the second premise depend on the first, so the fit must marginalise
          // over a joint that is not a product.
          dependencies: linked ? { p1: ['p0'] } : {},
          premiseConditionals: linked ? { 'p1|p0': 0.9 } : {},
        };
        const built = buildPremiseNetwork(input);
        const truth = impliedSliders(built, { leak, powers: Float64Array.from(powers) });
        const fit = fitNoisyOr(built, truth.forward, truth.reverse);
        expect(fit.maxResidual).toBeLessThanOrEqual(0.01);
        for (let i = 0; i < credences.length; i++) {
          expect(Math.abs(fit.implied.forward[i]! - truth.forward[i]!)).toBeLessThanOrEqual(0.01);
          expect(Math.abs(fit.implied.reverse[i]! - truth.reverse[i]!)).toBeLessThanOrEqual(0.01);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a dependency cycle gives a clear error naming it, never a hang', () => {
    const cyclic = fc.integer({ min: 2, max: 12 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        cycleLength: fc.integer({ min: 1, max: n }),
        extra: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: n }),
      }),
    );
    fc.assert(
      fc.property(cyclic, ({ n, cycleLength, extra }) => {
        const ids = Array.from({ length: n }, (_, i) => `p${i}`);
        const dependencies: Record<string, string[]> = {};
        const link = (child: number, parent: number) => {
          const list = dependencies[ids[child]!] ?? [];
          dependencies[ids[child]!] = [...list, ids[parent]!];
        };
        for (let i = 0; i < cycleLength; i++) link(i, (i + 1) % cycleLength);
        for (const [child, parent] of extra) link(child, parent);
        const run = () =>
          evaluateArgument({
            mode: 'fallback',
            premises: ids.map((id) => ({ id, probability: 0.5 })),
            dependencies,
          });
        expect(run).toThrow(DependencyCycleError);
        expect(run).toThrow(/^Dependencies form a cycle: p\d+( → p\d+)+\. /);
        try {
          run();
        } catch (error) {
          const cycle = (error as DependencyCycleError).cycle;
          expect(cycle[0]).toBe(cycle[cycle.length - 1]);
          // Each step of the reported cycle is a declared dependency.
          for (let k = 0; k + 1 < cycle.length; k++)
            expect(dependencies[cycle[k]!]).toContain(cycle[k + 1]);
        }
      }),
    );
  });
});

describe('evaluateArgument — the array form of a truth table', () => {
  it('gives exactly what the record gives, as number[] and as Float64Array', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const table = input.truthTableData!.rowValues as Record<string, number>;
        const n = input.premises.length;
        const array = Array.from({ length: 2 ** n }, (_, row) => table[rowKey(row, n)]!);
        const asRecord = evaluateArgument({ ...input, mode: 'truth_table' });
        for (const rowValues of [array, Float64Array.from(array)]) {
          const asArray = evaluateArgument({
            ...input,
            mode: 'truth_table',
            truthTableData: { rowValues },
          });
          expect(asArray.pC).toBe(asRecord.pC);
          expect(asArray.pCGivenNotPremises).toBe(asRecord.pCGivenNotPremises);
          expect(Array.from(asArray.debugData.rows.conditionals)).toEqual(
            Array.from(asRecord.debugData.rows.conditionals),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
