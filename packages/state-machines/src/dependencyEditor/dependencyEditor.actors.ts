import type { CredenceClient } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  EstimateDependenciesInput,
  EstimateDependenciesOutput,
  FetchDependencyClaimsInput,
  FetchDependencyClaimsOutput,
  FetchUserPatternsInput,
  FetchUserPatternsOutput,
  LoadDependenciesInput,
  LoadDependenciesOutput,
  RemoveDependencyInput,
  ResetDependenciesInput,
  ResetDependenciesOutput,
  SaveDependenciesInput,
  SaveDependenciesOutput,
} from './dependencyEditor.types';

/**
 * Priority, lock and time per dependency id (`target|source`) from the user's saved records of
 * these claims: what a batch save kept as `metadata` of a premise dependency. Never rejects.
 */
async function savedDependencyMetadata(
  client: CredenceClient,
  claimIds: readonly string[],
  signal: AbortSignal,
): Promise<NonNullable<LoadDependenciesOutput['metadata']>> {
  if (claimIds.length === 0) return {};
  try {
    const { probabilities } = await client.getConditionalProbabilitiesForClaims(
      { claimIds: [...claimIds] },
      { signal },
    );
    const metadata: NonNullable<LoadDependenciesOutput['metadata']> = {};
    for (const { metadata: saved } of probabilities) {
      if (!saved?.isPremiseDependency || !saved.dependencyId) continue;
      metadata[saved.dependencyId] = {
        ...(saved.priority !== undefined ? { priority: saved.priority } : {}),
        ...(saved.isLocked !== undefined ? { isLocked: saved.isLocked } : {}),
        ...(saved.lastModified !== undefined ? { lastModified: saved.lastModified } : {}),
      };
    }
    return metadata;
  } catch (error) {
    if (signal.aborted) throw error;
    return {};
  }
}

/**
 * The dependency editor's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadDependencies`: GET /api/arguments/:id (the registry has no separate read of the
 *   dependency settings): its `dependencies` and `premiseConditionals`, as the reader sees them;
 *   and the `metadata` (priority, lock, time) the user's last 'Save Dependencies to DB' kept
 *   with each dependency's record, read back with POST
 *   /api/user/conditional-probabilities/for-claims (a failure there only loses the metadata);
 * - `fetchClaims`: POST /api/objects/claims/batch → `{ claims }`;
 * - `removeDependency`: DELETE /api/arguments/:argumentId/dependencies?targetId=&sourceId=;
 * - `fetchUserPatterns`: POST /api/user/conditional-patterns → `{ conditionals }` (the client
 *   answers `[]` for no user or on failure: it never rejects);
 * - `estimateDependencies`: POST /api/ai/estimate-dependencies, the answer passed on as is;
 * - `saveDependencies`: PUT /api/arguments/:argumentId/dependencies with the editable maps (only
 *   for a saved argument), then POST /api/user/conditional-probabilities/batch with the items →
 *   the batch's `{ created, skipped, errors }`;
 * - `resetDependencies`: POST /api/user/conditional-probabilities/batch-reset → `{ results }`.
 */
export function dependencyEditorActorsFromClient(client: CredenceClient) {
  return {
    loadDependencies: fromCall<LoadDependenciesOutput, LoadDependenciesInput>(
      async ({ input, signal }) => {
        const [{ argument }, metadata] = await Promise.all([
          client.getArgument({ id: input.argumentId }, { signal }),
          savedDependencyMetadata(client, input.claimIds, signal),
        ]);
        return {
          dependencies: argument.dependencies,
          premiseConditionals: argument.premiseConditionals,
          metadata,
        };
      },
    ),
    fetchClaims: fromCall<FetchDependencyClaimsOutput, FetchDependencyClaimsInput>(
      async ({ input, signal }) => ({
        claims: await client.getClaims({ claimIds: input.claimIds }, { signal }),
      }),
    ),
    removeDependency: fromCall<void, RemoveDependencyInput>(async ({ input, signal }) => {
      await client.deleteDependency(input, { signal });
    }),
    fetchUserPatterns: fromCall<FetchUserPatternsOutput, FetchUserPatternsInput>(
      async ({ input, signal }) => ({
        conditionals: await client.getConditionalPatterns({ userId: input.userId }, { signal }),
      }),
    ),
    estimateDependencies: fromCall<EstimateDependenciesOutput, EstimateDependenciesInput>(
      ({ input, signal }) =>
        client.estimateDependencies(
          { ...input, existingDependencies: mutableDependencies(input.existingDependencies) },
          { signal },
        ),
    ),
    saveDependencies: fromCall<SaveDependenciesOutput, SaveDependenciesInput>(
      async ({ input, signal }) => {
        if (input.argumentId !== null) {
          await client.upsertDependencies(
            {
              argumentId: input.argumentId,
              dependencies: mutableDependencies(input.dependencies),
              premiseConditionals: input.premiseConditionals,
              claimIds: input.claimIds,
            },
            { signal },
          );
        }
        const { created, skipped, errors } = await client.batchSaveConditionals(
          { items: input.items },
          { signal },
        );
        return { created, skipped, errors };
      },
    ),
    resetDependencies: fromCall<ResetDependenciesOutput, ResetDependenciesInput>(
      async ({ input, signal }) => {
        const { results } = await client.batchResetConditionals(
          { dependencies: input.dependencies },
          { signal },
        );
        return { results };
      },
    ),
  };
}

/** The engine's read-only dependency map as the call's plain `Record<string, string[]>`. */
export function mutableDependencies(
  dependencies: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(dependencies).map(([id, parents]) => [id, [...parents]]),
  );
}
