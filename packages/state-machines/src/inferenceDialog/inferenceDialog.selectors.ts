import { type BayesViolation, bayesConsistency } from '@credence/engine';
import type { SnapshotFrom } from 'xstate';
import type { inferenceDialogMachine } from './inferenceDialog.machine';
import { HEADER_STATUS_TEXT, SAVE_BUTTON_LABEL } from './inferenceDialog.messages';
import { derivedFrom, isUserSet } from './inferenceDialog.origins';
import { slidersOf } from './inferenceDialog.sync';
import type {
  DialogBayesianSliders,
  DialogHeaderStatus,
  DialogRowValues,
  DialogValueOrigins,
  InferenceDialogContext,
  InferenceDialogTab,
} from './inferenceDialog.types';

/** A snapshot of {@link inferenceDialogMachine}. */
export type InferenceDialogSnapshot = SnapshotFrom<typeof inferenceDialogMachine>;

/** A tab's Save to DB / Reset from DB status (as `saveStatusMachine`'s). */
export type DialogTabDbStatus = 'idle' | 'saving' | 'resetting' | 'success' | 'error';

/** The header status: idle, loading, saving or success. */
export function dialogHeaderStatus(snapshot: InferenceDialogSnapshot): DialogHeaderStatus {
  if (snapshot.matches({ status: 'loading' })) return 'loading';
  if (snapshot.matches({ status: 'saving' })) return 'saving';
  if (snapshot.matches({ status: 'success' })) return 'success';
  return 'idle';
}

/** The header text: Loading..., Saving..., Successfully saved!, or '' when idle. */
export function dialogHeaderText(snapshot: InferenceDialogSnapshot): string {
  return HEADER_STATUS_TEXT[dialogHeaderStatus(snapshot)];
}

/** The Save button's label: Processing... while dependencies save, Saving... while settings save. */
export function dialogSaveButtonLabel(snapshot: InferenceDialogSnapshot): string {
  if (snapshot.matches({ status: { saving: 'settings' } })) return SAVE_BUTTON_LABEL.saving;
  if (snapshot.matches({ status: 'saving' })) return SAVE_BUTTON_LABEL.processing;
  return SAVE_BUTTON_LABEL.idle;
}

/** Whether Save is enabled: not loading or saving, and in Demonstration only once successful. */
export function dialogCanSave(snapshot: InferenceDialogSnapshot): boolean {
  return snapshot.can({ type: 'SAVE' });
}

/** A tab's Save to DB / Reset from DB status (the Fallback tab's 100 ms pause counts as saving). */
export function dialogTabDbStatus(
  snapshot: InferenceDialogSnapshot,
  tab: 'fallbackDb' | 'bayesianDb' | 'truthTableDb',
): DialogTabDbStatus {
  const value = (snapshot.value as Record<string, unknown>)[tab];
  const state = typeof value === 'string' ? value : Object.keys(value ?? {})[0];
  if (state === 'applying') return 'saving';
  return (state as DialogTabDbStatus | undefined) ?? 'idle';
}

/** The Bayesian sliders to show: pending edits, else the synced values. */
export function shownBayesianSliders(context: InferenceDialogContext): DialogBayesianSliders {
  return context.bayesianDraft ?? slidersOf(context.settings);
}

/** The truth-table rows to show: pending edits, else the synced values. */
export function shownRowValues(context: InferenceDialogContext): DialogRowValues {
  return context.tableDraft ?? context.settings.truthTableData.rowValues;
}

/**
 * The tab a shared value was last derived from, for the tab that shows it to say so; null when
 * the user set it or nothing derived it (the value the dialog opened with).
 */
export function valueDerivedFrom(
  context: Pick<InferenceDialogContext, 'settings'>,
  value: keyof DialogValueOrigins,
): InferenceDialogTab | null {
  return derivedFrom(context.settings.valueOrigins[value]);
}

/**
 * The Bayesian tab's alarm: the Bayes-theorem violations of the sliders (the engine's
 * `bayesConsistency`, differences above 0.001) once the user has set them, pending edits
 * included. Sliders the user has not set (the defaults, stored values, or values derived from the
 * truth table) raise no alarm: the user did not cause it and has nothing to correct yet.
 * `claimTexts` names the premises in the messages.
 */
export function bayesianAlarm(
  context: Pick<InferenceDialogContext, 'settings' | 'bayesianDraft' | 'premises'>,
  claimTexts?: Record<string, string>,
): BayesViolation[] {
  const userSet =
    isUserSet(context.settings.valueOrigins.bayesian) || context.bayesianDraft !== null;
  if (!userSet) return [];
  const sliders = context.bayesianDraft ?? slidersOf(context.settings);
  return bayesConsistency({
    premises: context.premises.map(({ id, probability }) => ({ id, probability })),
    ...sliders,
    ...(claimTexts ? { claimTexts } : {}),
  }).violations;
}
