import { isHttpError } from '@credence/api';
import { DEFAULT_PREMISE_PROBABILITY, normalizeForSave } from '@credence/engine';
import { errorMessage } from '../userSettings/userSettings.rules';
import { fallbackSupport, inferenceStrength } from './evaluator.calculation';
import { dependencySettings } from './evaluator.settings';
import type {
  EvaluatorContext,
  EvaluatorModeSettings,
  EvaluatorPendingSave,
  SaveEvaluatorDependenciesInput,
} from './evaluator.types';

/**
 * The two requests of a save, fixed when it starts:
 * - inference strength P(C|Premises) (1 for a deductive argument; undefined → 0.9) and fallback
 *   support P(C|¬Premises) (undefined → 0.2);
 * - premise credences, and the conclusion's (undefined pC → 0.5);
 * - every number normalised with `normalizeForSave` (≤ 0.02 → 0, ≥ 0.98 → 1, else 4 decimals);
 * - settings per mode as plain data (engine row views are copied);
 * - the premise and conclusion locks (premises in the argument's order), and the premise ids
 *   the evaluation was made for (the server refuses a save for premises since changed);
 * - the dependencies in force, when they changed since they were loaded or last saved.
 * The argument id is filled in by the save's answer before the dependency and user-argument
 * requests.
 */
export function pendingSave(context: EvaluatorContext): EvaluatorPendingSave {
  const argumentId = context.argumentId ?? 0;
  const evaluationMode = context.evaluationMode;
  const strength = normalizeForSave(inferenceStrength(context));
  const support = normalizeForSave(fallbackSupport(context));
  const premises = (context.argument?.premises ?? []).map((premise) => ({
    id: premise.id,
    probability: normalizeForSave(
      context.premiseConfidences[premise.id] ?? DEFAULT_PREMISE_PROBABILITY,
    ),
  }));
  const pC = Number.isFinite(context.conclusionConfidence)
    ? context.conclusionConfidence
    : (context.calculatedValues?.pC ?? DEFAULT_PREMISE_PROBABILITY);
  const evaluationSettings: Record<string, Record<string, unknown>> = {};
  for (const [mode, settings] of Object.entries(context.evaluationSettings)) {
    if (settings) evaluationSettings[mode] = plainSettings(settings);
  }
  const premiseIds = (context.argument?.premises ?? []).map((premise) => premise.id);
  const { made, saved } = context.dependencyChanges;
  return {
    evaluation: {
      argumentId,
      evaluationMode,
      inferenceStrength: strength,
      fallbackSupport: support,
      evaluationSettings,
      locks: {
        premiseIds: premiseIds.filter((id) => context.lockedPremiseIds.includes(id)),
        conclusion: context.conclusionLocked,
      },
      premiseIds,
    },
    userArgument: {
      argumentId,
      evaluationMode,
      inferenceStrength: strength,
      fallbackSupport: support,
      premises,
      conclusion: {
        id: context.argument?.conclusion?.id ?? '',
        probability: normalizeForSave(pC),
      },
    },
    dependencies: made === saved ? null : dependencyRequest(context),
    dependencyChangesAt: made,
  };
}

/** The dependencies in force as the `saveDependencies` request, on the argument's premises. */
export function dependencyRequest(context: EvaluatorContext): SaveEvaluatorDependenciesInput {
  const { dependencies, premiseConditionals } = dependencySettings(context);
  return {
    argumentId: context.argumentId ?? 0,
    dependencies: Object.fromEntries(
      Object.entries(dependencies).map(([id, parents]) => [id, [...parents]]),
    ),
    premiseConditionals: { ...premiseConditionals },
    claimIds: (context.argument?.premises ?? []).map((premise) => premise.id),
  };
}

function plainSettings(settings: EvaluatorModeSettings): Record<string, unknown> {
  const plain: Record<string, unknown> = { ...settings };
  if (settings.truthTableData)
    plain.truthTableData = { rowValues: { ...settings.truthTableData.rowValues } };
  return plain;
}

/**
 * What a failed save shows: when the server refused the request (400) and said why — e.g. the
 * argument's premises changed since the page was opened, reload it — its reason, which tells the
 * user what to do; otherwise the error's own message (the spec's "Failed to save evaluation:
 * {statusText}" for a failed PUT).
 */
export function saveFailureText(error: unknown): string {
  if (isHttpError(error, 400)) {
    const body = error.body;
    const reason =
      typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    if (typeof reason === 'string' && reason !== '') return reason;
  }
  return errorMessage(error);
}
