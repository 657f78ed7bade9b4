import type { SnapshotFrom } from 'xstate';
import type { userSettingsMachine } from './userSettings.machine';
import type { UserSettings } from './userSettings.types';

type UserSettingsMachine = typeof userSettingsMachine;
type UserSettingsSnapshot = SnapshotFrom<UserSettingsMachine>;

/**
 * Where the settings stand, for a page's status line: `'loading'` (first load), `'idle'`,
 * `'saving'`, `'saved'` (the 2 s success indicator) or `'failed'` (the 3 s error indicator, with
 * `context.error`).
 */
export type UserSettingsStatus = 'loading' | 'idle' | 'saving' | 'saved' | 'failed';

/** The {@link UserSettingsStatus} of a snapshot. */
export function selectUserSettingsStatus(snapshot: UserSettingsSnapshot): UserSettingsStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches({ ready: 'saving' })) return 'saving';
  if (snapshot.matches({ ready: 'success' })) return 'saved';
  if (snapshot.matches({ ready: 'error' })) return 'failed';
  return 'idle';
}

/**
 * A snapshot of `machine` (the machine itself or a `provide`d copy) already `ready` with settings
 * the caller has (a page that read them on the server): start an actor from it
 * (`createActor(machine, { snapshot })`, `useMachine(machine, { snapshot })`) and there is no load
 * and no moment showing the defaults.
 */
export function readyUserSettingsSnapshot(
  machine: UserSettingsMachine,
  settings: UserSettings,
): UserSettingsSnapshot {
  return machine.resolveState({
    value: { ready: 'idle' },
    context: { settings, source: 'server', warning: null, error: null, pendingChanges: null },
  });
}
