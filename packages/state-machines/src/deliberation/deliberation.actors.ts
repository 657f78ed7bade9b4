import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  DeliberationActionInput,
  DeliberationResponse,
  LoadDeliberationInput,
  SubmitToDeliberationInput,
} from './deliberation.types';

/**
 * The deliberation machine's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadDeliberation`: GET /api/deliberations/:id → `{ deliberation }` (the load and `REFRESH`);
 * - `submitToDeliberation`: POST /api/deliberations/:id/submissions with the submission →
 *   `{ deliberation }`;
 * - `openDeliberationRound`: POST /api/deliberations/:id/rounds → `{ deliberation }`;
 * - `deleteDeliberation`: DELETE /api/deliberations/:id → `{ success }`.
 *
 * Answers are passed on as is; failures reject with the client's `CredenceApiError`, whose
 * `body.error` the machine shows.
 */
export function deliberationActorsFromClient(client: CredenceClient) {
  return {
    loadDeliberation: fromCall<DeliberationResponse, LoadDeliberationInput>(({ input, signal }) =>
      client.getDeliberation({ id: input.deliberationId }, { signal }),
    ),
    submitToDeliberation: fromCall<DeliberationResponse, SubmitToDeliberationInput>(
      ({ input, signal }) =>
        client.submitToDeliberation({ id: input.deliberationId, ...input.submission }, { signal }),
    ),
    openDeliberationRound: fromCall<DeliberationResponse, DeliberationActionInput>(
      ({ input, signal }) => client.openDeliberationRound({ id: input.deliberationId }, { signal }),
    ),
    deleteDeliberation: fromCall<unknown, DeliberationActionInput>(({ input, signal }) =>
      client.deleteDeliberation({ id: input.deliberationId }, { signal }),
    ),
  };
}
