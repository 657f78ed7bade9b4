import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  CreateVersionInput,
  CreateVersionOutput,
  ListVersionsInput,
  ListVersionsOutput,
  RevertToVersionInput,
} from './versionHistory.types';

/**
 * The version history's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `listVersions`: GET /api/arguments/:id/version (newest first); failures reject with the
 *   client's `CredenceApiError`, whose `status` picks the machine's message;
 * - `createVersion`: PUT /api/arguments/:id/version with the `versionNote` → `{ version }`;
 * - `revertToVersion`: POST /api/arguments/:id/version/:versionId/revert → `{ version }` (the
 *   reverted state as the new current version). The app still reloads the argument it shows.
 */
export function versionHistoryActorsFromClient(client: CredenceClient) {
  return {
    listVersions: fromCall<ListVersionsOutput, ListVersionsInput>(({ input, signal }) =>
      client.listVersions({ id: input.argumentId }, { signal }),
    ),
    createVersion: fromCall<CreateVersionOutput, CreateVersionInput>(({ input, signal }) =>
      client.createVersion({ id: input.argumentId, versionNote: input.versionNote }, { signal }),
    ),
    revertToVersion: fromCall<unknown, RevertToVersionInput>(({ input, signal }) =>
      client.revertVersion({ id: input.argumentId, versionId: input.versionId }, { signal }),
    ),
  };
}
