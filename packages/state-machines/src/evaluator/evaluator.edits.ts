import {
  DEFAULT_PREMISE_PROBABILITY,
  DIRECT_SWITCH_P_C_GIVEN_NOT_PREMISES,
  INFERENCE_BAR_MIN,
  SLIDER_MAX,
  SLIDER_MIN,
  TOLERANCE,
} from '@credence/engine';
import { recalculated } from './evaluator.calculation';
import {
  dependencySettings,
  dependencySettingsMode,
  withModeSettings,
  withoutParent,
} from './evaluator.settings';
import type {
  EvaluatorConditionalMap,
  EvaluatorConstraintState,
  EvaluatorContext,
  EvaluatorCounterexampleData,
  EvaluatorDependencyMap,
  EvaluatorModeSettings,
  EvaluatorSettingsByMode,
  StoredEvaluationMode,
} from './evaluator.types';

/** A slider value: a finite number from 0 to 1. */
export function isSliderValue(value: number): boolean {
  return Number.isFinite(value) && value >= SLIDER_MIN && value <= SLIDER_MAX;
}

/** A value of the inference-strength bar, which spans 0.5..1. */
export function isInferenceBarValue(value: number): boolean {
  return isSliderValue(value) && value >= INFERENCE_BAR_MIN;
}

/** Float noise allowed when comparing a change with the tolerance (`0.501 − 0.5` is not > 0.001). */
const FLOAT_SLACK = 1e-12;

/** Whether a credence moved by more than 0.001 (`TOLERANCE`): only then are constraints checked. */
export function movedMoreThanTolerance(previous: number | undefined, next: number): boolean {
  return previous === undefined || Math.abs(next - previous) - TOLERANCE > FLOAT_SLACK;
}

/** A deductive conclusion may only be 0, 0.5 or 1. */
export const DEDUCTIVE_CONCLUSION_VALUES: readonly number[] = [0, 0.5, 1];

/** A premise's new credence, then the evaluation. */
export function withPremiseConfidence(
  context: EvaluatorContext,
  premiseId: string,
  value: number,
): EvaluatorContext {
  return recalculated({
    ...context,
    premiseConfidences: { ...context.premiseConfidences, [premiseId]: value },
  });
}

/** The conclusion's new credence (the caller has checked the lock and deductive values). */
export function withConclusionConfidence(
  context: EvaluatorContext,
  value: number,
): EvaluatorContext {
  return { ...context, conclusionConfidence: value, conclusionSetByUser: true };
}

/** The conclusion follows the computed P(C) again. */
export function withConclusionFollowingPC(context: EvaluatorContext): EvaluatorContext {
  return recalculated({ ...context, conclusionSetByUser: false });
}

/**
 * The inference-strength bar moved: outside DIRECT it switches to DIRECT with P(C|Premises) = the
 * value and P(C|¬Premises) = 0.2; in DIRECT it only updates the strength.
 */
export function withInferenceStrength(context: EvaluatorContext, value: number): EvaluatorContext {
  const change: EvaluatorModeSettings =
    context.evaluationMode === 'direct'
      ? { pCGivenPremises: value }
      : { pCGivenPremises: value, pCGivenNotPremises: DIRECT_SWITCH_P_C_GIVEN_NOT_PREMISES };
  return recalculated({
    ...context,
    evaluationMode: 'direct',
    evaluationSettings: withModeSettings(context.evaluationSettings, 'direct', change),
  });
}

/** Another evaluation mode. */
export function withEvaluationMode(
  context: EvaluatorContext,
  mode: StoredEvaluationMode,
): EvaluatorContext {
  return recalculated({ ...context, evaluationMode: mode });
}

/**
 * A mode's settings applied (the inference dialog's Save): the mode becomes current; its
 * dependencies and conditionals go where that mode keeps them (FALLBACK's for DIRECT).
 */
export function withAppliedSettings(
  context: EvaluatorContext,
  mode: StoredEvaluationMode,
  settings: EvaluatorModeSettings,
): EvaluatorContext {
  const { dependencies, premiseConditionals, ...own } = settings;
  let evaluationSettings = withModeSettings(context.evaluationSettings, mode, own);
  const dependencyChange: EvaluatorModeSettings = {};
  if (dependencies) dependencyChange.dependencies = dependencies;
  if (premiseConditionals) dependencyChange.premiseConditionals = premiseConditionals;
  evaluationSettings = withModeSettings(
    evaluationSettings,
    dependencySettingsMode(mode),
    dependencyChange,
  );
  return recalculated({ ...context, evaluationMode: mode, evaluationSettings });
}

/** New dependencies and conditionals for the current mode (FALLBACK's in DIRECT mode). */
export function withDependencies(
  context: EvaluatorContext,
  dependencies: EvaluatorDependencyMap,
  premiseConditionals: EvaluatorConditionalMap,
): EvaluatorContext {
  return recalculated({
    ...context,
    evaluationSettings: withModeSettings(
      context.evaluationSettings,
      dependencySettingsMode(context.evaluationMode),
      { dependencies, premiseConditionals },
    ),
  });
}

/** A dependency deleted elsewhere: the parent and its conditionals go, without a refresh. */
export function withDeletedDependency(
  context: EvaluatorContext,
  premiseId: string,
  parentId: string,
): EvaluatorContext {
  const current = dependencySettings(context);
  const next = withoutParent(
    current.dependencies,
    current.premiseConditionals,
    premiseId,
    parentId,
  );
  return withDependencies(context, next.dependencies, next.premiseConditionals);
}

/** A linked argument saved for a premise: the premise's relationships gain it (no reload). */
export function withLinkedArgument(
  context: EvaluatorContext,
  link: { premiseId: string; sourceArgumentId: number; linkType: 'refute' | 'support' },
): EvaluatorContext {
  const argument = context.argument;
  if (!argument) return context;
  const relationship = {
    sourceArgumentId: link.sourceArgumentId,
    targetArgumentId: argument.id,
    linkType: link.linkType,
  };
  const premises = argument.premises.map((premise) => {
    if (premise.id !== link.premiseId) return premise;
    const existing = premise.objectionStatus?.dialecticalRelationships ?? [];
    if (existing.some((known) => known.sourceArgumentId === link.sourceArgumentId)) return premise;
    return {
      ...premise,
      objectionStatus: { dialecticalRelationships: [...existing, relationship] },
    };
  });
  return { ...context, argument: { ...argument, premises } };
}

/** The conviction setting applied: the argument is deductive (strength forced to 1). */
export function withConvictionApplied(context: EvaluatorContext): EvaluatorContext {
  return recalculated({ ...context, argumentType: 'DEDUCTIVE', convictionApplied: true });
}

/**
 * The bar moved back below the conviction line: the argument the conviction made deductive is
 * inductive again, with the bar's new strength (as any bar move: DIRECT mode).
 */
export function withConvictionReverted(context: EvaluatorContext, value: number): EvaluatorContext {
  return withInferenceStrength(
    { ...context, argumentType: 'INDUCTIVE', convictionApplied: false },
    value,
  );
}

/** A valid counterexample: the argument reverts to inductive. */
export function withValidCounterexample(context: EvaluatorContext): EvaluatorContext {
  return recalculated({ ...context, argumentType: 'INDUCTIVE', convictionApplied: false });
}

/** An invalid counterexample: its data is stored in the current mode's settings. */
export function withCounterexampleData(
  context: EvaluatorContext,
  data: EvaluatorCounterexampleData,
): EvaluatorContext {
  return {
    ...context,
    evaluationSettings: withModeSettings(context.evaluationSettings, context.evaluationMode, {
      counterexampleData: data,
    }),
  };
}

/** A successful demonstration applied: the conclusion's probability is 1. */
export function withDemonstrationApplied(context: EvaluatorContext): EvaluatorContext {
  return {
    ...context,
    conclusionConfidence: 1,
    evaluationSettings: withModeSettings(context.evaluationSettings, 'demonstration', {
      demonstrationData: { isSuccessful: true },
    }),
  };
}

/** A lock toggled (held locally only). */
export function withPremiseLockToggled(
  context: EvaluatorContext,
  premiseId: string,
): EvaluatorContext {
  const locked = context.lockedPremiseIds.includes(premiseId);
  return {
    ...context,
    lockedPremiseIds: locked
      ? context.lockedPremiseIds.filter((id) => id !== premiseId)
      : [...context.lockedPremiseIds, premiseId],
  };
}

/**
 * Reset Evaluation: unlocked premises back to 0.5, every mode's strengths and tab data cleared
 * (dependencies and conditionals, the argument's structure, are kept), then evaluated. Locked
 * premises and a locked conclusion keep their values.
 */
export function withEvaluationReset(context: EvaluatorContext): EvaluatorContext {
  const premiseConfidences: Record<string, number> = {};
  for (const [id, value] of Object.entries(context.premiseConfidences)) {
    premiseConfidences[id] = context.lockedPremiseIds.includes(id)
      ? value
      : DEFAULT_PREMISE_PROBABILITY;
  }
  const evaluationSettings: EvaluatorSettingsByMode = {};
  for (const [mode, settings] of Object.entries(context.evaluationSettings) as [
    StoredEvaluationMode,
    EvaluatorModeSettings | undefined,
  ][]) {
    const kept: EvaluatorModeSettings = {};
    if (settings?.dependencies) kept.dependencies = settings.dependencies;
    if (settings?.premiseConditionals) kept.premiseConditionals = settings.premiseConditionals;
    evaluationSettings[mode] = kept;
  }
  return recalculated({
    ...context,
    premiseConfidences,
    evaluationSettings,
    conclusionSetByUser: false,
    constraints: { ...context.constraints, moved: {} },
  });
}

/** Premise credences set by the constraint system, with its report, then the evaluation. */
export function withPremiseConfidences(
  context: EvaluatorContext,
  premiseConfidences: Record<string, number>,
  constraints: EvaluatorConstraintState,
): EvaluatorContext {
  return recalculated({ ...context, premiseConfidences, constraints });
}
