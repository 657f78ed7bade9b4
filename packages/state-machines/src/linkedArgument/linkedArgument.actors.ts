import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  GenerateLinkedArgumentInput,
  GenerateLinkedArgumentOutput,
  SaveLinkedArgumentInput,
  SaveLinkedArgumentOutput,
} from './linkedArgument.types';

/**
 * The linked-argument modal's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `generateLinkedArgument`: POST /api/arguments/generate-linked, the answer passed on as is;
 * - `saveLinkedArgument`: POST /api/arguments/link → `{ argumentId }` of the new argument.
 *
 * Failures reject with the client's `CredenceApiError`, whose `body.error` the machine shows.
 */
export function linkedArgumentActorsFromClient(client: CredenceClient) {
  return {
    generateLinkedArgument: fromCall<GenerateLinkedArgumentOutput, GenerateLinkedArgumentInput>(
      ({ input, signal }) => client.generateLinked(input, { signal }),
    ),
    saveLinkedArgument: fromCall<SaveLinkedArgumentOutput, SaveLinkedArgumentInput>(
      async ({ input, signal }) => {
        const { argumentId } = await client.linkArgument(input, { signal });
        return { argumentId };
      },
    ),
  };
}
