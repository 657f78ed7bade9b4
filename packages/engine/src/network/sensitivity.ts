import { analyzeNetwork, type NetworkAnalysis } from './analyze';
import { withClaimCredence } from './credences';
import type { NetworkInput } from './types';

/** How much the root's P(C) depends on one leaf claim of the network. */
export interface NetworkSensitivity {
  /** The claim, as the argument closest to the root names it (its equivalents are the same). */
  claimId: string;
  /** The argument whose credence for it the network uses (the closest to the root). */
  argumentId: string;
  /** P(C) of the root given the claim is true, under the whole network's joint. */
  pCIfTrue: number;
  /** P(C) of the root given the claim is false. */
  pCIfFalse: number;
  /** `pCIfTrue − pCIfFalse`: negative when believing the claim lowers P(C). */
  swing: number;
}

/**
 * Which leaf claim anywhere in the network moves the root's P(C) most: for each claim that no
 * linked argument concludes, P(C) if it is true and if it is false, conditioned on the whole
 * network's joint (what depends on the claim — the arguments it feeds, the claims it is a
 * dependency of — updates with it), largest |swing| first, ties in the order the claims are met
 * from the root. The same exact swing as {@link premiseSensitivity}, over the network: for a
 * network of one argument the two agree (but for a premise its dependencies pin, below), and
 * `P(C) = P(claim)·pCIfTrue + (1 − P(claim))·pCIfFalse` always.
 *
 * When the claim is certainly false (or true), that side is read from the network re-evaluated
 * with the claim's credence at 0.5, as `premiseSensitivity` does; a claim the network pins even
 * then (both conditionals on a parent at 0 or 1) cannot be otherwise, and its impossible side is
 * reported equal to the possible one (swing 0; `premiseSensitivity` averages the impossible rows
 * instead, which a network's joint has no counterpart for).
 *
 * Costs one exact pass over the network (more only for claims at 0 or 1). Throws as
 * {@link evaluateNetwork} does.
 *
 * @example
 * ```ts
 * const fallback = (premises: [string, number][], s: number, f: number) => ({
 *   mode: 'fallback' as const,
 *   premises: premises.map(([id, probability]) => ({ id, probability })),
 *   pCGivenPremises: s,
 *   pCGivenNotPremises: f,
 * });
 * networkSensitivity({
 *   rootArgumentId: 'root',
 *   arguments: [
 *     { id: 'root', conclusionId: 'C', input: fallback([['P1', 0.8], ['P2', 0.7]], 0.9, 0.2) },
 *     { id: 'support', conclusionId: 'P1', input: fallback([['S', 0.9]], 0.95, 0.5) },
 *   ],
 *   links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' }],
 * });
 * // [ { claimId: 'P2', argumentId: 'root', pCIfTrue: 0.8335, pCIfFalse: 0.2, swing: 0.6335 },
 * //   { claimId: 'S', argumentId: 'support', pCIfTrue: 0.6655, pCIfFalse: 0.445, swing: 0.2205 } ]
 * ```
 * (P1 is derived, so it is not listed; S true makes P1 0.95, so P(C) = 0.2 + 0.7·0.95·0.7.)
 */
export function networkSensitivity(input: NetworkInput): NetworkSensitivity[] {
  return sensitivityOf(input, analyzeNetwork(input));
}

/** {@link networkSensitivity}'s answer from the pass already made over `input`. */
export function sensitivityOf(
  input: NetworkInput,
  analysis: NetworkAnalysis,
): NetworkSensitivity[] {
  const { structure } = analysis;
  const leaves = [...structure.variables.values()].filter((v) => v.concluders.length === 0);
  const entries = leaves.map((variable, index) => {
    let [pCIfTrue, pCIfFalse] = sides(analysis, variable.key);
    if (Number.isNaN(pCIfTrue) || Number.isNaN(pCIfFalse)) {
      const atHalf = sides(
        analyzeNetwork(withClaimCredence(input, structure, variable, 0.5)),
        variable.key,
      );
      if (Number.isNaN(pCIfTrue)) pCIfTrue = atHalf[0];
      if (Number.isNaN(pCIfFalse)) pCIfFalse = atHalf[1];
    }
    if (Number.isNaN(pCIfTrue)) pCIfTrue = pCIfFalse;
    if (Number.isNaN(pCIfFalse)) pCIfFalse = pCIfTrue;
    const owner = structure.nodes[variable.owner]!.argument;
    return {
      claimId: owner.input.premises[variable.definingPremise]!.id,
      argumentId: owner.id,
      pCIfTrue,
      pCIfFalse,
      swing: pCIfTrue - pCIfFalse,
      index,
    };
  });
  entries.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index);
  return entries.map(({ index: _index, ...entry }) => entry);
}

/**
 * Below this a side's weight is treated as none: weight·P(C|row) would fall into subnormal
 * numbers, whose rounding makes the ratio meaningless (as in `premiseSensitivity`).
 */
const MIN_WEIGHT = 1e-250;

/** [P(C | claim true), P(C | claim false)], NaN for a side with no weight. */
function sides(analysis: NetworkAnalysis, key: string): [number, number] {
  const { sums, plan } = analysis;
  const index = plan.indexOf.get(key)!;
  const ratio = (mass: number, weight: number) =>
    weight > MIN_WEIGHT ? Math.min(1, Math.max(0, mass / weight)) : Number.NaN;
  return [
    ratio(sums.whenTrueC[index]!, sums.whenTrue[index]!),
    ratio(sums.whenFalseC[index]!, sums.whenFalse[index]!),
  ];
}
