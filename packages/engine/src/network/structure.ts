import { DEFAULT_PREMISE_PROBABILITY } from '../constants';
import { probabilityOr } from '../probability/clamp';
import { findCycleFrom } from './cycle';
import { claimClasses } from './equivalence';
import { NetworkCycleError, TooManyNetworkClaimsError } from './errors';
import { MAX_NETWORK_CLAIMS } from './limits';
import type { NetworkArgument, NetworkInput, NetworkLink, NetworkLinkType } from './types';

/** A linked argument that concludes a claim (`'support'`) or its negation (`'refute'`). */
export interface Concluder {
  /** Index into {@link NetworkStructure.nodes}. */
  node: number;
  type: NetworkLinkType;
}

/** One true/false variable of the network: a claim and every claim declared the same. */
export interface ClaimVariable {
  /** The representative id of the class of equivalent claims. */
  key: string;
  /** The ids of the class that the network uses (premises, link targets), first use first. */
  claimIds: string[];
  /** The argument closest to the root that has it as a premise (index into `nodes`). */
  owner: number;
  /** That argument's first premise in this class: its credence is the claim's. */
  definingPremise: number;
  /** The linked arguments that conclude it; empty for a leaf claim. */
  concluders: Concluder[];
  /** Arguments linked to it but left out as copies of a concluder. */
  duplicates: string[];
}

/** An argument of the network, with each premise's variable. */
export interface NetworkNode {
  argument: NetworkArgument;
  /** Premise index → the key of its claim's variable. */
  premiseKeys: string[];
}

/** Which arguments and claims a root's network holds, in the order "closest to the root". */
export interface NetworkStructure {
  /** Root first, then each argument in the order it was met (breadth-first from the root). */
  nodes: NetworkNode[];
  /** Variable key → variable, in the order first met. */
  variables: Map<string, ClaimVariable>;
  /** The key of the root's conclusion (no variable: summed in closed form). */
  rootConclusionKey: string;
  /** Claim id → the key of its class (any id, used in the network or not). */
  classOf: (claimId: string) => string;
}

/**
 * Walks the network from the root: breadth-first over arguments, each argument's premises in
 * order, each premise's links in `links` order. A claim's class is met once; the first argument
 * that has it as a premise owns it (its credence is the one given there), and every argument
 * linked to any claim of the class concludes it, except copies of one already counted.
 *
 * Throws `RangeError` for an unknown root, a repeated argument id or a link into the network from
 * an unknown argument; {@link NetworkCycleError} for a loop; {@link TooManyNetworkClaimsError}
 * past {@link MAX_NETWORK_CLAIMS} claims.
 */
export function networkStructure(input: NetworkInput): NetworkStructure {
  const classOf = claimClasses(input.equivalences);
  const byId = new Map<string, NetworkArgument>();
  for (const argument of input.arguments) {
    if (byId.has(argument.id)) throw new RangeError(`Argument id "${argument.id}" appears twice.`);
    byId.set(argument.id, argument);
  }
  const root = byId.get(input.rootArgumentId);
  if (!root) throw new RangeError(`The root argument "${input.rootArgumentId}" is not given.`);
  const linksByClass = new Map<string, NetworkLink[]>();
  for (const link of input.links) {
    const key = classOf(link.targetClaimId);
    const list = linksByClass.get(key);
    if (list) list.push(link);
    else linksByClass.set(key, [link]);
  }
  const premiseSet = (argument: NetworkArgument) =>
    [...new Set(argument.input.premises.map((premise) => classOf(premise.id)))]
      .sort()
      .join('\u0000');

  const nodes: NetworkNode[] = [];
  const nodeOf = new Map<string, number>();
  const addNode = (argument: NetworkArgument) => {
    nodeOf.set(argument.id, nodes.length);
    nodes.push({
      argument,
      premiseKeys: argument.input.premises.map((premise) => classOf(premise.id)),
    });
  };
  addNode(root);
  const variables = new Map<string, ClaimVariable>();
  for (let index = 0; index < nodes.length; index++) {
    const { argument, premiseKeys } = nodes[index]!;
    premiseKeys.forEach((key, premiseIndex) => {
      const premiseId = argument.input.premises[premiseIndex]!.id;
      const known = variables.get(key);
      if (known) {
        if (!known.claimIds.includes(premiseId)) known.claimIds.push(premiseId);
        return;
      }
      const variable: ClaimVariable = {
        key,
        claimIds: [premiseId],
        owner: index,
        definingPremise: premiseIndex,
        concluders: [],
        duplicates: [],
      };
      variables.set(key, variable);
      const counted: NetworkArgument[] = [];
      for (const link of linksByClass.get(key) ?? []) {
        const linked = byId.get(link.argumentId);
        if (!linked)
          throw new RangeError(
            `A link to claim "${link.targetClaimId}" names argument "${link.argumentId}", which is not given.`,
          );
        if (!variable.claimIds.includes(link.targetClaimId))
          variable.claimIds.push(link.targetClaimId);
        const node = nodeOf.get(linked.id);
        if (
          variable.concluders.some(
            (c) => nodes[c.node]!.argument === linked && c.type === link.type,
          )
        )
          continue;
        // A copy is not new evidence: same link type, the same conclusion claim and the same
        // premise claims (up to equivalence) as an argument already counted.
        const copyOf = counted.find(
          (other, k) =>
            variable.concluders[k]!.type === link.type &&
            classOf(other.conclusionId) === classOf(linked.conclusionId) &&
            premiseSet(other) === premiseSet(linked),
        );
        if (copyOf) {
          if (!variable.duplicates.includes(linked.id)) variable.duplicates.push(linked.id);
          continue;
        }
        if (node === undefined) addNode(linked);
        variable.concluders.push({ node: nodeOf.get(linked.id)!, type: link.type });
        counted.push(linked);
      }
    });
  }
  const rootConclusionKey = classOf(root.conclusionId);
  assertAcyclic(nodes, variables, rootConclusionKey);
  if (variables.size > MAX_NETWORK_CLAIMS)
    throw new TooManyNetworkClaimsError(variables.size, MAX_NETWORK_CLAIMS);
  return { nodes, variables, rootConclusionKey, classOf };
}

/**
 * Throws {@link NetworkCycleError} when an argument of the network bears, through links, on its
 * own premises — or when the root's conclusion is a premise anywhere in it.
 */
function assertAcyclic(
  nodes: readonly NetworkNode[],
  variables: ReadonlyMap<string, ClaimVariable>,
  rootConclusionKey: string,
): void {
  // dependsOn[i]: the arguments whose conclusions are premises of argument i.
  const dependsOn = nodes.map(({ premiseKeys }) => {
    const on = new Set<number>();
    for (const key of premiseKeys) {
      for (const { node } of variables.get(key)!.concluders) on.add(node);
      if (key === rootConclusionKey) on.add(0);
    }
    return [...on];
  });
  const cycle = findCycleFrom(dependsOn, 0);
  // Read in the other direction: each argument bears on a premise of the next.
  if (cycle) throw new NetworkCycleError(cycle.reverse().map((i) => nodes[i]!.argument.id));
}

/** The credence the user gave a claim: its defining premise's, as the single argument reads it. */
export function variableCredence(structure: NetworkStructure, variable: ClaimVariable): number {
  const premise =
    structure.nodes[variable.owner]!.argument.input.premises[variable.definingPremise]!;
  return probabilityOr(premise.probability, DEFAULT_PREMISE_PROBABILITY);
}
