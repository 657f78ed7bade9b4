import fc from 'fast-check';
import type { EvaluationInput, EvaluationMode } from '../types';

/** Probabilities with the edges 0 and 1 drawn often. */
export const probability = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(0, 1) },
  { weight: 4, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
);

const modes: EvaluationMode[] = ['direct', 'fallback', 'bayesian', 'truth_table'];

/**
 * A random argument of 1..6 premises with an acyclic set of dependencies (parents come earlier
 * in a random order that is not the premise order), some external parents, some conditionals
 * missing, and every mode's inputs filled at random.
 */
export const argumentInput = fc
  .integer({ min: 1, max: 6 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      order: fc.shuffledSubarray(
        Array.from({ length: n }, (_, i) => i),
        { minLength: n, maxLength: n },
      ),
      credences: fc.array(probability, { minLength: n, maxLength: n }),
      parentPicks: fc.array(fc.array(fc.nat(), { maxLength: 3 }), { minLength: n, maxLength: n }),
      externalPicks: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      conditionalValues: fc.array(fc.option(probability, { nil: undefined }), {
        minLength: 4 * n,
        maxLength: 4 * n,
      }),
      externalValue: probability,
      mode: fc.constantFrom(...modes),
      argumentType: fc.constantFrom('INDUCTIVE' as const, 'DEDUCTIVE' as const, undefined),
      pCGivenPremises: fc.option(probability, { nil: undefined }),
      pCGivenNotPremises: fc.option(probability, { nil: undefined }),
      prior: fc.option(probability, { nil: undefined }),
      forward: fc.array(probability, { minLength: n, maxLength: n }),
      reverse: fc.array(probability, { minLength: n, maxLength: n }),
      rows: fc.array(probability, { minLength: 2 ** n, maxLength: 2 ** n }),
    }),
  )
  .map((draw): EvaluationInput => {
    const ids = Array.from({ length: draw.n }, (_, i) => `p${i + 1}`);
    const dependencies: Record<string, string[]> = {};
    const premiseConditionals: Record<string, number> = {};
    let slot = 0;
    draw.order.forEach((premise, position) => {
      const earlier = draw.order.slice(0, position);
      const parents = new Set<string>();
      for (const pick of draw.parentPicks[premise]!) {
        if (earlier.length > 0) parents.add(ids[earlier[pick % earlier.length]!]!);
      }
      if (draw.externalPicks[premise]) parents.add('external');
      if (parents.size === 0) return;
      const target = ids[premise]!;
      dependencies[target] = [...parents].map((parent, k) => (k % 2 === 1 ? `~${parent}` : parent));
      for (const parent of parents) {
        const whenTrue = draw.conditionalValues[slot++ % draw.conditionalValues.length];
        const whenFalse = draw.conditionalValues[slot++ % draw.conditionalValues.length];
        if (whenTrue !== undefined) premiseConditionals[`${target}|${parent}`] = whenTrue;
        if (whenFalse !== undefined) premiseConditionals[`${target}|~${parent}`] = whenFalse;
      }
    });
    const rowValues = Object.fromEntries(
      draw.rows.map((value, row) => [row.toString(2).padStart(draw.n, '0'), value]),
    );
    return {
      mode: draw.mode,
      ...(draw.argumentType ? { argumentType: draw.argumentType } : {}),
      premises: ids.map((id, i) => ({ id, probability: draw.credences[i]! })),
      dependencies,
      premiseConditionals,
      externalClaims: { external: draw.externalValue },
      ...(draw.pCGivenPremises !== undefined ? { pCGivenPremises: draw.pCGivenPremises } : {}),
      ...(draw.pCGivenNotPremises !== undefined
        ? { pCGivenNotPremises: draw.pCGivenNotPremises }
        : {}),
      ...(draw.prior !== undefined ? { prior: draw.prior } : {}),
      bayesianNetworkData: {
        conditionalProbabilities: Object.fromEntries(ids.map((id, i) => [id, draw.forward[i]!])),
        reverseConditionalProbabilities: Object.fromEntries(
          ids.map((id, i) => [id, draw.reverse[i]!]),
        ),
      },
      truthTableData: { rowValues },
    };
  });
