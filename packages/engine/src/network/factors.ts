import type { CalculatedValues } from '../probability/types';
import type { Factor } from './eliminate';
import { clampNetworkCredence } from './limits';
import { advance, odometer } from './odometer';
import { type ClaimVariable, type NetworkStructure, variableCredence } from './structure';

/** The network's joint as factors over numbered variables. */
export interface NetworkPlan {
  /** Variable number → variable (the order the claims were met from the root). */
  variables: ClaimVariable[];
  /** Variable key → number. */
  indexOf: Map<string, number>;
  /** The factors whose product is the joint. */
  factors: Factor[];
  /** The root's P(C | row) over its distinct premise claims, averaged under the joint. */
  conclusion: Factor;
}

/**
 * The network's joint as factors over its claims, parents before children:
 *
 * - per argument, its **leaf block**: the argument's own premise joint (its single-argument
 *   `rows.weights`, dependencies and external parents included) summed down to its leaf claims —
 *   derived premises and second premises of one claim summed out — and conditioned on the leaf
 *   claims an argument closer to the root owns: P(owned | shared). Where the argument's own joint
 *   gives the shared claims' values no weight, the owned claims take their marginal there. Each
 *   block is a distribution over its owned claims whatever the shared ones are, so the product
 *   is a proper joint;
 * - per derived claim, P(claim | its concluders' premises) by odds: the user's credence q as
 *   prior, each concluding argument's P(conclusion | row) (from its own single-argument table; an
 *   objection's 1 − that) as independent evidence, `odds = odds(q)·Π odds(pᵢ)/odds(q)`, every
 *   value in [0.001, 0.999];
 * - the root's own P(C | row) table, averaged under the joint at the end (read over its distinct
 *   claims: rows where two premises declared the same differ never occur).
 */
export function networkPlan(
  structure: NetworkStructure,
  evaluations: readonly CalculatedValues[],
): NetworkPlan {
  const variables = [...structure.variables.values()];
  const indexOf = new Map(variables.map((variable, index) => [variable.key, index]));
  const factors: Factor[] = [];
  structure.nodes.forEach((_, index) => {
    const block = leafBlock(structure, evaluations, index, indexOf);
    if (block) factors.push(block);
  });
  for (const variable of variables) {
    if (variable.concluders.length > 0)
      factors.push(derivedFactor(structure, evaluations, variable, indexOf));
  }
  return {
    variables,
    indexOf,
    factors,
    conclusion: rootTable(structure, evaluations, indexOf),
  };
}

/** The leaf block of argument `index`, or undefined when it owns no leaf claim. */
function leafBlock(
  structure: NetworkStructure,
  evaluations: readonly CalculatedValues[],
  index: number,
  indexOf: ReadonlyMap<string, number>,
): Factor | undefined {
  const { premiseKeys } = structure.nodes[index]!;
  const variables = structure.variables;
  // Each leaf claim once, read from its first premise in this argument.
  const leaves: { key: string; premise: number }[] = [];
  premiseKeys.forEach((key, premise) => {
    if (variables.get(key)!.concluders.length > 0) return;
    if (!leaves.some((leaf) => leaf.key === key)) leaves.push({ key, premise });
  });
  const owned = leaves.map(({ key }) => variables.get(key)!.owner === index);
  if (!owned.includes(true)) return undefined;

  const m = premiseKeys.length;
  const k = leaves.length;
  const weights = evaluations[index]!.debugData.rows.weights;
  const vars = leaves.map(({ key }) => indexOf.get(key)!);
  // Every premise a leaf it defines, each once: the block is the argument's own joint (read, not
  // copied; nothing writes into a factor).
  if (k === m && owned.every(Boolean)) return { vars, values: weights };
  // Row bit b is premise m − 1 − b; it sets the cell bit of its leaf if it is that leaf's premise.
  const steps = odometer(
    Array.from({ length: m }, (_, b) => {
      const j = leaves.findIndex((leaf) => leaf.premise === m - 1 - b);
      return j < 0 ? 0 : 1 << (k - 1 - j);
    }),
  );
  const marginal = new Float64Array(2 ** k);
  let cell = 0;
  for (let row = 0; row < weights.length; row++) {
    if (row > 0) cell += advance(steps, row);
    marginal[cell] = marginal[cell]! + weights[row]!;
  }
  // Condition on the shared (earlier-owned) claims: P(owned | shared).
  let sharedMask = 0;
  owned.forEach((isOwned, j) => {
    if (!isOwned) sharedMask |= 1 << (k - 1 - j);
  });
  const sharedWeight = new Float64Array(2 ** k);
  const ownedWeight = new Float64Array(2 ** k);
  for (let cell = 0; cell < marginal.length; cell++) {
    const shared = cell & sharedMask;
    const owned = cell & ~sharedMask;
    sharedWeight[shared] = sharedWeight[shared]! + marginal[cell]!;
    ownedWeight[owned] = ownedWeight[owned]! + marginal[cell]!;
  }
  const ownedTotal = ownedWeight.reduce((sum, value) => sum + value, 0);
  const table = new Float64Array(2 ** k);
  for (let cell = 0; cell < table.length; cell++) {
    const given = sharedWeight[cell & sharedMask]!;
    table[cell] =
      given > 0 ? marginal[cell]! / given : ownedWeight[cell & ~sharedMask]! / ownedTotal;
  }
  return { vars, values: table };
}

/** P(claim | the premises of the arguments concluding it), by odds. */
function derivedFactor(
  structure: NetworkStructure,
  evaluations: readonly CalculatedValues[],
  variable: ClaimVariable,
  indexOf: ReadonlyMap<string, number>,
): Factor {
  const parents = [
    ...new Set(variable.concluders.flatMap(({ node }) => structure.nodes[node]!.premiseKeys)),
  ];
  const p = parents.length;
  const priorOdds = odds(clampNetworkCredence(variableCredence(structure, variable)));
  const concluders = variable.concluders.map(({ node, type }) => {
    const keys = structure.nodes[node]!.premiseKeys;
    const m = keys.length;
    return {
      refutes: type === 'refute',
      table: evaluations[node]!.debugData.rows.conditionals,
      // Assignment bit b is parent p − 1 − b; it sets the row bit of every premise in its class.
      steps: odometer(
        Array.from({ length: p }, (_, b) =>
          keys.reduce(
            (sum, key, premise) =>
              key === parents[p - 1 - b] ? sum + (1 << (m - 1 - premise)) : sum,
            0,
          ),
        ),
      ),
      row: 0,
    };
  });
  const table = new Float64Array(2 ** (p + 1));
  for (let assignment = 0; assignment < 2 ** p; assignment++) {
    let combined = priorOdds;
    for (const concluder of concluders) {
      if (assignment > 0) concluder.row += advance(concluder.steps, assignment);
      const given = concluder.table[concluder.row]!;
      combined *= odds(clampNetworkCredence(concluder.refutes ? 1 - given : given)) / priorOdds;
    }
    const probability = clampNetworkCredence(combined / (1 + combined));
    table[assignment * 2 + 1] = probability;
    table[assignment * 2] = 1 - probability;
  }
  return { vars: [...parents, variable.key].map((key) => indexOf.get(key)!), values: table };
}

/** The root's P(C | row) over its distinct premise claims (each read from its first premise). */
function rootTable(
  structure: NetworkStructure,
  evaluations: readonly CalculatedValues[],
  indexOf: ReadonlyMap<string, number>,
): Factor {
  const keys = structure.nodes[0]!.premiseKeys;
  const distinct = [...new Set(keys)];
  const conditionals = evaluations[0]!.debugData.rows.conditionals;
  const m = keys.length;
  const k = distinct.length;
  const vars = distinct.map((key) => indexOf.get(key)!);
  if (k === m) return { vars, values: conditionals };
  // Cell bit b is claim k − 1 − b; it sets the row bit of every premise in its class.
  const steps = odometer(
    Array.from({ length: k }, (_, b) =>
      keys.reduce(
        (sum, key, premise) => (key === distinct[k - 1 - b] ? sum + (1 << (m - 1 - premise)) : sum),
        0,
      ),
    ),
  );
  const values = new Float64Array(2 ** k);
  let row = 0;
  for (let cell = 0; cell < values.length; cell++) {
    if (cell > 0) row += advance(steps, cell);
    values[cell] = conditionals[row]!;
  }
  return { vars, values };
}

const odds = (probability: number) => probability / (1 - probability);
