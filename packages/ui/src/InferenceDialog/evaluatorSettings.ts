import {
  type EvaluatorEvent,
  type EvaluatorModeSettings,
  type InferenceDialogEmitted,
  mutableDependencies,
} from '@credence/state-machines';

/** The dialog's `settings-applied` emitted event. */
export type InferenceSettingsApplied = Extract<
  InferenceDialogEmitted,
  { type: 'settings-applied' }
>;

/** The evaluator's `APPLY_EVALUATION_SETTINGS` event. */
export type ApplyEvaluationSettingsEvent = Extract<
  EvaluatorEvent,
  { type: 'APPLY_EVALUATION_SETTINGS' }
>;

/**
 * The evaluator event that applies the dialog's settings: the dialog emits `settings-applied`
 * (mode and version "3.0" tab settings); the evaluator machine takes the same data as
 * `APPLY_EVALUATION_SETTINGS`. Only the dependency lists change shape (the engine's are read-only
 * arrays), so they are copied.
 *
 * @example
 * useInferenceDialog(input, {
 *   onSettingsApplied: (event) => evaluator.send(applyEvaluationSettingsEvent(event)),
 * });
 */
export function applyEvaluationSettingsEvent(
  event: InferenceSettingsApplied,
): ApplyEvaluationSettingsEvent {
  const settings: EvaluatorModeSettings = {
    ...event.settings,
    dependencies: mutableDependencies(event.settings.dependencies),
  };
  return { type: 'APPLY_EVALUATION_SETTINGS', mode: event.mode, settings };
}
