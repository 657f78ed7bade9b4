import {
  DEFAULT_PREMISE_PROBABILITY,
  type EvaluationInput,
  normalizeArgumentType,
} from '@credence/engine';
import { defaultUserSettings } from '../userSettings/userSettings.rules';
import { evaluationInput, recalculated } from './evaluator.calculation';
import {
  DEFAULT_EVALUATION_MODE,
  dependencySettingsMode,
  readEvaluationMode,
  readEvaluationSettings,
  withModeSettings,
} from './evaluator.settings';
import type { EvaluatorArgument, EvaluatorContext, EvaluatorInput } from './evaluator.types';

/** Whether the argument can be evaluated: it exists and has a conclusion. */
export function isCompleteArgument(
  argument: EvaluatorArgument | null | undefined,
): argument is EvaluatorArgument {
  return Boolean(argument?.conclusion);
}

/**
 * The context for a freshly loaded argument:
 * - the type through `normalizeArgumentType` (unknown → DEDUCTIVE, its warning kept);
 * - the saved mode (any case; default fallback) and settings per mode;
 * - the argument's stored dependencies and conditionals (the database's records) as those of
 *   the mode in force (FALLBACK's in DIRECT mode), over any kept in the saved settings;
 * - the saved strengths as the fallback/direct settings when those carry none;
 * - saved credences, 0.5 for premises without one; the saved locks (of premises still there);
 * - then evaluated.
 */
export function loadedContext(
  base: EvaluatorContext,
  argument: EvaluatorArgument,
): EvaluatorContext {
  return recalculated(argumentContext(base, argument));
}

/**
 * {@link loadedContext} before its evaluation: the settings, credences and locks read from a
 * loaded argument. The network view reads every linked argument through it, so a linked
 * argument is evaluated exactly as the evaluator would evaluate it when opened.
 */
export function argumentContext(
  base: EvaluatorContext,
  argument: EvaluatorArgument,
): EvaluatorContext {
  const { type, warning } = normalizeArgumentType(argument.argumentType);
  const evaluation = argument.evaluation;
  const evaluationMode = readEvaluationMode(evaluation?.evaluationMode) ?? DEFAULT_EVALUATION_MODE;
  let evaluationSettings = evaluation ? readEvaluationSettings(evaluation.evaluationSettings) : {};
  if (argument.dependencies) {
    evaluationSettings = withModeSettings(
      evaluationSettings,
      dependencySettingsMode(evaluationMode),
      {
        dependencies: argument.dependencies,
        premiseConditionals: argument.premiseConditionals ?? {},
      },
    );
  }
  if (evaluation && (evaluationMode === 'fallback' || evaluationMode === 'direct')) {
    const own = evaluationSettings[evaluationMode];
    evaluationSettings = withModeSettings(evaluationSettings, evaluationMode, {
      pCGivenPremises: own?.pCGivenPremises ?? evaluation.inferenceStrength,
      pCGivenNotPremises: own?.pCGivenNotPremises ?? evaluation.fallbackSupport,
    });
  }
  const saved = new Map(evaluation?.premises.map((p) => [p.id, p.probability]) ?? []);
  const lockedIds = new Set(evaluation?.locks?.premiseIds ?? []);
  const premiseConfidences: Record<string, number> = {};
  for (const premise of argument.premises) {
    premiseConfidences[premise.id] = saved.get(premise.id) ?? DEFAULT_PREMISE_PROBABILITY;
  }
  return {
    ...base,
    argumentId: argument.id,
    argument,
    argumentType: type,
    warnings: warning ? [...base.warnings, warning] : base.warnings,
    evaluationMode,
    evaluationSettings,
    premiseConfidences,
    conclusionConfidence: evaluation?.conclusion?.probability ?? DEFAULT_PREMISE_PROBABILITY,
    lockedPremiseIds: argument.premises.map((p) => p.id).filter((id) => lockedIds.has(id)),
    conclusionLocked: evaluation?.locks?.conclusion ?? false,
    conclusionSetByUser: false,
    convictionApplied: false,
    error: null,
    constraints: { ...base.constraints, corrections: [], moved: {}, violations: [], error: null },
    dependencyChanges: { made: 0, saved: 0 },
  };
}

/** The machine's starting context; with `initialArgument`, already loaded. */
export function initialContext(input: EvaluatorInput | undefined): EvaluatorContext {
  const { detailLevel, conviction, constraintResolutionMode, networkView } =
    input?.userSettings ?? defaultUserSettings();
  const base: EvaluatorContext = {
    argumentId: input?.initialArgument?.id ?? input?.argumentId ?? null,
    argument: null,
    argumentType: 'INDUCTIVE',
    premiseConfidences: {},
    conclusionConfidence: DEFAULT_PREMISE_PROBABILITY,
    evaluationMode: DEFAULT_EVALUATION_MODE,
    evaluationSettings: {},
    calculatedValues: null,
    calculationError: null,
    calculation: {
      offThreadFrom: input?.offThreadFrom ?? Number.POSITIVE_INFINITY,
      requested: 0,
      started: 0,
      applied: 0,
    },
    lockedPremiseIds: [],
    conclusionLocked: false,
    conclusionSetByUser: false,
    convictionApplied: false,
    userSettings: {
      detailLevel,
      conviction,
      constraintResolutionMode,
      networkView: networkView ?? false,
    },
    constraints: {
      enabled: input?.constraintsEnabled ?? true,
      corrections: [],
      moved: {},
      violations: [],
      error: null,
    },
    error: null,
    toast: null,
    warnings: [],
    pendingSave: null,
    changedDuringSave: false,
    dependencyChanges: { made: 0, saved: 0 },
  };
  return isCompleteArgument(input?.initialArgument)
    ? loadedContext(base, input.initialArgument)
    : base;
}

/**
 * What `evaluateArgument` gets for a loaded argument as the caller saved its evaluation (mode,
 * settings, credences, dependencies and conditionals): the input the evaluator would compute
 * when it opens that argument, before any change.
 */
export function savedEvaluationInput(argument: EvaluatorArgument): EvaluationInput {
  return evaluationInput(argumentContext(initialContext(undefined), argument));
}
