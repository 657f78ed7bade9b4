import { type CredenceClient, isHttpError, type UserId } from '@credence/api';
import { fromCall } from '../shared/fromCall';
import type {
  LoadUserSettingsInput,
  LoadUserSettingsOutput,
} from '../userSettings/userSettings.types';
import type {
  LoadEvaluatorArgumentInput,
  LoadEvaluatorArgumentOutput,
  SaveEvaluationInput,
  SaveEvaluationOutput,
  SaveEvaluatorDependenciesInput,
  UpdateUserArgumentInput,
  UpdateUserArgumentOutput,
} from './evaluator.types';

/** Options of {@link evaluatorActorsFromClient}. */
export interface EvaluatorActorsOptions {
  /**
   * The signed-in user: settings are then read through the client's 24 h settings cache
   * (`getUserSettings`, which never fails: it falls back to the cache, then the defaults).
   * Without it the settings are fetched uncached and a failure rejects.
   */
  userId?: UserId;
}

/**
 * The evaluator's injected actors built on a {@link @credence/api!CredenceClient}, for
 * `evaluatorMachine.provide({ actors: evaluatorActorsFromClient(client) })`:
 * - `loadArgument`: GET /api/arguments/:id (`getArgument`); a 404 resolves `{ argument: null }`
 *   (the machine's "argument not found"), other failures reject; with it GET
 *   /api/dialectical/source/:argumentId, whose failure only leaves `sourceRelationships` empty;
 * - `saveEvaluation`: PUT /api/objects/evaluations/:argumentId;
 * - `saveDependencies`: PUT /api/arguments/:argumentId/dependencies (the dependencies changed in
 *   the evaluator, stored with Save Evaluation);
 * - `updateUserArgument`: POST /api/user/arguments/update;
 * - `loadUserSettings`: GET /api/user/settings (see {@link EvaluatorActorsOptions.userId}).
 *
 * The evaluator's sharing, visibility and image requests are emitted events, not actors: the app
 * handles them (for instance with the share machine and {@link shareActorsFromClient}).
 */
export function evaluatorActorsFromClient(
  client: CredenceClient,
  options: EvaluatorActorsOptions = {},
) {
  return {
    loadArgument: fromCall<LoadEvaluatorArgumentOutput, LoadEvaluatorArgumentInput>(
      async ({ input, signal }) => {
        try {
          // The relationships only decide whether the Dialectic Manager button shows: when they
          // cannot be read the argument is still evaluated, without the button.
          const [{ argument }, sourceRelationships] = await Promise.all([
            client.getArgument({ id: input.argumentId }, { signal }),
            client
              .getDialecticalSource({ argumentId: input.argumentId }, { signal })
              .then((source) => source.dialecticalRelationships)
              .catch(() => []),
          ]);
          return { argument: { ...argument, sourceRelationships } };
        } catch (error) {
          if (isHttpError(error, 404)) return { argument: null };
          throw error;
        }
      },
    ),
    saveEvaluation: fromCall<SaveEvaluationOutput, SaveEvaluationInput>(
      async ({ input, signal }) => {
        const saved = await client.saveEvaluation(input, { signal });
        return {
          success: true,
          argumentId: saved.argumentId,
          evaluationMode: saved.evaluationMode,
        };
      },
    ),
    saveDependencies: fromCall<void, SaveEvaluatorDependenciesInput>(async ({ input, signal }) => {
      await client.upsertDependencies(input, { signal });
    }),
    updateUserArgument: fromCall<UpdateUserArgumentOutput, UpdateUserArgumentInput>(
      async ({ input, signal }) => {
        await client.updateUserArgument(input, { signal });
        return { success: true };
      },
    ),
    loadUserSettings: fromCall<LoadUserSettingsOutput, LoadUserSettingsInput>(async ({ signal }) =>
      loadSettings(client, options.userId, signal),
    ),
  };
}

/** GET /api/user/settings: cached when the user is known, else straight from the server. */
export async function loadSettings(
  client: CredenceClient,
  userId: UserId | undefined,
  signal: AbortSignal,
): Promise<LoadUserSettingsOutput> {
  if (userId !== undefined) {
    return { settings: await client.getUserSettings({ userId }, { signal }) };
  }
  return client.request('getUserSettings', { signal });
}
