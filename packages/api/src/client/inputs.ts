import type { CallName } from '../calls';
import { loadContracts, type RequestFunction } from './request';
import type { CallMethod, CallOptions } from './types';

/**
 * The plain client method of a call: one input object in, the parsed answer out. The input is
 * split into path parameters, query and body by the call's schemas (`splitInput` of
 * `./contracts`).
 */
export function plainMethod<N extends CallName>(
  request: RequestFunction,
  name: N,
  behaviour?: Parameters<RequestFunction>[2],
): CallMethod<N> {
  const method = async (input?: object, options: CallOptions = {}) => {
    const { splitInput } = await loadContracts();
    return request(
      name,
      { ...splitInput(name, input as Record<string, unknown>), ...options },
      behaviour,
    );
  };
  return method as CallMethod<N>;
}
