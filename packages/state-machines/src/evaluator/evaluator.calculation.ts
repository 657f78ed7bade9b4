import {
  type CalculatedValues,
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
 *
 * An argument of `calculation.offThreadFrom` premises or more is not evaluated here: a request is
 * counted instead, and the machine's `calculation` region runs it in the `evaluateArgument`
 * actor ({@link withCalculatedValues} applies the answer). Meanwhile the last values stay if they
 * are for the same premises, so the screen keeps its numbers instead of blanking at every move.
 */
export function recalculated(context: EvaluatorContext): EvaluatorContext {
  if (!context.argument) return { ...context, calculatedValues: null, calculationError: null };
  if (isOffThread(context)) {
    const { calculation } = context;
    return {
      ...context,
      calculatedValues: samePremises(context) ? context.calculatedValues : null,
      calculation: { ...calculation, requested: calculation.requested + 1 },
    };
  }
  try {
    return withCalculatedValues(context, evaluateArgument(evaluationInput(context)));
  } catch (error) {
    return withCalculationError(context, error);
  }
}

/** Whether the argument is evaluated by the `evaluateArgument` actor rather than in place. */
export function isOffThread(context: EvaluatorContext): boolean {
  return (context.argument?.premises.length ?? 0) >= context.calculation.offThreadFrom;
}

/** Whether a requested evaluation has not been applied yet. */
export function isCalculationPending(context: EvaluatorContext): boolean {
  return context.calculation.requested !== context.calculation.applied;
}

/**
 * The context with an evaluation's result, the conclusion following P(C) where it should: an
 * inductive argument's conclusion that is neither locked nor set by the user. A conclusion the
 * user put somewhere stays there (never snapped back); the UI shows the computed P(C) beside it.
 */
export function withCalculatedValues(
  context: EvaluatorContext,
  calculatedValues: CalculatedValues,
): EvaluatorContext {
  const follows =
    context.argumentType === 'INDUCTIVE' &&
    !context.conclusionLocked &&
    !context.conclusionSetByUser;
  return {
    ...context,
    calculatedValues,
    calculationError: null,
    conclusionConfidence: follows ? calculatedValues.pC : context.conclusionConfidence,
  };
}

/** The context after the engine threw: no values, and its message. */
export function withCalculationError(context: EvaluatorContext, error: unknown): EvaluatorContext {
  return { ...context, calculatedValues: null, calculationError: errorMessage(error) };
}

function samePremises(context: EvaluatorContext): boolean {
  const shown = context.calculatedValues?.debugData.rows.premiseIds;
  const premises = context.argument?.premises ?? [];
  return (
    shown !== undefined &&
    shown.length === premises.length &&
    premises.every((premise, index) => shown[index] === premise.id)
  );
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
