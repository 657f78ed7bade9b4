import { buildPremiseNetwork } from './network';
import type { PremiseNetworkInput, PremisesProbability } from './types';

/**
 * P(Premises): the probability that every premise is true under the premise network — a plain
 * product with no dependencies (`independence assumption`), the chain rule over dependent premises
 * (`chain rule`), or with external parents marginalized (`chain rule with marginalized
 * premises`) — with the terms, conditionals and marginalized values the panels show. Costs 2^k
 * for the largest group of k linked premises, never 2ⁿ. Throws `DependencyCycleError` on a cycle.
 */
export function computePremisesProbability(input: PremiseNetworkInput): PremisesProbability {
  return buildPremiseNetwork(input).summary;
}
