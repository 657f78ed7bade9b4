import type {
  ArgumentType,
  CalculatedValues,
  ConditionalMap,
  DependencyMap,
} from '@credence/engine';

/** The dialog's tabs. */
export type InferenceDialogTab = 'FALLBACK' | 'BAYESIAN' | 'TRUTH_TABLE' | 'DEMONSTRATION';

/** Evaluation modes as stored (lowercase); `direct` opens the Fallback tab. */
export type DialogEvaluationMode =
  | 'direct'
  | 'fallback'
  | 'bayesian'
  | 'truth_table'
  | 'demonstration';

/** The header status: Loading..., Saving..., Successfully saved! (or nothing when idle). */
export type DialogHeaderStatus = 'idle' | 'loading' | 'saving' | 'success';

/** Row key (`'110'`: premises 1 and 2 true, 3 false) → P(C | row), as a plain object. */
export type DialogRowValues = Record<string, number>;

/** The Bayesian tab's sliders, by premise id. */
export interface DialogBayesianSliders {
  /** Premise id → P(C | premise). */
  conditionalProbabilities: Record<string, number>;
  /** Premise id → P(C | ¬premise). */
  reverseConditionalProbabilities: Record<string, number>;
}

/** The numbers of an evaluation, without the debug data (what saved settings carry). */
export interface DialogCalculatedSummary {
  pC: number;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  pPremises: number;
  pNotPremises: number;
  formula: string;
}

/** The Bayesian tab's data (spec §3 `bayesianNetworkData`). */
export interface DialogBayesianData extends DialogBayesianSliders {
  /** Fixed at 0.5. */
  priorProbability: number;
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  version: string;
  /** The user changed the sliders; false when regenerated from the truth table. */
  hasCustomChanges: boolean;
  generatedTruthTable?: DialogRowValues;
  calculatedValues?: DialogCalculatedSummary;
}

/** The Truth Table tab's data (spec §3 `truthTableData`; the tab's own version "2.0"). */
export interface DialogTruthTableData {
  rowValues: DialogRowValues;
  premiseCount: number;
  version: string;
  /** The user changed rows; false when generated from the Bayesian data or regenerated. */
  hasCustomChanges: boolean;
  generatedFromBayesian?: boolean;
  sourceParameters?: DialogBayesianSliders;
  calculatedValues?: DialogCalculatedSummary;
}

/** The Fallback tab's data (spec §3 `fallbackSupportData` and fallback settings). */
export interface DialogFallbackData {
  calculatedValues: DialogCalculatedSummary;
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  source: 'fallback';
  /** P(C | ¬Premises). */
  fallbackSupport: number;
  /** P(C | Premises). */
  premisesSupport: number;
}

/**
 * Where a value of the dialog comes from: `'initial'` (the stored settings or a default, not set
 * by the user), `'user'` (the user set it: no other tab changes it), or the tab it was derived
 * from (`'FALLBACK'`, `'BAYESIAN'`, `'TRUTH_TABLE'`). See `inferenceDialog.origins.ts`.
 */
export type DialogValueOrigin = 'initial' | 'user' | InferenceDialogTab;

/** The origin of each value the tabs share: the two fallback values, the sliders, the rows. */
// A type rather than an interface: the evaluator keeps it as a plain record of texts.
export type DialogValueOrigins = {
  pCGivenPremises: DialogValueOrigin;
  pCGivenNotPremises: DialogValueOrigin;
  /** The Bayesian sliders, as a whole. */
  bayesian: DialogValueOrigin;
  /** The truth-table rows, as a whole. */
  truthTable: DialogValueOrigin;
};

/** The dialog's tab settings (spec §3 "Tab settings (modal, version 3.0)"). */
export interface DialogTabSettings {
  version: string;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  pC: number;
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  hasCustomChanges: boolean;
  bayesianNetworkData: DialogBayesianData;
  truthTableData: DialogTruthTableData;
  fallbackSupportData?: DialogFallbackData;
  demonstrationData: { isSuccessful: boolean };
  isDependentMode: boolean;
  /** Which values the user set and which follow another tab (saved, so a reopening keeps them). */
  valueOrigins: DialogValueOrigins;
}

/** Tab settings as stored (any part may be missing). */
export type StoredDialogTabSettings = Partial<
  Omit<
    DialogTabSettings,
    'bayesianNetworkData' | 'truthTableData' | 'demonstrationData' | 'valueOrigins'
  >
> & {
  valueOrigins?: Partial<DialogValueOrigins>;
  bayesianNetworkData?: Partial<DialogBayesianData>;
  truthTableData?: Partial<DialogTruthTableData>;
  demonstrationData?: { isSuccessful?: boolean };
};

/** A premise: id, text and the user's credence (0.5 when absent). */
export interface DialogPremise {
  id: string;
  content?: string;
  probability?: number;
  /** The formula saved with the premise (a verified reconstruction), shown on the Demonstration tab. */
  formula?: string | null;
}

/** The conclusion. */
export interface DialogClaim {
  id: string;
  content?: string;
  /** The formula saved with the conclusion, shown on the Demonstration tab. */
  formula?: string | null;
}

/** A toast the dialog shows (spec §8 texts). */
export interface DialogToast {
  kind: 'success' | 'error';
  text: string;
}

/** Input of {@link inferenceDialogMachine}: what the dialog opens with. */
export interface InferenceDialogInput {
  /** The saved argument's id; null for an unsaved one (nothing is loaded by id). */
  argumentId?: number | null;
  argumentType?: ArgumentType;
  /** The evaluation mode the dialog opens in; direct and fallback open the Fallback tab. */
  mode: DialogEvaluationMode;
  conclusion: DialogClaim;
  premises: DialogPremise[];
  /** The stored tab settings; also what a failed load or reset falls back to. */
  settings?: StoredDialogTabSettings | null;
  /** Credences of parent claims outside the argument. */
  externalClaims?: Record<string, number>;
  /** Whether the app has a Fallback "Save to DB" handler (default true); without one, nothing is saved. */
  hasFallbackSaveHandler?: boolean;
}

/** The last Save/Reset failure of each tab (shown with the error icon for 3 s). */
export interface DialogTabErrors {
  fallback: string | null;
  bayesian: string | null;
  truthTable: string | null;
}

/** Context of {@link inferenceDialogMachine}. */
export interface InferenceDialogContext {
  argumentId: number | null;
  argumentType: ArgumentType | undefined;
  openingMode: DialogEvaluationMode;
  conclusion: DialogClaim;
  premises: DialogPremise[];
  externalClaims: Record<string, number>;
  /** The tab shown (mirrors the `tab` region). */
  activeTab: InferenceDialogTab;
  /** The dialog's working tab settings. */
  settings: DialogTabSettings;
  /** The settings the dialog opened with (null: none were stored). */
  initialSettings: StoredDialogTabSettings | null;
  /** The active tab's evaluation (engine result) for the results panel; null if it failed. */
  calculated: CalculatedValues | null;
  /** Why the last calculation failed (e.g. a dependency cycle), else null. */
  calculationError: string | null;
  /** Bayesian slider values not yet synced (300 ms debounce); null when none. */
  bayesianDraft: DialogBayesianSliders | null;
  /** Truth-table row values not yet synced (300 ms of quiet); null when none. */
  tableDraft: DialogRowValues | null;
  /** Fallback slider values changed and not yet sent to the parent. */
  fallbackApplyPending: boolean;
  hasFallbackSaveHandler: boolean;
  tabErrors: DialogTabErrors;
}

/** Events of {@link inferenceDialogMachine}. */
export type InferenceDialogEvent =
  | { type: 'SELECT_TAB'; tab: InferenceDialogTab }
  /** Fallback sliders (either or both). */
  | { type: 'FALLBACK_CHANGED'; pCGivenPremises?: number; pCGivenNotPremises?: number }
  /** Bayesian sliders or an AI estimate: the given premises' values are replaced. */
  | { type: 'BAYESIAN_CHANGED'; sliders: Partial<DialogBayesianSliders> }
  /** Truth-table rows or an AI estimate: the given rows are replaced. */
  | { type: 'TRUTH_TABLE_CHANGED'; rowValues: DialogRowValues }
  /** The premises or their credences changed. */
  | { type: 'PREMISES_CHANGED'; premises: DialogPremise[] }
  /** The dependency editor changed the dependencies. */
  | {
      type: 'DEPENDENCIES_CHANGED';
      dependencies: DependencyMap;
      premiseConditionals: ConditionalMap;
    }
  /** The user removed one antecedent of a premise. */
  | { type: 'ANTECEDENT_REMOVED'; premiseId: string; antecedentId: string }
  /** Broadcast from elsewhere: a dependency was deleted (removed here without a refresh). */
  | { type: 'DEPENDENCY_DELETED'; targetId: string; sourceId: string }
  | { type: 'DEMONSTRATION_RESULT'; isSuccessful: boolean }
  /** The dialog's Save button. */
  | { type: 'SAVE' }
  | { type: 'FALLBACK_SAVE_TO_DB' }
  | { type: 'FALLBACK_RESET_FROM_DB' }
  | { type: 'BAYESIAN_SAVE_TO_DB' }
  | { type: 'BAYESIAN_RESET_FROM_DB' }
  | { type: 'TRUTH_TABLE_SAVE_TO_DB' }
  | { type: 'TRUTH_TABLE_RESET_FROM_DB' }
  /** Internal (raised): the machine rewrote the table, so table syncing pauses for 100 ms. */
  | { type: 'TABLE_REWRITTEN' };

/**
 * Emitted by {@link inferenceDialogMachine}:
 * - `toast`: a §8 toast to show;
 * - `settings-applied`: settings for the parent (evaluator) to apply, version "3.0" with pC;
 * - `dependency-graph-changed`: the last antecedent of a premise was removed, for the app to
 *   broadcast (the window event of the spec).
 */
export type InferenceDialogEmitted =
  | { type: 'toast'; toast: DialogToast }
  | { type: 'settings-applied'; mode: DialogEvaluationMode; settings: DialogTabSettings }
  | {
      type: 'dependency-graph-changed';
      premiseId: string;
      dependencies: DependencyMap;
      premiseConditionals: ConditionalMap;
    };

/** Dependencies and premise conditionals (the api's `DependenciesResponse`). */
export interface DialogDependencySettings {
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
}

/** Input of the `loadDependencies` actor: the argument's stored dependency settings. */
export interface LoadDialogDependenciesInput {
  argumentId: number;
  claimIds: string[];
}

/** Input of the `loadConditionals` actor (the api's `ConditionalProbabilitiesForClaimsRequest`). */
export interface LoadConditionalsInput {
  claimIds: string[];
  consequentClaims?: string[];
}

/** A stored conditional probability (the api's `ConditionalProbabilityRecord`). */
export interface DialogConditionalRecord {
  id: number;
  antecedentClaims: string[];
  consequentClaims: string[];
  conditionalProbability: number;
  createdAt: string;
}

/** Input of the `loadUserArgument` actor (GET /api/user/arguments/update?argumentId=). */
export interface LoadUserArgumentInput {
  argumentId: number;
}

/** Output of the `loadUserArgument` actor (the api's `UserArgumentResponse`); null: none saved. */
export interface DialogUserArgumentRecord {
  evaluationMode: DialogEvaluationMode;
  inferenceStrength: number;
  fallbackSupport: number;
}

/** Input of the `saveDependencies` actor (the api's `UpsertDependenciesRequest` and argument id). */
export interface SaveDialogDependenciesInput extends DialogDependencySettings {
  argumentId: number;
  claimIds: string[];
}

/** Input of the `saveSettings` actor: the dialog's Save (the parent's save handler). */
export interface SaveDialogSettingsInput {
  evaluationMode: DialogEvaluationMode;
  settings: DialogTabSettings;
}

/** Input of the `saveFallbackToDb` actor: the Fallback tab's Save to DB handler. */
export interface SaveFallbackToDbInput {
  settings: DialogTabSettings;
}

/** Input of the `saveBayesianToDb` actor: the sliders as P(C|Pᵢ) and P(C|¬Pᵢ) records. */
export interface SaveBayesianToDbInput extends DialogBayesianSliders {
  conclusionId: string;
  premiseIds: string[];
}

/**
 * Input of the `saveTruthTableToDb` actor: the rows, and the three numbers of the api's
 * `SaveTruthTableProbabilitiesRequest`.
 */
export interface SaveTruthTableToDbInput {
  conclusionId: string;
  premiseIds: string[];
  rowValues: DialogRowValues;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  pC: number;
}
