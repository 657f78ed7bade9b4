import type { SnapshotFrom } from 'xstate';
import { hasConclusion, hasContent, hasNonEmptyPremise } from './argumentDraft';
import type { reconstructionEditorMachine } from './reconstructionEditor.machine';
import { RECONSTRUCTION_MESSAGES } from './reconstructionEditor.messages';

type EditorSnapshot = SnapshotFrom<typeof reconstructionEditorMachine>;

/** The save button's label: 'Validating...' or 'Saving...' while busy, else the (customisable) label. */
export function selectSaveLabel(snapshot: EditorSnapshot): string {
  if (snapshot.matches({ editing: 'validating' })) return RECONSTRUCTION_MESSAGES.validating;
  if (snapshot.matches({ editing: 'saving' })) return RECONSTRUCTION_MESSAGES.saving;
  return snapshot.context.saveLabel;
}

/** Whether a save is under way (validating, awaiting confirmation, or saving). */
export function selectIsSaveBusy(snapshot: EditorSnapshot): boolean {
  return (
    snapshot.matches({ editing: 'validating' }) ||
    snapshot.matches({ editing: 'confirmingIssues' }) ||
    snapshot.matches({ editing: 'saving' })
  );
}

/**
 * Whether the save button is enabled: at least one non-empty premise and a non-empty conclusion,
 * and not while validating or saving.
 */
export function selectCanSave(snapshot: EditorSnapshot): boolean {
  return (
    snapshot.matches({ editing: 'ready' }) &&
    hasNonEmptyPremise(snapshot.context) &&
    hasConclusion(snapshot.context)
  );
}

/** Whether 'Assess Argument' is enabled: at least one non-empty premise or a non-empty conclusion. */
export function selectCanAssess(snapshot: EditorSnapshot): boolean {
  return snapshot.matches('editing') && hasContent(snapshot.context);
}

/**
 * The empty state's line: 'No argument could be extracted.' only after a reconstruction found
 * none; before anything was tried, an invitation to start; null outside the empty state.
 */
export function selectReconstructionEmptyMessage(snapshot: EditorSnapshot): string | null {
  if (snapshot.matches({ empty: 'nothingFound' })) return RECONSTRUCTION_MESSAGES.nothingFound;
  if (snapshot.matches('empty')) return RECONSTRUCTION_MESSAGES.notStarted;
  return null;
}

/** Whether the conclusion's lock button may be pressed (unlocking is refused in a linking mode). */
export function selectCanToggleConclusionLock(snapshot: EditorSnapshot): boolean {
  const { conclusion, linkingMode } = snapshot.context;
  return snapshot.matches('editing') && (!conclusion.locked || linkingMode === null);
}

/**
 * Whether leaving now would lose work: content edited since the argument was loaded or saved, a
 * field being typed in, or — for an argument never saved (no `argumentId`) — any content at all
 * (a reconstruction is work too). False while loading, in the empty state, and while the save
 * runs: the page's own save handler leaves when it is done.
 */
export function selectHasUnsavedReconstruction(snapshot: EditorSnapshot): boolean {
  if (!snapshot.matches('editing') || snapshot.matches({ editing: 'saving' })) return false;
  const { contentChanged, edit, argumentId } = snapshot.context;
  if (contentChanged) return true;
  if (edit !== null && edit.draft !== edit.original) return true;
  return argumentId === null && hasContent(snapshot.context);
}
