import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type { ArgumentNetwork, CreateEquivalenceInput, LoadNetworkInput } from './network.types';

/**
 * The network machine's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadNetwork`: GET /api/arguments/:id/network → `{ network }`;
 * - `createEquivalence`: POST /api/claims/equivalences `{ claimId, otherClaimId }`.
 *
 * Failures reject with the client's `CredenceApiError`, whose `body.error` the machine shows.
 */
export function networkActorsFromClient(client: CredenceClient) {
  return {
    loadNetwork: fromCall<{ network: ArgumentNetwork }, LoadNetworkInput>(({ input, signal }) =>
      client.getArgumentNetwork({ id: input.argumentId }, { signal }),
    ),
    createEquivalence: fromCall<unknown, CreateEquivalenceInput>(({ input, signal }) =>
      client.createClaimEquivalence(input, { signal }),
    ),
  };
}
