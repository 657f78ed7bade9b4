import type { CalculatedValues, EvaluationInput } from '@credence/engine';
import type { SnapshotFrom } from 'xstate';
import { evaluationInput, inferenceStrength, isCalculationPending } from './evaluator.calculation';
import { constraintSystemMode, type EvaluatorConstraintSystemMode } from './evaluator.constraints';
import type { evaluatorMachine } from './evaluator.machine';
import {
  LOADING_ARGUMENT_EVALUATION,
  loadErrorText,
  MISSING_ARGUMENT_DATA,
  SAVE_EVALUATION_LABEL,
  SAVED_LABEL,
  SAVING_LABEL,
} from './evaluator.messages';
import { dependencySettings } from './evaluator.settings';
import type {
  EvaluatorConditionalMap,
  EvaluatorDependencyMap,
  EvaluatorSettingsByMode,
  StoredEvaluationMode,
} from './evaluator.types';

/** A snapshot of {@link evaluatorMachine}. */
export type EvaluatorSnapshot = SnapshotFrom<typeof evaluatorMachine>;

/** The screen's status text: loading, "Error: {message}", the missing-data warning, or null. */
export function selectScreenMessage(snapshot: EvaluatorSnapshot): string | null {
  const matches = snapshot.matches.bind(snapshot);
  if (matches({ screen: 'loading' })) return LOADING_ARGUMENT_EVALUATION;
  if (matches({ screen: 'error' })) return loadErrorText(snapshot.context.error ?? '');
  if (matches({ screen: 'missingData' })) return MISSING_ARGUMENT_DATA;
  return null;
}

/** The Save Evaluation button: "Saving..." then "Saved"; disabled while saving or once saved. */
export function selectSaveButton(snapshot: EvaluatorSnapshot): {
  label: string;
  disabled: boolean;
} {
  const matches = snapshot.matches.bind(snapshot);
  if (matches({ screen: { ready: { save: 'saving' } } }))
    return { label: SAVING_LABEL, disabled: true };
  if (
    matches({ screen: { ready: { save: 'savingDependencies' } } }) ||
    matches({ screen: { ready: { save: 'updatingUserArgument' } } })
  ) {
    return { label: SAVING_LABEL, disabled: true };
  }
  if (matches({ screen: { ready: { save: 'saved' } } }))
    return { label: SAVED_LABEL, disabled: true };
  return { label: SAVE_EVALUATION_LABEL, disabled: !matches({ screen: 'ready' }) };
}

/**
 * Whether leaving now would lose something the user did: a change (a credence, a lock, a
 * dependency, a mode's settings…) not saved yet, or a save still under way (leaving stops it).
 * False while loading, for an evaluation just loaded or saved, and for one never saved and not
 * changed.
 */
export function selectHasUnsavedChanges(snapshot: EvaluatorSnapshot): boolean {
  const matches = snapshot.matches.bind(snapshot);
  return (
    matches({ screen: { ready: { save: 'unsaved' } } }) ||
    matches({ screen: { ready: { save: 'saving' } } }) ||
    matches({ screen: { ready: { save: 'savingDependencies' } } }) ||
    matches({ screen: { ready: { save: 'updatingUserArgument' } } })
  );
}

/** The mode shown: a deductive argument always displays Demonstration mode. */
export function selectDisplayMode(snapshot: EvaluatorSnapshot): StoredEvaluationMode {
  const { context } = snapshot;
  return context.argumentType === 'DEDUCTIVE' ? 'demonstration' : context.evaluationMode;
}

/** The inference-strength bar's value (1 for deductive arguments, locked at 100 %). */
export function selectInferenceStrength(snapshot: EvaluatorSnapshot): number {
  return inferenceStrength(snapshot.context);
}

/**
 * What `evaluateArgument` gets for the argument as it stands now (the live credences and
 * settings): the network view evaluates the root with it, so a moved slider moves the network.
 */
export function selectEvaluationInput(snapshot: EvaluatorSnapshot): EvaluationInput {
  return evaluationInput(snapshot.context);
}

/** The constraint system's mode (deductive arguments force `'deductive'`). */
export function selectConstraintSystemMode(
  snapshot: EvaluatorSnapshot,
): EvaluatorConstraintSystemMode {
  return constraintSystemMode(snapshot.context);
}

/**
 * Whether an evaluation off the main thread is under way: the shown values are the last ones and
 * new ones are coming (large arguments only, see `EvaluatorInput.offThreadFrom`).
 */
export function selectCalculationPending(snapshot: EvaluatorSnapshot): boolean {
  return isCalculationPending(snapshot.context);
}

/**
 * Whether the constraint system has a check pending (scheduled after a change, or correcting):
 * its corrections may still change the credences.
 */
export function selectConstraintsPending(snapshot: EvaluatorSnapshot): boolean {
  return (
    snapshot.matches({ screen: { ready: { constraints: 'scheduled' } } }) ||
    snapshot.matches({ screen: { ready: { constraints: 'correcting' } } })
  );
}

/**
 * The dependencies and conditionals in force for the displayed mode (what the dependency editor
 * and the results panel show).
 */
export function selectDependencySettings(snapshot: EvaluatorSnapshot): {
  dependencies: EvaluatorDependencyMap;
  premiseConditionals: EvaluatorConditionalMap;
} {
  return dependencySettings(snapshot.context);
}

/** The spec's "evaluation state", as the debug panel reads it. */
export interface EvaluatorEvaluationState {
  premiseConfidences: Record<string, number>;
  conclusionConfidence: number;
  evaluationMode: StoredEvaluationMode;
  evaluationSettings: EvaluatorSettingsByMode;
  calculatedValues: CalculatedValues | null;
  argumentId: number | null;
  isSaving: boolean;
  isSavedRemotely: boolean;
  isLoading: boolean;
  error: string | null;
  convictionApplied: boolean;
  showCounterexampleModal: boolean;
}

/** The snapshot as the spec's evaluation state. */
export function selectEvaluationState(snapshot: EvaluatorSnapshot): EvaluatorEvaluationState {
  const matches = snapshot.matches.bind(snapshot);
  const { context } = snapshot;
  return {
    premiseConfidences: context.premiseConfidences,
    conclusionConfidence: context.conclusionConfidence,
    evaluationMode: context.evaluationMode,
    evaluationSettings: context.evaluationSettings,
    calculatedValues: context.calculatedValues,
    argumentId: context.argumentId,
    isSaving:
      matches({ screen: { ready: { save: 'saving' } } }) ||
      matches({ screen: { ready: { save: 'savingDependencies' } } }) ||
      matches({ screen: { ready: { save: 'updatingUserArgument' } } }),
    isSavedRemotely: matches({ screen: { ready: { save: 'saved' } } }),
    isLoading: matches({ screen: 'loading' }),
    error: context.error,
    convictionApplied: context.convictionApplied,
    showCounterexampleModal: matches({ screen: { ready: { counterexample: 'open' } } }),
  };
}

/**
 * The premises whose dependencies are overridden (spec: "a premise that is backed by a supporting
 * argument or is the target of an objection: the formal argument takes precedence"): each
 * premise with a dialectical relationship aiming at it, in the argument's order. The dependency
 * editor shows their dependencies with the broken-link icon and a disabled slider.
 */
export function selectOverriddenPremiseIds(snapshot: EvaluatorSnapshot): string[] {
  const argument = snapshot.context.argument;
  if (!argument) return [];
  return argument.premises
    .filter((premise) => (premise.objectionStatus?.dialecticalRelationships ?? []).length > 0)
    .map((premise) => premise.id);
}

/**
 * The arguments that conclude a premise (its supporting arguments, `linkType` 'support'): a
 * premise with any is a sub-conclusion, and choosing it (`SELECT_SUBCONCLUSION`) opens the one
 * argument, or, with several, shows the spec's 'Multiple linked arguments detected…' toast.
 */
export function selectSubconclusionArgumentIds(
  snapshot: EvaluatorSnapshot,
  premiseId: string,
): number[] {
  const premise = snapshot.context.argument?.premises.find(({ id }) => id === premiseId);
  const links = premise?.objectionStatus?.dialecticalRelationships ?? [];
  return [
    ...new Set(
      links.filter((link) => link.linkType === 'support').map((link) => link.sourceArgumentId),
    ),
  ];
}

/**
 * The Dialectic Manager button: shown only when some premise has dialectical relationships or
 * the argument is the source of some. It leads to `/explore?mode=dialectic&argumentId={id}`,
 * with `linkedArguments` (comma-separated ids of the other arguments) only when any exist.
 */
export function selectDialecticManager(
  snapshot: EvaluatorSnapshot,
): { visible: false } | { visible: true; href: string } {
  const argument = snapshot.context.argument;
  if (!argument) return { visible: false };
  const relationships = [
    ...argument.premises.flatMap(
      (premise) => premise.objectionStatus?.dialecticalRelationships ?? [],
    ),
    ...(argument.sourceRelationships ?? []),
  ];
  if (relationships.length === 0) return { visible: false };
  const linked = [
    ...new Set(
      relationships
        .flatMap((link) => [link.sourceArgumentId, link.targetArgumentId])
        .filter((id) => id !== argument.id),
    ),
  ];
  const query = new URLSearchParams({ mode: 'dialectic', argumentId: String(argument.id) });
  if (linked.length > 0) query.set('linkedArguments', linked.join(','));
  return { visible: true, href: `/explore?${query.toString().replace(/%2C/g, ',')}` };
}
