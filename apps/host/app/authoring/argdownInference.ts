/**
 * The inference settings an Argdown file carries (`@credence/engine`'s `ArgdownInference` and the
 * premises' Bayesian sliders), in both directions: from the user's saved evaluation for the
 * export, and back into an evaluation for the import, so that export → import keeps P(C).
 */
import type { EvaluationMode, UserArgumentEvaluation } from '@credence/api';
import type { ArgdownArgument, ArgdownInference } from '@credence/engine';
import type { z } from 'zod';

type SavedEvaluation = z.infer<typeof UserArgumentEvaluation>;
type Mode = z.infer<typeof EvaluationMode>;

/** Credence's defaults for what an Argdown file leaves out (the evaluator's own defaults). */
export const IMPORT_DEFAULTS = {
  mode: 'fallback',
  inferenceStrength: 0.9,
  fallbackSupport: 0.2,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function probability(value: unknown): number | undefined {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : undefined;
}

/** The saved settings of one mode (keys are stored lower-case; any case is read). */
function modeSettings(evaluation: SavedEvaluation, mode: string): Record<string, unknown> {
  const key = Object.keys(evaluation.evaluationSettings).find((k) => k.toLowerCase() === mode);
  const settings = key === undefined ? undefined : evaluation.evaluationSettings[key];
  return isRecord(settings) ? settings : {};
}

/** A truth table's rows as bit-string keys, from either stored form (record, or row array). */
function tableRows(value: unknown, premiseCount: number): Record<string, number> | undefined {
  const rows: Record<string, number> = {};
  if (Array.isArray(value) && value.length === 2 ** premiseCount) {
    value.forEach((entry, row) => {
      const p = probability(entry);
      if (p !== undefined) rows[row.toString(2).padStart(premiseCount, '0')] = p;
    });
  } else if (isRecord(value)) {
    for (const [key, entry] of Object.entries(value)) {
      const p = probability(entry);
      if (p !== undefined && key.length === premiseCount && /^[01]+$/.test(key)) rows[key] = p;
    }
  }
  return Object.keys(rows).length ? rows : undefined;
}

/**
 * For the export: the inference settings of the user's saved evaluation, and each premise's
 * Bayesian sliders (premise id → [P(C|Pᵢ), P(C|¬Pᵢ)]) when the mode is Bayesian.
 */
export function inferenceForExport(
  evaluation: SavedEvaluation | null,
  premiseIds: readonly string[],
): { inference?: ArgdownInference; sliders: Map<string, [number, number]> } {
  const sliders = new Map<string, [number, number]>();
  if (!evaluation) return { sliders };
  const mode = evaluation.evaluationMode;
  const settings = modeSettings(evaluation, mode);
  const inference: ArgdownInference = {
    mode,
    pCGivenPremises: probability(settings.pCGivenPremises) ?? evaluation.inferenceStrength,
    pCGivenNotPremises: probability(settings.pCGivenNotPremises) ?? evaluation.fallbackSupport,
  };
  if (mode === 'truth_table' && isRecord(settings.truthTableData)) {
    const rows = tableRows(settings.truthTableData.rowValues, premiseIds.length);
    if (rows) inference.rows = rows;
  }
  const bayesian = settings.bayesianNetworkData;
  if (mode === 'bayesian' && isRecord(bayesian) && isRecord(bayesian.conditionalProbabilities)) {
    const reverse = isRecord(bayesian.reverseConditionalProbabilities)
      ? bayesian.reverseConditionalProbabilities
      : {};
    for (const id of premiseIds) {
      const ifTrue = probability(bayesian.conditionalProbabilities[id]);
      const ifFalse = probability(reverse[id]);
      if (ifTrue !== undefined && ifFalse !== undefined) sliders.set(id, [ifTrue, ifFalse]);
    }
  }
  return { inference, sliders };
}

/** What the import saves: the evaluation's mode, strength values and that mode's settings. */
export interface ImportedEvaluation {
  evaluationMode: Mode;
  inferenceStrength: number;
  fallbackSupport: number;
  /** `saveEvaluation`'s settings keyed by mode; empty when the file names no mode. */
  evaluationSettings: Record<string, Record<string, unknown>>;
}

/**
 * For the import: the evaluation an imported argument's inference settings describe, with the
 * premises renamed to the ids the host gave them (`idOf`: import id → saved id). Without
 * settings in the file, Credence's defaults (fallback, 0.9 and 0.2) and no mode settings.
 */
export function evaluationFromImport(
  argument: ArgdownArgument,
  idOf: ReadonlyMap<string, string>,
): ImportedEvaluation {
  const inference = argument.inference;
  if (!inference) {
    return {
      evaluationMode: IMPORT_DEFAULTS.mode,
      inferenceStrength: IMPORT_DEFAULTS.inferenceStrength,
      fallbackSupport: IMPORT_DEFAULTS.fallbackSupport,
      evaluationSettings: {},
    };
  }
  const inferenceStrength = inference.pCGivenPremises ?? IMPORT_DEFAULTS.inferenceStrength;
  const fallbackSupport = inference.pCGivenNotPremises ?? IMPORT_DEFAULTS.fallbackSupport;
  const settings: Record<string, unknown> = {
    pCGivenPremises: inferenceStrength,
    pCGivenNotPremises: fallbackSupport,
  };
  if (inference.rows) settings.truthTableData = { rowValues: { ...inference.rows } };
  const forward: Record<string, number> = {};
  const reverse: Record<string, number> = {};
  for (const premise of argument.premises) {
    const id = idOf.get(premise.id);
    if (id === undefined || premise.pCIfTrue === undefined || premise.pCIfFalse === undefined)
      continue;
    forward[id] = premise.pCIfTrue;
    reverse[id] = premise.pCIfFalse;
  }
  if (Object.keys(forward).length)
    settings.bayesianNetworkData = {
      conditionalProbabilities: forward,
      reverseConditionalProbabilities: reverse,
    };
  return {
    evaluationMode: inference.mode,
    inferenceStrength,
    fallbackSupport,
    evaluationSettings: { [inference.mode]: settings },
  };
}
