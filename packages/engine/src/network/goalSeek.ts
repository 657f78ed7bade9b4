import type { CredenceForTarget } from '../insight/goalSeek';
import { seekCredence } from '../insight/seek';
import { assertProbability, isAffineIn } from '../insight/shared';
import { analyzeNetwork, rootPC } from './analyze';
import { variableOfClaim, withClaimCredence } from './credences';
import { variableCredence } from './structure';
import type { NetworkInput } from './types';

/**
 * "What would it take?" for a leaf claim anywhere in the network: the credence the claim needs,
 * all else unchanged, for the root's network P(C) ({@link evaluateNetwork}) to equal `target`; or,
 * when no credence reaches it, the range of P(C) that moving it reaches. The same answer shape
 * and search as {@link credenceForTarget}.
 *
 * The credence moved is the one the network reads: the claim's in the argument closest to the
 * root (`claimId` may be any id of the claim or of a claim declared the same). Other arguments
 * that list the claim keep their own entries (their sliders shape their own tables only).
 *
 * - **Exact** when P(C) is affine in that credence: the claim is linked by no dependency in that
 *   argument, and the argument's P(C | row) table does not move with credences (fallback or
 *   truth-table mode, or one Bayesian premise). Every factor of the network's joint but the
 *   claim's own is then fixed, and the claim's is affine in its credence.
 * - **Otherwise** scanned and narrowed exactly as `credenceForTarget` does.
 *
 * Throws a `RangeError` for a claim that is not in the network or that linked arguments conclude
 * (they decide it, not its slider), and for a target outside [0, 1]; otherwise as
 * `evaluateNetwork` does.
 *
 * @example
 * ```ts
 * const fallback = (premises: [string, number][], s: number, f: number) => ({
 *   mode: 'fallback' as const,
 *   premises: premises.map(([id, probability]) => ({ id, probability })),
 *   pCGivenPremises: s,
 *   pCGivenNotPremises: f,
 * });
 * const network = {
 *   rootArgumentId: 'root',
 *   arguments: [
 *     { id: 'root', conclusionId: 'C', input: fallback([['P1', 0.8], ['P2', 0.7]], 0.9, 0.2) },
 *     { id: 'support', conclusionId: 'P1', input: fallback([['S', 0.9]], 0.95, 0.5) },
 *   ],
 *   links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' as const }],
 * };
 * networkCredenceForTarget(network, 'S', 0.6); // { reachable: true, credence: 0.7029…, range: [0.445, 0.6655] }
 * networkCredenceForTarget(network, 'S', 0.7); // { reachable: false, range: [0.445, 0.6655] }
 * ```
 * (P(C) = 0.2 + 0.49·(0.5 + 0.45·s), so s = (0.4/0.49 − 0.5)/0.45 for 0.6.)
 */
export function networkCredenceForTarget(
  input: NetworkInput,
  claimId: string,
  target: number,
): CredenceForTarget {
  assertProbability(target, 'The target P(C)');
  const { structure } = analyzeNetwork(input);
  const variable = variableOfClaim(structure, claimId);
  if (variable.concluders.length > 0)
    throw new RangeError(
      `"${claimId}" is concluded by linked arguments, which decide its credence; ask about one of their premises instead.`,
    );
  const owner = structure.nodes[variable.owner]!.argument.input;
  const premiseId = owner.premises[variable.definingPremise]!.id;
  const f = (credence: number) =>
    rootPC(analyzeNetwork(withClaimCredence(input, structure, variable, credence)).sums);
  return seekCredence(
    f,
    variableCredence(structure, variable),
    isAffineIn(owner, [premiseId]),
    target,
  );
}
