import {
  bayesianFromTruthTable,
  type CalculatedValues,
  COMMIT_THRESHOLD,
  type EvaluationInput,
  type EvaluationMode,
  evaluateArgument,
  MODAL_SETTINGS_VERSION,
  truthTableFromBayesian,
} from '@credence/engine';
import { isProbability } from './inferenceDialog.records';
import { allTrueKey, engineMode } from './inferenceDialog.settings';
import type {
  DialogBayesianSliders,
  DialogCalculatedSummary,
  DialogRowValues,
  DialogTabSettings,
  InferenceDialogContext,
} from './inferenceDialog.types';

type Context = InferenceDialogContext;

/** What a calculation step changes: new fields, or the reason it failed (nothing else changes). */
type Update = Partial<Context>;

function failure(error: unknown): Update {
  return { calculationError: error instanceof Error ? error.message : String(error) };
}

/** The Bayesian sliders of settings, without the tab's other data. */
export function slidersOf(settings: DialogTabSettings): DialogBayesianSliders {
  return {
    conditionalProbabilities: settings.bayesianNetworkData.conditionalProbabilities,
    reverseConditionalProbabilities: settings.bayesianNetworkData.reverseConditionalProbabilities,
  };
}

/** The engine's input for `mode`, from the context and `settings`. */
export function evaluationInput(
  context: Context,
  mode: EvaluationMode,
  settings: DialogTabSettings = context.settings,
): EvaluationInput {
  return {
    mode,
    ...(context.argumentType ? { argumentType: context.argumentType } : {}),
    premises: context.premises.map(({ id, probability }) => ({ id, probability })),
    dependencies: settings.dependencies,
    premiseConditionals: settings.premiseConditionals,
    externalClaims: context.externalClaims,
    pCGivenPremises: settings.pCGivenPremises,
    pCGivenNotPremises: settings.pCGivenNotPremises,
    bayesianNetworkData: slidersOf(settings),
    truthTableData: { rowValues: settings.truthTableData.rowValues },
  };
}

/** The numbers of an engine result, for saved settings. */
export function summaryOf(result: CalculatedValues): DialogCalculatedSummary {
  const { pC, pCGivenPremises, pCGivenNotPremises, pPremises, pNotPremises, formula } = result;
  return { pC, pCGivenPremises, pCGivenNotPremises, pPremises, pNotPremises, formula };
}

/** The premise network the conversions need. */
function network(context: Context, settings: DialogTabSettings) {
  const { premises, dependencies, premiseConditionals, externalClaims } = evaluationInput(
    context,
    'truth_table',
    settings,
  );
  return { premises, dependencies, premiseConditionals, externalClaims };
}

/** Evaluates the truth table `rows`: the all-true row and the weighted average of the others. */
function evaluateTable(context: Context, rows: DialogRowValues): CalculatedValues {
  return evaluateArgument({
    ...evaluationInput(context, 'truth_table'),
    truthTableData: { rowValues: rows },
  });
}

/**
 * A Bayesian change: the sliders become custom, the truth table is generated from them
 * (`truthTableFromBayesian`) and the fallback values follow the table (`evaluateArgument`).
 */
export function syncFromBayesian(context: Context, sliders: DialogBayesianSliders): Update {
  try {
    const settings = context.settings;
    const table = {
      ...truthTableFromBayesian({ ...network(context, settings), ...sliders }).rowValues,
    };
    const summary = summaryOf(evaluateTable(context, table));
    return {
      bayesianDraft: null,
      tableDraft: null,
      calculationError: null,
      settings: {
        ...settings,
        pCGivenPremises: summary.pCGivenPremises,
        pCGivenNotPremises: summary.pCGivenNotPremises,
        hasCustomChanges: true,
        bayesianNetworkData: {
          ...settings.bayesianNetworkData,
          ...sliders,
          hasCustomChanges: true,
          generatedTruthTable: table,
          calculatedValues: summary,
        },
        truthTableData: {
          ...settings.truthTableData,
          rowValues: table,
          premiseCount: context.premises.length,
          hasCustomChanges: false,
          generatedFromBayesian: true,
          sourceParameters: sliders,
          calculatedValues: summary,
        },
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * A truth-table change: the rows become custom, the Bayesian data is generated from them
 * (`bayesianFromTruthTable`, with no custom-change flag) and the fallback values follow the
 * table: P(C|Premises) the all-true row, P(C|¬Premises) the weighted average of the others.
 */
export function syncFromTable(context: Context, rows: DialogRowValues): Update {
  try {
    const settings = context.settings;
    const sliders = bayesianFromTruthTable({ ...network(context, settings), rowValues: rows });
    const summary = summaryOf(evaluateTable(context, rows));
    return {
      tableDraft: null,
      calculationError: null,
      settings: {
        ...settings,
        pCGivenPremises: summary.pCGivenPremises,
        pCGivenNotPremises: summary.pCGivenNotPremises,
        hasCustomChanges: true,
        truthTableData: {
          ...settings.truthTableData,
          rowValues: rows,
          premiseCount: context.premises.length,
          hasCustomChanges: true,
          generatedFromBayesian: false,
          calculatedValues: summary,
        },
        bayesianNetworkData: {
          ...settings.bayesianNetworkData,
          ...sliders,
          hasCustomChanges: false,
          generatedTruthTable: rows,
          calculatedValues: summary,
        },
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * New fallback values. A new P(C|Premises) also becomes the all-true row of the table (and of a
 * pending table edit).
 */
export function withFallbackValues(
  context: Context,
  values: { pCGivenPremises?: number; pCGivenNotPremises?: number },
): Update {
  const settings = context.settings;
  const key = allTrueKey(context.premises.length);
  const allTrue = values.pCGivenPremises;
  const withRow = (rows: DialogRowValues) =>
    allTrue === undefined || !(key in rows) ? rows : { ...rows, [key]: allTrue };
  return {
    tableDraft: context.tableDraft && withRow(context.tableDraft),
    settings: {
      ...settings,
      ...values,
      truthTableData: {
        ...settings.truthTableData,
        rowValues: withRow(settings.truthTableData.rowValues),
      },
    },
  };
}

/** The active tab's evaluation (for the results panel) and its P(C). */
export function recalculated(context: Context): Update {
  try {
    const calculated = evaluateArgument(evaluationInput(context, engineMode(context.activeTab)));
    return {
      calculated,
      calculationError: null,
      settings: { ...context.settings, pC: calculated.pC },
    };
  } catch (error) {
    return { calculated: null, ...failure(error) };
  }
}

/**
 * The settings to hand over (to the parent or a save) for `mode`: version "3.0", P(C) computed in
 * that mode, the dependency flag, and for fallback the Fallback tab's data.
 */
export function settingsFor(context: Context, mode: EvaluationMode): DialogTabSettings {
  const settings = context.settings;
  let result: CalculatedValues | null = null;
  try {
    result = evaluateArgument(evaluationInput(context, mode));
  } catch {
    result = null;
  }
  const { dependencies, premiseConditionals } = settings;
  return {
    ...settings,
    version: MODAL_SETTINGS_VERSION,
    pC: result?.pC ?? settings.pC,
    isDependentMode: Object.keys(dependencies).length > 0,
    bayesianNetworkData: { ...settings.bayesianNetworkData, dependencies, premiseConditionals },
    ...(mode === 'fallback' && result
      ? {
          fallbackSupportData: {
            calculatedValues: summaryOf(result),
            dependencies,
            premiseConditionals,
            source: 'fallback' as const,
            fallbackSupport: settings.pCGivenNotPremises,
            premisesSupport: settings.pCGivenPremises,
          },
        }
      : {}),
  };
}

/** Whether `next` moves any value of `current` by more than the commit threshold (0.001). */
export function movesAny(
  current: Readonly<Record<string, number>>,
  next: Readonly<Record<string, number>> | undefined,
): boolean {
  return Object.entries(next ?? {}).some(
    ([key, value]) =>
      key in current &&
      isProbability(value) &&
      Math.abs((current[key] ?? value) - value) > COMMIT_THRESHOLD,
  );
}

/** `current` with the usable values of `next` for the keys `current` has. */
export function mergeValues(
  current: Readonly<Record<string, number>>,
  next: Readonly<Record<string, number>> | undefined,
): Record<string, number> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(next ?? {})) {
    if (key in current && isProbability(value)) merged[key] = value;
  }
  return merged;
}
