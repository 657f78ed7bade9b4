import {
  type ArgumentType,
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
  defaultTruthTable,
  type EvaluationMode,
  FIXED_PRIOR_PROBABILITY,
  INITIAL_ROW_VALUE,
  isUsableClaimId,
  MODAL_SETTINGS_VERSION,
  readRowValues,
  rowCount,
  rowKey,
  rowRecordView,
  TRUTH_TABLE_TAB_VERSION,
} from '@credence/engine';
import { cleanDependencySettings } from './inferenceDialog.dependencies';
import { storedOrigins } from './inferenceDialog.origins';
import { isProbability } from './inferenceDialog.records';
import type {
  DialogBayesianSliders,
  DialogEvaluationMode,
  DialogPremise,
  DialogRowValues,
  DialogTabSettings,
  InferenceDialogContext,
  InferenceDialogInput,
  InferenceDialogTab,
  StoredDialogTabSettings,
} from './inferenceDialog.types';

/**
 * Whether the dialog has a Demonstration tab: only a deductive argument can be demonstrated (an
 * argument of unknown type is treated as deductive only when it says so).
 */
export function hasDemonstrationTab(argumentType: ArgumentType | undefined): boolean {
  return argumentType === 'DEDUCTIVE';
}

/**
 * The tab a stored mode opens: direct and fallback open the Fallback tab; demonstration opens
 * the Demonstration tab of a deductive argument, else the Fallback tab.
 */
export function openingTab(
  mode: DialogEvaluationMode,
  argumentType?: ArgumentType,
): InferenceDialogTab {
  switch (mode) {
    case 'bayesian':
      return 'BAYESIAN';
    case 'truth_table':
      return 'TRUTH_TABLE';
    case 'demonstration':
      return hasDemonstrationTab(argumentType) ? 'DEMONSTRATION' : 'FALLBACK';
    default:
      return 'FALLBACK';
  }
}

/** The mode a tab saves as. */
export const TAB_MODES: Record<InferenceDialogTab, DialogEvaluationMode> = {
  FALLBACK: 'fallback',
  BAYESIAN: 'bayesian',
  TRUTH_TABLE: 'truth_table',
  DEMONSTRATION: 'demonstration',
};

/** The engine mode that computes a tab's numbers (a demonstration is a proof: fallback maths). */
export function engineMode(tab: InferenceDialogTab): EvaluationMode {
  const mode = TAB_MODES[tab];
  return mode === 'demonstration' || mode === 'direct' ? 'fallback' : mode;
}

/** Usable premise ids: the claims dependencies are loaded for. */
export function premiseClaimIds(premises: readonly DialogPremise[]): string[] {
  return premises.map((premise) => premise.id).filter(isUsableClaimId);
}

/** Usable ids of the conclusion and the premises: the claims conditional records are loaded for. */
export function argumentClaimIds(context: InferenceDialogContext): string[] {
  return [context.conclusion.id, ...context.premises.map((premise) => premise.id)].filter(
    isUsableClaimId,
  );
}

/** The all-true row's key for `n` premises (`''` with none). */
export function allTrueKey(premiseCount: number): string {
  return rowKey(rowCount(premiseCount) - 1, premiseCount);
}

/**
 * A plain table for `n` premises: the stored rows where they fit (clamped to 0..1), the others at
 * the initial row value 0.5. Empty when the engine cannot hold the table (its error is reported
 * by the next calculation).
 */
export function tableFrom(premiseCount: number, stored?: DialogRowValues): DialogRowValues {
  try {
    const defaults = { allTrue: INITIAL_ROW_VALUE, other: INITIAL_ROW_VALUE };
    const { values } = readRowValues(stored, premiseCount, defaults);
    return { ...rowRecordView(values, premiseCount) };
  } catch {
    return {};
  }
}

/** The table after the premise count changed: 0.9 for the all-true row, 0.2 for the others. */
export function regeneratedTable(premiseCount: number): DialogRowValues {
  try {
    return { ...defaultTruthTable(premiseCount, 'regenerated') };
  } catch {
    return {};
  }
}

/** Sliders for the premises: the given values where usable, else the tab defaults 0.8 and 0.3. */
export function slidersFor(
  premises: readonly DialogPremise[],
  given?: Partial<DialogBayesianSliders>,
): DialogBayesianSliders {
  const sliders: DialogBayesianSliders = {
    conditionalProbabilities: {},
    reverseConditionalProbabilities: {},
  };
  for (const { id } of premises) {
    const forward = given?.conditionalProbabilities?.[id];
    const reverse = given?.reverseConditionalProbabilities?.[id];
    sliders.conditionalProbabilities[id] = isProbability(forward)
      ? forward
      : DEFAULT_BAYESIAN_FORWARD;
    sliders.reverseConditionalProbabilities[id] = isProbability(reverse)
      ? reverse
      : DEFAULT_BAYESIAN_REVERSE;
  }
  return sliders;
}

/** The fallback values of stored settings, or the defaults 0.9 and 0.2. */
export function storedFallbackValues(stored: StoredDialogTabSettings | null | undefined) {
  return {
    pCGivenPremises: isProbability(stored?.pCGivenPremises)
      ? stored.pCGivenPremises
      : DEFAULT_P_C_GIVEN_PREMISES,
    pCGivenNotPremises: isProbability(stored?.pCGivenNotPremises)
      ? stored.pCGivenNotPremises
      : DEFAULT_P_C_GIVEN_NOT_PREMISES,
  };
}

/** The table stored settings give for `n` premises: theirs if it was made for `n`, else regenerated. */
export function storedTable(
  stored: StoredDialogTabSettings | null | undefined,
  premiseCount: number,
): DialogRowValues {
  const table = stored?.truthTableData;
  if (!table?.rowValues) return tableFrom(premiseCount);
  const madeFor = table.premiseCount ?? Object.keys(table.rowValues)[0]?.length ?? premiseCount;
  return madeFor === premiseCount
    ? tableFrom(premiseCount, table.rowValues)
    : regeneratedTable(premiseCount);
}

/** The dialog's settings when it opens, from the stored ones (any part may be missing). */
export function initialTabSettings(input: InferenceDialogInput): DialogTabSettings {
  const stored = input.settings ?? null;
  const n = input.premises.length;
  const { dependencies, premiseConditionals } = cleanDependencySettings(stored);
  const storedBayesian = stored?.bayesianNetworkData;
  return {
    version: MODAL_SETTINGS_VERSION,
    ...storedFallbackValues(stored),
    pC: isProbability(stored?.pC) ? stored.pC : FIXED_PRIOR_PROBABILITY,
    dependencies,
    premiseConditionals,
    hasCustomChanges: stored?.hasCustomChanges === true,
    bayesianNetworkData: {
      priorProbability: FIXED_PRIOR_PROBABILITY,
      ...slidersFor(input.premises, storedBayesian),
      dependencies,
      premiseConditionals,
      version: MODAL_SETTINGS_VERSION,
      hasCustomChanges: storedBayesian?.hasCustomChanges === true,
    },
    truthTableData: {
      rowValues: storedTable(stored, n),
      premiseCount: n,
      version: TRUTH_TABLE_TAB_VERSION,
      hasCustomChanges: stored?.truthTableData?.hasCustomChanges === true,
    },
    demonstrationData: { isSuccessful: stored?.demonstrationData?.isSuccessful === true },
    isDependentMode: Object.keys(dependencies).length > 0,
    valueOrigins: storedOrigins(stored),
  };
}

/** The dialog's context when it opens. */
export function initialContext(input: InferenceDialogInput): InferenceDialogContext {
  return {
    argumentId: input.argumentId ?? null,
    argumentType: input.argumentType,
    openingMode: input.mode,
    conclusion: input.conclusion,
    premises: input.premises,
    externalClaims: input.externalClaims ?? {},
    activeTab: openingTab(input.mode, input.argumentType),
    settings: initialTabSettings(input),
    initialSettings: input.settings ?? null,
    calculated: null,
    calculationError: null,
    bayesianDraft: null,
    tableDraft: null,
    fallbackApplyPending: false,
    hasFallbackSaveHandler: input.hasFallbackSaveHandler !== false,
    tabErrors: { fallback: null, bayesian: null, truthTable: null },
  };
}
