import { type CredenceClient, isHttpError } from '@credence/api';
import { negationId } from '@credence/engine';
import { mutableDependencies } from '../dependencyEditor/dependencyEditor.actors';
import { fromCall } from '../shared/fromCall';
import type {
  DialogConditionalRecord,
  DialogDependencySettings,
  DialogUserArgumentRecord,
  LoadConditionalsInput,
  LoadDialogDependenciesInput,
  LoadUserArgumentInput,
  SaveBayesianToDbInput,
  SaveDialogDependenciesInput,
  SaveDialogSettingsInput,
  SaveFallbackToDbInput,
  SaveTruthTableToDbInput,
} from './inferenceDialog.types';

/** Options of {@link inferenceDialogActorsFromClient}: the parent's handlers. */
export interface InferenceDialogActorsOptions {
  /**
   * The dialog's Save: the parent's save handler (the evaluator applies the settings, which it
   * also receives as the `settings-applied` event, and saves them with its evaluation). Without
   * it, `saveSettings` resolves at once: the settings reach the server with the evaluator's save.
   */
  saveSettings?: (input: SaveDialogSettingsInput) => Promise<unknown> | unknown;
  /**
   * The Fallback tab's 'Save to DB' handler. Without it `saveFallbackToDb` is not provided: pass
   * `hasFallbackSaveHandler: false` to the machine, or provide it yourself.
   */
  saveFallbackToDb?: (input: SaveFallbackToDbInput) => Promise<unknown> | unknown;
}

/**
 * The inference dialog's injected actors built on a {@link @credence/api!CredenceClient}:
 * - `loadDependencies`: GET /api/arguments/:id → its `{ dependencies, premiseConditionals }`;
 * - `loadConditionals`: POST /api/user/conditional-probabilities/for-claims → the records;
 * - `loadUserArgument`: GET /api/user/arguments/update?argumentId= → `{ evaluationMode,
 *   inferenceStrength, fallbackSupport }`; a 404 (nothing saved) resolves `null`;
 * - `saveDependencies`: PUT /api/arguments/:argumentId/dependencies;
 * - `saveBayesianToDb`: per premise, P(C | Pᵢ) and P(C | ¬Pᵢ) (antecedent `~Pᵢ`) through the
 *   client's create-or-update `saveConditionalProbability`, one after the other;
 * - `saveTruthTableToDb`: POST /api/user/truth-table-probabilities with the three numbers, then
 *   each row as the record P(C | row), the row's premises plain (1) or negated (0), the way the
 *   dialog reads rows back;
 * - `saveSettings` and `saveFallbackToDb`: the parent's handlers, see
 *   {@link InferenceDialogActorsOptions}.
 */
export function inferenceDialogActorsFromClient(
  client: CredenceClient,
  options: InferenceDialogActorsOptions = {},
) {
  const { saveSettings, saveFallbackToDb } = options;
  const saveRecord = (
    conclusionId: string,
    antecedentClaims: string[],
    conditionalProbability: number,
    signal: AbortSignal,
  ) =>
    client.saveConditionalProbability(
      { consequentClaims: [conclusionId], antecedentClaims, conditionalProbability },
      { signal },
    );

  return {
    loadDependencies: fromCall<DialogDependencySettings, LoadDialogDependenciesInput>(
      async ({ input, signal }) => {
        const { argument } = await client.getArgument({ id: input.argumentId }, { signal });
        return {
          dependencies: argument.dependencies,
          premiseConditionals: argument.premiseConditionals,
        };
      },
    ),
    loadConditionals: fromCall<DialogConditionalRecord[], LoadConditionalsInput>(
      async ({ input, signal }) => {
        const { probabilities } = await client.getConditionalProbabilitiesForClaims(
          {
            claimIds: input.claimIds,
            ...(input.consequentClaims ? { consequentClaims: input.consequentClaims } : {}),
          },
          { signal },
        );
        return probabilities;
      },
    ),
    loadUserArgument: fromCall<DialogUserArgumentRecord | null, LoadUserArgumentInput>(
      async ({ input, signal }) => {
        try {
          const saved = await client.getUserArgument({ argumentId: input.argumentId }, { signal });
          return {
            evaluationMode: saved.evaluationMode,
            inferenceStrength: saved.inferenceStrength,
            fallbackSupport: saved.fallbackSupport,
          };
        } catch (error) {
          if (isHttpError(error, 404)) return null;
          throw error;
        }
      },
    ),
    saveDependencies: fromCall<void, SaveDialogDependenciesInput>(async ({ input, signal }) => {
      await client.upsertDependencies(
        {
          argumentId: input.argumentId,
          dependencies: mutableDependencies(input.dependencies),
          premiseConditionals: input.premiseConditionals,
          claimIds: input.claimIds,
        },
        { signal },
      );
    }),
    saveSettings: fromCall<void, SaveDialogSettingsInput>(async ({ input }) => {
      await saveSettings?.(input);
    }),
    ...(saveFallbackToDb
      ? {
          saveFallbackToDb: fromCall<void, SaveFallbackToDbInput>(async ({ input }) => {
            await saveFallbackToDb(input);
          }),
        }
      : {}),
    saveBayesianToDb: fromCall<void, SaveBayesianToDbInput>(async ({ input, signal }) => {
      for (const premiseId of input.premiseIds) {
        const forward = input.conditionalProbabilities[premiseId];
        const reverse = input.reverseConditionalProbabilities[premiseId];
        if (forward !== undefined)
          await saveRecord(input.conclusionId, [premiseId], forward, signal);
        if (reverse !== undefined) {
          await saveRecord(input.conclusionId, [negationId(premiseId)], reverse, signal);
        }
      }
    }),
    saveTruthTableToDb: fromCall<void, SaveTruthTableToDbInput>(async ({ input, signal }) => {
      await client.saveTruthTableProbabilities(
        {
          conclusionId: input.conclusionId,
          premiseIds: input.premiseIds,
          pCGivenPremises: input.pCGivenPremises,
          pCGivenNotPremises: input.pCGivenNotPremises,
          pC: input.pC,
        },
        { signal },
      );
      for (const [row, probability] of Object.entries(input.rowValues)) {
        if (row.length !== input.premiseIds.length) continue;
        const antecedents = input.premiseIds.map((id, index) =>
          row[index] === '1' ? id : negationId(id),
        );
        await saveRecord(input.conclusionId, antecedents, probability, signal);
      }
    }),
  };
}
