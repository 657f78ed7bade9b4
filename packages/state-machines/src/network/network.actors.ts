import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  LoadNetworkInput,
} from './network.types';

/**
 * The network machine's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadNetwork`: GET /api/arguments/:id/network → `{ network }`;
 * - `createEquivalence`: POST /api/claims/equivalences `{ claimId, otherClaimId }`;
 * - `deleteEquivalence`: DELETE /api/claims/equivalences/:id.
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
    deleteEquivalence: fromCall<unknown, DeleteEquivalenceInput>(({ input, signal }) =>
      client.deleteClaimEquivalence({ id: input.equivalenceId }, { signal }),
    ),
  };
}
