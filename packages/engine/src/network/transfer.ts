import {
  type PackedEvaluationInput,
  packEvaluationInput,
  unpackEvaluationInput,
} from '../probability/transfer';
import { NetworkCycleError, TooManyNetworkClaimsError } from './errors';
import type { NetworkArgument, NetworkInput } from './types';

/**
 * Networks in the shape `postMessage` carries (the structured clone), so that a page can have a
 * large network evaluated in a worker: each argument's input packed as
 * {@link packEvaluationInput} packs it, and the engine's refusals as data, since a thrown
 * `NetworkCycleError` arrives on the other side as a plain `Error` without its cycle.
 */

/** A network input ready for `postMessage`. See {@link packNetworkInput}. */
export interface PackedNetworkInput extends Omit<NetworkInput, 'arguments'> {
  arguments: (Omit<NetworkArgument, 'input'> & { input: PackedEvaluationInput })[];
}

/** Why the engine refused a network, as data. See {@link packNetworkError}. */
export type PackedNetworkError =
  | { kind: 'cycle'; cycle: string[] }
  | { kind: 'tooManyClaims'; count: number; limit: number }
  | { kind: 'other'; message: string };

/** `input` in a form `postMessage` can clone; {@link unpackNetworkInput} restores it. */
export function packNetworkInput(input: NetworkInput): PackedNetworkInput {
  return {
    ...input,
    arguments: input.arguments.map((argument) => ({
      ...argument,
      input: packEvaluationInput(argument.input),
    })),
  };
}

/** The input {@link packNetworkInput} packed, each argument's truth-table view rebuilt. */
export function unpackNetworkInput(packed: PackedNetworkInput): NetworkInput {
  return {
    ...packed,
    arguments: packed.arguments.map((argument) => ({
      ...argument,
      input: unpackEvaluationInput(argument.input),
    })),
  };
}

/** What `evaluateNetwork` (or anything else) threw, as data; {@link unpackNetworkError} restores it. */
export function packNetworkError(error: unknown): PackedNetworkError {
  if (error instanceof NetworkCycleError) return { kind: 'cycle', cycle: [...error.cycle] };
  if (error instanceof TooManyNetworkClaimsError) {
    return { kind: 'tooManyClaims', count: error.count, limit: error.limit };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** The error {@link packNetworkError} packed: the engine's own classes again, else an `Error`. */
export function unpackNetworkError(packed: PackedNetworkError): Error {
  switch (packed.kind) {
    case 'cycle':
      return new NetworkCycleError(packed.cycle);
    case 'tooManyClaims':
      return new TooManyNetworkClaimsError(packed.count, packed.limit);
    default:
      return new Error(packed.message);
  }
}
