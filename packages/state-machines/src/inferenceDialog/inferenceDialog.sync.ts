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
import { followed, isUserSet } from './inferenceDialog.origins';
import { isProbability } from './inferenceDialog.records';
import { allTrueKey, engineMode } from './inferenceDialog.settings';
import type {
  DialogBayesianSliders,
  DialogCalculatedSummary,
  DialogRowValues,
  DialogTabSettings,
  DialogValueOrigin,
  InferenceDialogContext,
  InferenceDialogTab,
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
 * The fallback values another tab offers, for those the user did not set, with their origins
 * (see `inferenceDialog.origins.ts`).
 */
function followedFallback(
  settings: DialogTabSettings,
  summary: DialogCalculatedSummary,
  from: InferenceDialogTab,
): Pick<DialogTabSettings, 'pCGivenPremises' | 'pCGivenNotPremises' | 'valueOrigins'> {
  const origins = settings.valueOrigins;
  const follows = (key: 'pCGivenPremises' | 'pCGivenNotPremises') =>
    isUserSet(origins[key]) ? settings[key] : summary[key];
  return {
    pCGivenPremises: follows('pCGivenPremises'),
    pCGivenNotPremises: follows('pCGivenNotPremises'),
    valueOrigins: {
      ...origins,
      pCGivenPremises: followed(origins.pCGivenPremises, from),
      pCGivenNotPremises: followed(origins.pCGivenNotPremises, from),
    },
  };
}

/**
 * A Bayesian change: the sliders take `sliders` (with `origin`: `'user'` for the user's own
 * change), the truth table is generated from them (`truthTableFromBayesian`) and the fallback
 * values follow that table (`evaluateArgument`), except where the user set the table or a
 * fallback value: those stay.
 */
export function syncFromBayesian(
  context: Context,
  sliders: DialogBayesianSliders,
  origin: DialogValueOrigin = 'user',
): Update {
  try {
    const settings = context.settings;
    const table = {
      ...truthTableFromBayesian({ ...network(context, settings), ...sliders }).rowValues,
    };
    const summary = summaryOf(evaluateTable(context, table));
    const fallback = followedFallback(settings, summary, 'BAYESIAN');
    const tableFollows = !isUserSet(settings.valueOrigins.truthTable);
    return {
      bayesianDraft: null,
      tableDraft: tableFollows ? null : context.tableDraft,
      calculationError: null,
      settings: {
        ...settings,
        ...fallback,
        hasCustomChanges: true,
        valueOrigins: {
          ...fallback.valueOrigins,
          bayesian: origin,
          truthTable: followed(settings.valueOrigins.truthTable, 'BAYESIAN'),
        },
        bayesianNetworkData: {
          ...settings.bayesianNetworkData,
          ...sliders,
          hasCustomChanges: true,
          generatedTruthTable: table,
          calculatedValues: summary,
        },
        truthTableData: tableFollows
          ? {
              ...settings.truthTableData,
              rowValues: table,
              premiseCount: context.premises.length,
              hasCustomChanges: false,
              generatedFromBayesian: true,
              sourceParameters: sliders,
              calculatedValues: summary,
            }
          : settings.truthTableData,
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * A truth-table change: the rows take `rows` (with `origin`), the Bayesian data is generated
 * from them (`bayesianFromTruthTable`, with no custom-change flag) and the fallback values follow
 * the table: P(C|Premises) the all-true row, P(C|¬Premises) the weighted average of the others.
 * Sliders or fallback values the user set stay.
 */
export function syncFromTable(
  context: Context,
  rows: DialogRowValues,
  origin: DialogValueOrigin = 'user',
): Update {
  try {
    const settings = context.settings;
    const summary = summaryOf(evaluateTable(context, rows));
    const fallback = followedFallback(settings, summary, 'TRUTH_TABLE');
    const bayesianFollows = !isUserSet(settings.valueOrigins.bayesian);
    const sliders = bayesianFollows
      ? bayesianFromTruthTable({ ...network(context, settings), rowValues: rows })
      : null;
    return {
      tableDraft: null,
      calculationError: null,
      settings: {
        ...settings,
        ...fallback,
        hasCustomChanges: true,
        valueOrigins: {
          ...fallback.valueOrigins,
          truthTable: origin,
          bayesian: followed(settings.valueOrigins.bayesian, 'TRUTH_TABLE'),
        },
        truthTableData: {
          ...settings.truthTableData,
          rowValues: rows,
          premiseCount: context.premises.length,
          hasCustomChanges: true,
          generatedFromBayesian: false,
          calculatedValues: summary,
        },
        bayesianNetworkData: sliders
          ? {
              ...settings.bayesianNetworkData,
              ...sliders,
              hasCustomChanges: false,
              generatedTruthTable: rows,
              calculatedValues: summary,
            }
          : settings.bayesianNetworkData,
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/**
 * New fallback values, with `origin` for the values given (`'user'` for the user's own change;
 * absent: their origins stay). A new P(C|Premises) also becomes the all-true row of the table
 * (and of a pending table edit), unless the user set the table.
 */
export function withFallbackValues(
  context: Context,
  values: { pCGivenPremises?: number; pCGivenNotPremises?: number },
  origin?: DialogValueOrigin,
): Update {
  const settings = context.settings;
  const key = allTrueKey(context.premises.length);
  const allTrue = values.pCGivenPremises;
  const tableFollows = !isUserSet(settings.valueOrigins.truthTable);
  const withRow = (rows: DialogRowValues) =>
    allTrue === undefined || !tableFollows || !(key in rows) ? rows : { ...rows, [key]: allTrue };
  const origins = { ...settings.valueOrigins };
  if (origin !== undefined) {
    if (values.pCGivenPremises !== undefined) origins.pCGivenPremises = origin;
    if (values.pCGivenNotPremises !== undefined) origins.pCGivenNotPremises = origin;
  }
  return {
    tableDraft: context.tableDraft && withRow(context.tableDraft),
    settings: {
      ...settings,
      ...values,
      valueOrigins: origins,
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
