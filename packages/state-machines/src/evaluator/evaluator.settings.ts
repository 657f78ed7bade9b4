import { rowRecordView } from '@credence/engine';
import type {
  EvaluatorConditionalMap,
  EvaluatorContext,
  EvaluatorCounterexampleData,
  EvaluatorDependencyMap,
  EvaluatorModeSettings,
  EvaluatorSettingsByMode,
  StoredEvaluationMode,
} from './evaluator.types';

/** Every stored evaluation mode. */
export const EVALUATION_MODES: readonly StoredEvaluationMode[] = [
  'direct',
  'fallback',
  'bayesian',
  'truth_table',
  'demonstration',
];

/** The mode used when none is stored or the stored one is unknown. */
export const DEFAULT_EVALUATION_MODE: StoredEvaluationMode = 'fallback';

/** Reads a stored mode in any case (`'DIRECT'` → `'direct'`); null when it is not a mode. */
export function readEvaluationMode(value: unknown): StoredEvaluationMode | null {
  if (typeof value !== 'string') return null;
  const mode = value.toLowerCase();
  return EVALUATION_MODES.find((known) => known === mode) ?? null;
}

/** In DIRECT mode dependency and conditional settings are read from and written to FALLBACK's. */
export function dependencySettingsMode(mode: StoredEvaluationMode): StoredEvaluationMode {
  return mode === 'direct' ? 'fallback' : mode;
}

/** The current mode's own settings (strengths, tab data, counterexample). */
export function modeSettings(context: EvaluatorContext): EvaluatorModeSettings {
  return context.evaluationSettings[context.evaluationMode] ?? {};
}

/** The dependencies and conditionals in force for the current mode. */
export function dependencySettings(context: EvaluatorContext): {
  dependencies: EvaluatorDependencyMap;
  premiseConditionals: EvaluatorConditionalMap;
} {
  const settings = context.evaluationSettings[dependencySettingsMode(context.evaluationMode)] ?? {};
  return {
    dependencies: settings.dependencies ?? {},
    premiseConditionals: settings.premiseConditionals ?? {},
  };
}

/** Settings with one mode's entry merged with a change. */
export function withModeSettings(
  settings: EvaluatorSettingsByMode,
  mode: StoredEvaluationMode,
  change: EvaluatorModeSettings,
): EvaluatorSettingsByMode {
  return { ...settings, [mode]: { ...settings[mode], ...change } };
}

/**
 * Dependencies the constraint system keeps: premise ids with a non-empty array of string refs.
 */
export function constraintDependencies(
  dependencies: EvaluatorDependencyMap,
  premiseIds: readonly string[],
): EvaluatorDependencyMap {
  const kept: EvaluatorDependencyMap = {};
  for (const [id, parents] of Object.entries(dependencies)) {
    const refs = Array.isArray(parents) ? parents.filter((p) => typeof p === 'string' && p) : [];
    if (premiseIds.includes(id) && refs.length > 0) kept[id] = refs;
  }
  return kept;
}

/** Conditionals with numeric (finite) values only. */
export function numericConditionals(
  conditionals: Record<string, unknown>,
): EvaluatorConditionalMap {
  const kept: EvaluatorConditionalMap = {};
  for (const [key, value] of Object.entries(conditionals)) {
    if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
  }
  return kept;
}

/** Whether any premise of the argument depends on something, in the current mode. */
export function hasDependencies(context: EvaluatorContext): boolean {
  const premiseIds = context.argument?.premises.map((p) => p.id) ?? [];
  return (
    Object.keys(constraintDependencies(dependencySettings(context).dependencies, premiseIds))
      .length > 0
  );
}

/**
 * Removes one parent of a premise and its two conditionals; a premise left with no parents is
 * removed from the map.
 */
export function withoutParent(
  dependencies: EvaluatorDependencyMap,
  conditionals: EvaluatorConditionalMap,
  premiseId: string,
  parentId: string,
): { dependencies: EvaluatorDependencyMap; premiseConditionals: EvaluatorConditionalMap } {
  const base = parentId.replace(/^~+/, '');
  const parents = (dependencies[premiseId] ?? []).filter((p) => p.replace(/^~+/, '') !== base);
  const next = { ...dependencies };
  if (parents.length > 0) next[premiseId] = parents;
  else delete next[premiseId];
  const premiseConditionals = { ...conditionals };
  delete premiseConditionals[`${premiseId}|${base}`];
  delete premiseConditionals[`${premiseId}|~${base}`];
  return { dependencies: next, premiseConditionals };
}

/** Reads one mode's stored settings, keeping only well-formed fields. */
export function readModeSettings(value: unknown): EvaluatorModeSettings {
  if (!isRecord(value)) return {};
  const settings: EvaluatorModeSettings = {};
  if (isRecord(value.dependencies)) {
    const dependencies: EvaluatorDependencyMap = {};
    for (const [id, parents] of Object.entries(value.dependencies)) {
      if (Array.isArray(parents)) dependencies[id] = parents.filter((p) => typeof p === 'string');
    }
    settings.dependencies = dependencies;
  }
  if (isRecord(value.premiseConditionals)) {
    settings.premiseConditionals = numericConditionals(value.premiseConditionals);
  }
  if (isProbability(value.pCGivenPremises)) settings.pCGivenPremises = value.pCGivenPremises;
  if (isProbability(value.pCGivenNotPremises))
    settings.pCGivenNotPremises = value.pCGivenNotPremises;
  if (isRecord(value.counterexampleData) && typeof value.counterexampleData.isValid === 'boolean') {
    settings.counterexampleData = value.counterexampleData as EvaluatorCounterexampleData;
  }
  const bayesian = value.bayesianNetworkData;
  if (isRecord(bayesian) && isRecord(bayesian.conditionalProbabilities)) {
    settings.bayesianNetworkData = {
      conditionalProbabilities: numericConditionals(bayesian.conditionalProbabilities),
      reverseConditionalProbabilities: isRecord(bayesian.reverseConditionalProbabilities)
        ? numericConditionals(bayesian.reverseConditionalProbabilities)
        : {},
    };
  }
  if (isRecord(value.truthTableData) && isRecord(value.truthTableData.rowValues)) {
    settings.truthTableData = { rowValues: numericConditionals(value.truthTableData.rowValues) };
  } else if (isRecord(value.truthTableData) && isTableArray(value.truthTableData.rowValues)) {
    // A large table is stored in the array form (row number → value, see @credence/api): read
    // it as the engine's row view, so 2ⁿ keys are made only if someone lists them.
    const rows = value.truthTableData.rowValues;
    settings.truthTableData = {
      rowValues: rowRecordView(Float64Array.from(rows, clampProbability), Math.log2(rows.length)),
    };
  }
  if (
    isRecord(value.demonstrationData) &&
    typeof value.demonstrationData.isSuccessful === 'boolean'
  ) {
    settings.demonstrationData = { isSuccessful: value.demonstrationData.isSuccessful };
  }
  if (isRecord(value.valueOrigins)) {
    // The dialog's origins, text only: the dialog itself checks each one.
    settings.valueOrigins = Object.fromEntries(
      Object.entries(value.valueOrigins).filter(([, origin]) => typeof origin === 'string'),
    ) as Record<string, string>;
  }
  return settings;
}

/** Reads stored settings keyed by mode (keys in any case; unknown modes are dropped). */
export function readEvaluationSettings(value: Record<string, unknown>): EvaluatorSettingsByMode {
  const settings: EvaluatorSettingsByMode = {};
  for (const [key, entry] of Object.entries(value)) {
    const mode = readEvaluationMode(key);
    if (mode) settings[mode] = readModeSettings(entry);
  }
  return settings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole table in the array form: 2ⁿ numbers (n ≥ 1). */
function isTableArray(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    Number.isInteger(Math.log2(value.length)) &&
    value.every((entry) => typeof entry === 'number' && Number.isFinite(entry))
  );
}

function clampProbability(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function isProbability(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
