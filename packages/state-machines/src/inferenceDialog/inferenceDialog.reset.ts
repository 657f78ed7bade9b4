import { normalizeForSave } from '@credence/engine';
import { cleanDependencySettings } from './inferenceDialog.dependencies';
import { openingOrigins } from './inferenceDialog.origins';
import {
  bayesianSlidersFromRecords,
  fallbackValuesFromRecords,
  isProbability,
  rowValuesFromRecords,
} from './inferenceDialog.records';
import {
  slidersFor,
  storedFallbackValues,
  storedTable,
  tableFrom,
} from './inferenceDialog.settings';
import { withFallbackValues } from './inferenceDialog.sync';
import type {
  DialogBayesianSliders,
  DialogConditionalRecord,
  DialogRowValues,
  DialogUserArgumentRecord,
  InferenceDialogContext,
} from './inferenceDialog.types';

type Context = InferenceDialogContext;
type FallbackValues = { pCGivenPremises?: number; pCGivenNotPremises?: number };

const premiseIds = (context: Context) => context.premises.map((premise) => premise.id);

/** Snaps reloaded values as saving does: ≤ 0.02 → 0, ≥ 0.98 → 1, else 4 decimals. */
function snapped(values: FallbackValues): FallbackValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, normalizeForSave(value)]),
  );
}

/** Fallback values stored as conditional records (the opening refresh uses them as they are). */
export function storedFallback(
  context: Context,
  records: readonly DialogConditionalRecord[],
): FallbackValues {
  return fallbackValuesFromRecords(records, context.conclusion.id, premiseIds(context));
}

/** Reset from DB, step 1: the stored records' fallback values, snapped. */
export function resetFallbackFromRecords(
  context: Context,
  records: readonly DialogConditionalRecord[],
): FallbackValues {
  return snapped(storedFallback(context, records));
}

/**
 * Reset from DB, step 2: the user-argument record's values when its evaluation mode is fallback
 * (inferenceStrength is P(C|Premises), fallbackSupport P(C|¬Premises)), snapped; else none.
 */
export function resetFallbackFromUserArgument(
  record: DialogUserArgumentRecord | null | undefined,
): FallbackValues {
  if (record?.evaluationMode !== 'fallback') return {};
  return snapped({
    ...(isProbability(record.inferenceStrength)
      ? { pCGivenPremises: record.inferenceStrength }
      : {}),
    ...(isProbability(record.fallbackSupport)
      ? { pCGivenNotPremises: record.fallbackSupport }
      : {}),
  });
}

/**
 * Reloaded fallback values (Reset from DB, or a failed one): the values, with the origins the
 * dialog opened with (a reset undoes what the user set in the dialog).
 */
export function reloadedFallback(context: Context, values: FallbackValues): Partial<Context> {
  const update = withFallbackValues(context, values);
  const { pCGivenPremises, pCGivenNotPremises } = openingOrigins(context);
  const settings = update.settings!;
  return {
    ...update,
    settings: {
      ...settings,
      valueOrigins: { ...settings.valueOrigins, pCGivenPremises, pCGivenNotPremises },
    },
  };
}

/**
 * A failed fallback reset: back to the initial settings' values (or 0.9 and 0.2) and their
 * dependencies.
 */
export function revertedFallback(context: Context): Partial<Context> {
  const update = reloadedFallback(context, storedFallbackValues(context.initialSettings));
  return {
    ...update,
    settings: { ...update.settings!, ...cleanDependencySettings(context.initialSettings) },
  };
}

/** The initial sliders: the opened settings' values, else the tab defaults 0.8 and 0.3. */
export function initialSliders(context: Context): DialogBayesianSliders {
  return slidersFor(context.premises, context.initialSettings?.bayesianNetworkData);
}

/** Bayesian Reset from DB: stored P(C|Pᵢ) and P(C|¬Pᵢ) where present, else the initial sliders. */
export function resetSliders(
  context: Context,
  records: readonly DialogConditionalRecord[],
): DialogBayesianSliders {
  const initial = initialSliders(context);
  const stored = bayesianSlidersFromRecords(records, context.conclusion.id, premiseIds(context));
  return {
    conditionalProbabilities: {
      ...initial.conditionalProbabilities,
      ...stored.conditionalProbabilities,
    },
    reverseConditionalProbabilities: {
      ...initial.reverseConditionalProbabilities,
      ...stored.reverseConditionalProbabilities,
    },
  };
}

/** The initial table: the opened settings' rows (if made for these premises), else 0.5 each. */
export function initialRows(context: Context): DialogRowValues {
  return storedTable(context.initialSettings, context.premises.length);
}

/** Truth Table Reset from DB: stored rows where present, else the initial table's. */
export function resetRows(
  context: Context,
  records: readonly DialogConditionalRecord[],
): DialogRowValues {
  const stored = rowValuesFromRecords(records, context.conclusion.id, premiseIds(context));
  return tableFrom(context.premises.length, { ...initialRows(context), ...stored });
}
