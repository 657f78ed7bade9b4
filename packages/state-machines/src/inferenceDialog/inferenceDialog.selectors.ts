import type { SnapshotFrom } from 'xstate';
import type { inferenceDialogMachine } from './inferenceDialog.machine';
import { HEADER_STATUS_TEXT, SAVE_BUTTON_LABEL } from './inferenceDialog.messages';
import { slidersOf } from './inferenceDialog.sync';
import type {
  DialogBayesianSliders,
  DialogHeaderStatus,
  DialogRowValues,
  InferenceDialogContext,
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
