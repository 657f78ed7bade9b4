/**
 * The settings page's evaluator settings on `@credence/state-machines`' `userSettings` machine,
 * talking to this host through `@credence/api`'s client: the machine starts ready with the
 * loader's settings (no load, no flash of defaults), and every change the user makes is saved at
 * once (`UPDATE` → saving → saved), which also refreshes the client's settings cache, so the
 * evaluator has the new value on its next screen.
 */
import { createCredenceClient, type UserId } from '@credence/api';
import {
  readyUserSettingsSnapshot,
  selectUserSettingsStatus,
  type UserSettings,
  type UserSettingsChanges,
  type UserSettingsStatus,
  userSettingsActorsFromClient,
  userSettingsMachine,
} from '@credence/state-machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';

/**
 * The settings this page edits: everything but `lastUpdated` and `networkView` (the evaluator's
 * own Network switch saves that one).
 */
export type EditableSettings = Required<Omit<UserSettingsChanges, 'networkView'>>;

/** What differs between the form and the settings the machine holds as saved. */
export function unsavedChanges(values: EditableSettings, saved: UserSettings): UserSettingsChanges {
  const changes: UserSettingsChanges = {};
  if (values.detailLevel !== saved.detailLevel) changes.detailLevel = values.detailLevel;
  if (values.conviction !== saved.conviction) changes.conviction = values.conviction;
  if (values.constraintResolutionMode !== saved.constraintResolutionMode) {
    changes.constraintResolutionMode = values.constraintResolutionMode;
  }
  return changes;
}

/** What {@link useEvaluatorSettings} gives the form. */
export interface EvaluatorSettingsForm {
  /** The values the form shows (the user's latest choices). */
  values: EditableSettings;
  /** Changes one setting; it is saved at once. */
  change: (changes: UserSettingsChanges) => void;
  status: UserSettingsStatus;
  /** The last failed save's message, while the error shows. */
  error: string | null;
  /** Whether the form holds changes not yet saved (or whose save failed). */
  hasUnsavedChanges: boolean;
  /** Saves what is not saved yet (again, after a failure), then calls `onSaved`. */
  saveThen: (onSaved: () => void) => void;
}

/**
 * Runs the userSettings machine for `userId`, ready with `initial` (the loader's settings), and
 * keeps the server in step with the form: each new set of changes is sent once.
 */
export function useEvaluatorSettings(userId: UserId, initial: UserSettings): EvaluatorSettingsForm {
  const [machine] = useState(() => {
    const client = createCredenceClient({ baseUrl: '' });
    client.rememberUserSettings({ userId, settings: initial });
    return userSettingsMachine.provide({
      actors: userSettingsActorsFromClient(client, { userId }),
    });
  });
  const [snapshot, send] = useMachine(machine, {
    snapshot: readyUserSettingsSnapshot(machine, initial),
  });
  const [values, setValues] = useState<EditableSettings>({
    detailLevel: initial.detailLevel,
    conviction: initial.conviction,
    constraintResolutionMode: initial.constraintResolutionMode,
  });
  const status = selectUserSettingsStatus(snapshot);
  const changes = unsavedChanges(values, snapshot.context.settings);
  const changesKey = JSON.stringify(changes);
  // The changes last sent: each set is sent once, so a failed save is not retried in a loop (a
  // new edit, or Save, sends again). The machine ignores an UPDATE while it saves, so a change
  // made meanwhile waits here until the save ends.
  const sent = useRef<string | null>(null);
  const [afterSave, setAfterSave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (status === 'saving' || status === 'loading') return;
    if (changesKey === '{}') {
      sent.current = null;
      if (afterSave && status !== 'failed') {
        setAfterSave(null);
        afterSave();
      }
      return;
    }
    if (sent.current !== changesKey) {
      sent.current = changesKey;
      send({ type: 'UPDATE', changes: JSON.parse(changesKey) as UserSettingsChanges });
    } else if (status === 'failed') {
      // This very set failed: a pending Save gives up (the error shows; Save tries again).
      setAfterSave(null);
    }
  }, [status, changesKey, send, afterSave]);

  return {
    values,
    change: (next) => setValues((current) => ({ ...current, ...next })),
    status,
    error: snapshot.context.error,
    hasUnsavedChanges: changesKey !== '{}',
    saveThen: (onSaved) => {
      sent.current = null;
      setAfterSave(() => onSaved);
    },
  };
}
