import fc from 'fast-check';
import { probability } from '../../probability/__fixtures__/arbitraries';
import type { DependencyMap, EvaluationInput } from '../../probability/types';

/** A number as a stored input may hold it: a probability, out of range, or not finite. */
const storedNumber = fc.oneof(
  { weight: 6, arbitrary: probability },
  { weight: 1, arbitrary: fc.constantFrom(-0.5, 1.5, Number.NaN, Number.POSITIVE_INFINITY) },
);

/**
 * Inputs of the closed form's shape — fallback mode, no premise with a parent — as the host sends
 * them and with what else such an input may carry: both argument types (an unknown one reads
 * DEDUCTIVE), absent or stray credences and conditionals, 0 and 1 often, and dependency maps that
 * give no premise a parent, with conditionals, external claims and a prior that fallback mode
 * never reads.
 */
export const closedShaped = (maxPremises: number): fc.Arbitrary<EvaluationInput> =>
  fc.integer({ min: 1, max: maxPremises }).chain(closedShapedWith);

/** {@link closedShaped} with `n` premises. */
export const closedShapedWith = (n: number): fc.Arbitrary<EvaluationInput> =>
  fc
    .record({
      argumentType: fc.constantFrom('INDUCTIVE', 'DEDUCTIVE', undefined, 'ABDUCTIVE'),
      credences: fc.array(fc.option(storedNumber, { nil: undefined, freq: 8 }), {
        minLength: n,
        maxLength: n,
      }),
      pCGivenPremises: fc.option(storedNumber, { nil: undefined }),
      pCGivenNotPremises: fc.option(storedNumber, { nil: undefined }),
      dependencies: fc.constantFrom<DependencyMap | undefined>(
        undefined,
        {},
        { p1: [] },
        { elsewhere: ['p1', '~x'] },
      ),
      extras: fc.boolean(),
    })
    .map((draw): EvaluationInput => {
      const input: EvaluationInput = {
        mode: 'fallback',
        premises: draw.credences.map((probability, i) =>
          probability === undefined ? { id: `p${i + 1}` } : { id: `p${i + 1}`, probability },
        ),
      };
      if (draw.argumentType !== undefined)
        input.argumentType = draw.argumentType as EvaluationInput['argumentType'];
      if (draw.pCGivenPremises !== undefined) input.pCGivenPremises = draw.pCGivenPremises;
      if (draw.pCGivenNotPremises !== undefined) input.pCGivenNotPremises = draw.pCGivenNotPremises;
      if (draw.dependencies !== undefined) input.dependencies = draw.dependencies;
      if (draw.extras) {
        input.premiseConditionals = { 'p1|x': 0.9, 'p1|~x': 0.1 };
        input.externalClaims = { x: 0.3 };
        input.prior = 0.8;
      }
      return input;
    });

/**
 * Two inputs of {@link closedShaped}'s shape with the same premises: `to` keeps some of `from`'s
 * credences, and maybe all its inference settings, so that some parts do not differ.
 */
export const closedPairs = (
  maxPremises: number,
): fc.Arbitrary<{ from: EvaluationInput; to: EvaluationInput }> =>
  closedShaped(maxPremises).chain((from) => {
    const n = from.premises.length;
    return fc
      .record({
        other: closedShapedWith(n),
        keepCredence: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        keepInference: fc.boolean(),
      })
      .map(({ other, keepCredence, keepInference }) => {
        const premises = from.premises.map((premise, j) =>
          keepCredence[j] ? premise : other.premises[j]!,
        );
        return { from, to: keepInference ? { ...from, premises } : { ...other, premises } };
      });
  });
