import { clamp01 } from '../probability/clamp';
import { analyzeNetwork, type NetworkAnalysis, rootPC } from './analyze';
import { clampNetworkCredence } from './limits';
import { variableCredence } from './structure';
import type { DerivedClaim, NetworkEvaluation, NetworkInput } from './types';

/**
 * Evaluates an argument together with every argument linked into it: P(C) of the root when its
 * premises are themselves concluded by supporting arguments and attacked by objections,
 * recursively.
 *
 * **The network.** The root argument, plus every argument linked (`links`) to one of its
 * premises, plus every argument linked to one of theirs, and so on. Every claim is a true/false
 * variable. Claims declared the same (`equivalences`) are one variable everywhere; its credence is
 * the one the user gave it in the argument closest to the root (the root first; within an
 * argument, its first premise of that claim). Links to claims that are no premise of the network
 * (to the root's own conclusion, say) are ignored.
 *
 * **A claim no linked argument concludes** (a leaf) keeps the user's credence, and the
 * dependencies and premise conditionals among each argument's premises hold as that argument's
 * single-argument evaluation reads them: each argument's premise joint, summed down to its leaf
 * claims, is their joint — conditioned on the leaf claims an argument closer to the root already
 * defines (so a claim's factor is defined once, by the argument closest to the root). A
 * dependency on a derived premise is summed out: the linked arguments decide that premise.
 *
 * **A claim concluded by linked arguments** A₁…Aₖ is a child of all their premises. For each row
 * of those premises, each Aᵢ gives pᵢ = P(its conclusion | row) from its own single-argument table
 * (fallback's two values, the truth table's rows, the Bayesian noisy-OR, direct mode's effective
 * values; an objection gives 1 − pᵢ), and they combine as independent evidence on the odds scale
 * with the user's credence q in the claim as prior:
 * `odds = odds(q)·Π odds(pᵢ)/odds(q)`, every value clamped to [0.001, 0.999]. One supporting
 * argument alone therefore replaces the slider. Copies of one argument (same link type, same or
 * equivalent conclusion, same premise claims) count once.
 *
 * **Exact.** P(C) = Σ over every assignment of the claims of joint × the root's P(C | row),
 * enumerated exactly, so a claim used in two places is counted once. At most
 * {@link MAX_NETWORK_CLAIMS} (24) distinct claims besides the root's conclusion; beyond,
 * {@link TooManyNetworkClaimsError}. A loop of links throws {@link NetworkCycleError} (see
 * {@link findLinkCycle} to refuse one when it is made). Each argument's own evaluation may throw
 * as {@link evaluateArgument} does.
 *
 * @example
 * ```ts
 * const fallback = (premises: [string, number][], s: number, f: number) => ({
 *   mode: 'fallback' as const,
 *   premises: premises.map(([id, probability]) => ({ id, probability })),
 *   pCGivenPremises: s,
 *   pCGivenNotPremises: f,
 * });
 * const result = evaluateNetwork({
 *   rootArgumentId: 'root',
 *   arguments: [
 *     { id: 'root', conclusionId: 'C', input: fallback([['P1', 0.8], ['P2', 0.7]], 0.9, 0.2) },
 *     { id: 'support', conclusionId: 'P1', input: fallback([['S', 0.9]], 0.95, 0.5) },
 *   ],
 *   links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' }],
 * });
 * result.localPC; // 0.592: the root alone, P1 at its slider's 0.8
 * result.claims.P1; // 0.905 = 0.9·0.95 + 0.1·0.5: the supporting argument replaces the slider
 * result.pC; // 0.64345 = 0.2 + 0.7·0.905·0.7
 * result.derived.P1!.linkedArguments; // 1
 * ```
 */
export function evaluateNetwork(input: NetworkInput): NetworkEvaluation {
  return evaluationOf(analyzeNetwork(input));
}

/** {@link evaluateNetwork}'s answer from a pass already made. */
export function evaluationOf({
  structure,
  evaluations,
  plan,
  sums,
}: NetworkAnalysis): NetworkEvaluation {
  const pC = rootPC(sums);
  const claims: Record<string, number> = {};
  const derived: Record<string, DerivedClaim> = {};
  plan.variables.forEach((variable, index) => {
    const credence = clamp01(sums.whenTrue[index]! / sums.total);
    for (const id of variable.claimIds) claims[id] = credence;
    if (variable.concluders.length === 0) return;
    const idsOf = (type: 'support' | 'refute') =>
      variable.concluders
        .filter((concluder) => concluder.type === type)
        .map(({ node }) => structure.nodes[node]!.argument.id);
    for (const id of variable.claimIds)
      derived[id] = {
        linkedArguments: variable.concluders.length,
        supportingArgumentIds: idsOf('support'),
        objectingArgumentIds: idsOf('refute'),
        duplicateArgumentIds: [...variable.duplicates],
        prior: clampNetworkCredence(variableCredence(structure, variable)),
      };
  });
  claims[structure.nodes[0]!.argument.conclusionId] = pC;
  return {
    pC,
    localPC: evaluations[0]!.pC,
    claims,
    derived,
    argumentIds: structure.nodes.map(({ argument }) => argument.id),
    variableCount: plan.variables.length,
  };
}
