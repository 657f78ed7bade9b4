/**
 * The server's receipt of a reconstruction's formulas: `reconstructionReceipt` of
 * `@credence/mocks/offline-ai` (the engine's `checkReconstruction`, as the offline provider and
 * the mock backend call it), run as a job on the offline AI worker thread, because a predicate
 * argument's countermodel search can take a while and must not hold the request thread. A
 * receipt is never taken from a model's answer.
 */
import type { ReconstructionReceipt } from '@credence/engine';
import type { ReceiptRequest } from '@credence/mocks/offline-ai';
import { AiError } from './errors.ts';
import { offlineAiWorker } from './offlineWorker.server.ts';

/**
 * The receipt of `request`'s formulas, computed on the worker under `signal` (the AI call's
 * deadline); null when the formulas are past the receipt's budget (too large to check quickly).
 * A worker failure is a 502; the deadline's abort rejects with the signal's reason (the 504).
 */
export async function computeReceipt(
  request: ReceiptRequest,
  signal?: AbortSignal,
): Promise<ReconstructionReceipt | null> {
  try {
    return (await offlineAiWorker().run(
      'reconstructionReceipt',
      request,
      undefined,
      signal,
    )) as ReconstructionReceipt | null;
  } catch (error) {
    if (signal?.aborted || error instanceof AiError) throw error;
    console.error('Reconstruction receipt failed:', error instanceof Error ? error.message : error);
    throw new AiError(502, 'The reconstruction’s formulas could not be checked');
  }
}
