import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type { LoadSavedProofInput, LoadSavedProofOutput } from './proofLoader.types';

/**
 * The proof loader's injected actor built on a {@link @credence/api!CredenceClient}: `loadSavedProof` is
 * POST /api/user/arguments/load-demonstration, its answer passed on as is. Failures reject with
 * the client's `CredenceApiError`, whose `status` and `body.error` the machine reads (404 → 'No
 * saved proof found for this argument'); a network failure rejects with `fetch`'s `TypeError`
 * (no status → 'Failed to load proof').
 */
export function proofLoaderActorsFromClient(client: CredenceClient) {
  return {
    loadSavedProof: fromCall<LoadSavedProofOutput, LoadSavedProofInput>(({ input, signal }) =>
      client.loadDemonstration({ argumentId: input.argumentId }, { signal }),
    ),
  };
}
