import { withCredences } from '../insight/shared';
import type { ClaimVariable, NetworkStructure } from './structure';
import type { NetworkInput } from './types';

/**
 * The network input with one claim's credence replaced where the network reads it: the defining
 * premise of its variable (in the argument closest to the root). Other arguments that also list
 * the claim keep what they were given; nothing else is copied or changed.
 */
export function withClaimCredence(
  input: NetworkInput,
  structure: NetworkStructure,
  variable: ClaimVariable,
  credence: number,
): NetworkInput {
  const owner = structure.nodes[variable.owner]!.argument;
  const premiseId = owner.input.premises[variable.definingPremise]!.id;
  return {
    ...input,
    arguments: input.arguments.map((argument) =>
      argument === owner
        ? { ...argument, input: withCredences(argument.input, { [premiseId]: credence }) }
        : argument,
    ),
  };
}

/**
 * The variable of a claim (or of a claim declared the same as one) in the network, or a
 * `RangeError`.
 */
export function variableOfClaim(structure: NetworkStructure, claimId: string): ClaimVariable {
  const variable = structure.variables.get(structure.classOf(claimId));
  if (!variable) throw new RangeError(`"${claimId}" is not a claim of this argument network.`);
  return variable;
}
