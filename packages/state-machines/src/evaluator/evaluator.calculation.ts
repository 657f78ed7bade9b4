import {
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
  DEFAULT_PREMISE_PROBABILITY,
  type EvaluationInput,
  type EvaluationMode,
  evaluateArgument,
} from '@credence/engine';
import { errorMessage } from '../userSettings/userSettings.rules';
import {
  constraintDependencies,
  dependencySettings,
  modeSettings,
  numericConditionals,
} from './evaluator.settings';
import type { EvaluatorContext, StoredEvaluationMode } from './evaluator.types';

/** The engine mode of a stored mode: a demonstration is evaluated as fallback (strength 1). */
export function engineMode(mode: StoredEvaluationMode): EvaluationMode {
  return mode === 'demonstration' ? 'fallback' : mode;
}

/** What `evaluateArgument` gets for the current state. */
export function evaluationInput(context: EvaluatorContext): EvaluationInput {
  const premises = context.argument?.premises ?? [];
  const { dependencies, premiseConditionals } = dependencySettings(context);
  const settings = modeSettings(context);
  const input: EvaluationInput = {
    argumentType: context.argumentType,
    mode: engineMode(context.evaluationMode),
    premises: premises.map((premise) => ({
      id: premise.id,
      probability: context.premiseConfidences[premise.id] ?? DEFAULT_PREMISE_PROBABILITY,
    })),
    dependencies: constraintDependencies(
      dependencies,
      premises.map((premise) => premise.id),
    ),
    premiseConditionals: numericConditionals(premiseConditionals),
  };
  if (settings.pCGivenPremises !== undefined) input.pCGivenPremises = settings.pCGivenPremises;
  if (settings.pCGivenNotPremises !== undefined)
    input.pCGivenNotPremises = settings.pCGivenNotPremises;
  if (settings.bayesianNetworkData) input.bayesianNetworkData = settings.bayesianNetworkData;
  if (settings.truthTableData) input.truthTableData = settings.truthTableData;
  return input;
}

/**
 * The context with fresh calculated values from the engine. An unlocked conclusion of an
 * inductive argument follows P(C) (auto-update); a locked one, or a deductive one, keeps its
 * value. When the engine throws, the values are null and `calculationError` has its message.
 */
export function recalculated(context: EvaluatorContext): EvaluatorContext {
  if (!context.argument) return { ...context, calculatedValues: null, calculationError: null };
  try {
    const calculatedValues = evaluateArgument(evaluationInput(context));
    const follows = context.argumentType === 'INDUCTIVE' && !context.conclusionLocked;
    return {
      ...context,
      calculatedValues,
      calculationError: null,
      conclusionConfidence: follows ? calculatedValues.pC : context.conclusionConfidence,
    };
  } catch (error) {
    return { ...context, calculatedValues: null, calculationError: errorMessage(error) };
  }
}

/**
 * The inference strength P(C|Premises): 1 for a deductive argument; else the mode's setting, the
 * calculated value, or 0.9 when neither is known.
 */
export function inferenceStrength(context: EvaluatorContext): number {
  if (context.argumentType === 'DEDUCTIVE') return 1;
  return (
    modeSettings(context).pCGivenPremises ??
    context.calculatedValues?.pCGivenPremises ??
    DEFAULT_P_C_GIVEN_PREMISES
  );
}

/** The fallback support P(C|¬Premises): the mode's setting, the calculated value, or 0.2. */
export function fallbackSupport(context: EvaluatorContext): number {
  return (
    modeSettings(context).pCGivenNotPremises ??
    context.calculatedValues?.pCGivenNotPremises ??
    DEFAULT_P_C_GIVEN_NOT_PREMISES
  );
}
