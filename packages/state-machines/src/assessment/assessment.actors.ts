import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  AssessArgumentInput,
  AssessArgumentOutput,
  LoadDialecticalContextInput,
  LoadDialecticalContextOutput,
} from './assessment.types';

/**
 * The assessment modal's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadDialecticalContext`: null for an unsaved argument; otherwise GET /api/dialectics, and
 *   for the first dialectic holding the argument, GET /api/arguments?ids= of its arguments. The
 *   context is `{ argumentId, dialectic: { argumentIds, relationships }, arguments }` (the
 *   summaries); null when the argument is in no dialectic. A failed call rejects (the machine
 *   then assesses the argument on its own);
 * - `assess`: POST /api/argument-assessment → `{ assessment, source? }` (who wrote it).
 */
export function assessmentActorsFromClient(client: CredenceClient) {
  return {
    loadDialecticalContext: fromCall<LoadDialecticalContextOutput, LoadDialecticalContextInput>(
      async ({ input, signal }) => {
        const { argumentId } = input;
        if (argumentId === null) return null;
        const { dialectics } = await client.listDialectics({}, { signal });
        const dialectic = dialectics.find((candidate) =>
          candidate.argumentIds.includes(argumentId),
        );
        if (!dialectic) return null;
        const { arguments: summaries } = await client.getArgumentsByIds(
          { ids: dialectic.argumentIds.join(',') },
          { signal },
        );
        return {
          argumentId,
          dialectic: { argumentIds: dialectic.argumentIds, relationships: dialectic.relationships },
          arguments: summaries,
        };
      },
    ),
    assess: fromCall<AssessArgumentOutput, AssessArgumentInput>(async ({ input, signal }) => {
      const { assessment, source } = await client.assessArgument(
        {
          argument: input.argument,
          mode: input.mode,
          ...(input.dialecticalContext === undefined
            ? {}
            : { dialecticalContext: input.dialecticalContext }),
        },
        { signal },
      );
      return source === undefined ? { assessment } : { assessment, source };
    }),
  };
}
