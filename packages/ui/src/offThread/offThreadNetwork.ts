import {
  evaluateNetworkWithSensitivity,
  type NetworkInput,
  packNetworkInput,
  unpackNetworkError,
} from '@credence/engine';
import type { NetworkComputation } from '@credence/state-machines';
import { createEvaluationWorker } from './createEvaluationWorker';
import type { NetworkRequest, NetworkResponse } from './protocol';
import { createWorkerJobs, type WorkerJobs } from './workerJobs';

/**
 * Computes argument networks (`evaluateNetworkWithSensitivity`) in a Web Worker, the
 * latest request first — the network machine's `computeNetwork` for large networks. A refusal
 * rejects with the engine's own error (`NetworkCycleError` with its loop, say), as on the page.
 */
export type OffThreadNetwork = WorkerJobs<NetworkInput, NetworkComputation>;

/** An {@link OffThreadNetwork}, in a worker of its own (the evaluator's keeps its queue). */
export function createOffThreadNetwork(
  options: { createWorker?: () => Worker } = {},
): OffThreadNetwork {
  return createWorkerJobs<NetworkInput, NetworkComputation, NetworkResponse>({
    createWorker: options.createWorker ?? createEvaluationWorker,
    noun: 'network computation',
    request: (id, input): { message: NetworkRequest } => ({
      message: { id, network: packNetworkInput(input) },
    }),
    answer(response) {
      if ('refusal' in response) throw unpackNetworkError(response.refusal);
      return response.computation;
    },
    onPage: evaluateNetworkWithSensitivity,
  });
}
