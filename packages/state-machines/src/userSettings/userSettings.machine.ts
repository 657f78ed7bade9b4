import { DURATIONS } from '@credence/engine';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { defaultUserSettings, errorMessage, isValidSettingsChange } from './userSettings.rules';
import type {
  LoadUserSettingsInput,
  LoadUserSettingsOutput,
  UpdateUserSettingsInput,
  UpdateUserSettingsOutput,
  UserSettingsChanges,
  UserSettingsContext,
  UserSettingsEvent,
} from './userSettings.types';

/**
 * The signed-in user's settings (detail level, conviction, constraint resolution mode).
 *
 * - `loading` → `ready`. When the load fails the defaults (complete / 0.3 / coherentist) are
 *   shown, `context.source` is `'defaults'` and `context.warning` holds the load's message (the
 *   client has already tried its 24-hour cache).
 * - `ready.idle` → `UPDATE` → `ready.saving` → `ready.success` (back to idle after 2 s) or
 *   `ready.error` (back to idle after 3 s, settings unchanged, `context.error` set).
 *   An `UPDATE` while saving is ignored; an invalid change is refused.
 *
 * Messages are context only (`warning`, `error`); nothing is emitted.
 * Actors: `loadUserSettings`, `updateUserSettings` (provide them with `machine.provide`).
 */
export const userSettingsMachine = setup({
  types: {
    context: {} as UserSettingsContext,
    events: {} as UserSettingsEvent,
  },
  actors: {
    loadUserSettings: fromPromise<LoadUserSettingsOutput, LoadUserSettingsInput>(
      notProvided('loadUserSettings'),
    ),
    updateUserSettings: fromPromise<UpdateUserSettingsOutput, UpdateUserSettingsInput>(
      notProvided('updateUserSettings'),
    ),
  },
  actions: {
    useLoadedSettings: assign((_, params: LoadUserSettingsOutput) => ({
      settings: params.settings,
      source: 'server' as const,
      warning: null,
    })),
    useDefaultSettings: assign((_, params: { error: unknown }) => ({
      settings: defaultUserSettings(),
      source: 'defaults' as const,
      warning: errorMessage(params.error),
    })),
    rememberChanges: assign((_, params: { changes: UserSettingsChanges }) => ({
      pendingChanges: params.changes,
      error: null,
    })),
    useSavedSettings: assign((_, params: UpdateUserSettingsOutput) => ({
      settings: params.settings,
      source: 'server' as const,
      warning: null,
      pendingChanges: null,
    })),
    rememberSaveError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      pendingChanges: null,
    })),
    clearError: assign({ error: null }),
    dismissWarning: assign({ warning: null }),
  },
  guards: {
    isValidChange: (_, params: { changes: UserSettingsChanges }) =>
      isValidSettingsChange(params.changes),
  },
  delays: {
    successIndicator: DURATIONS.successIndicator,
    errorIndicator: DURATIONS.errorIndicator,
  },
}).createMachine({
  id: 'userSettings',
  context: {
    settings: defaultUserSettings(),
    source: 'defaults',
    warning: null,
    error: null,
    pendingChanges: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUserSettings',
        input: {},
        onDone: {
          target: 'ready',
          actions: { type: 'useLoadedSettings', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'useDefaultSettings', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      initial: 'idle',
      on: { DISMISS_WARNING: { actions: 'dismissWarning' } },
      states: {
        idle: {
          on: {
            UPDATE: {
              guard: { type: 'isValidChange', params: ({ event }) => ({ changes: event.changes }) },
              target: 'saving',
              actions: {
                type: 'rememberChanges',
                params: ({ event }) => ({ changes: event.changes }),
              },
            },
            RELOAD: '#userSettings.loading',
          },
        },
        saving: {
          invoke: {
            src: 'updateUserSettings',
            input: ({ context }) => context.pendingChanges ?? {},
            onDone: {
              target: 'success',
              actions: { type: 'useSavedSettings', params: ({ event }) => event.output },
            },
            onError: {
              target: 'error',
              actions: {
                type: 'rememberSaveError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        success: {
          after: { successIndicator: 'idle' },
          on: {
            UPDATE: {
              guard: { type: 'isValidChange', params: ({ event }) => ({ changes: event.changes }) },
              target: 'saving',
              actions: {
                type: 'rememberChanges',
                params: ({ event }) => ({ changes: event.changes }),
              },
            },
          },
        },
        error: {
          after: { errorIndicator: { target: 'idle', actions: 'clearError' } },
          on: {
            UPDATE: {
              guard: { type: 'isValidChange', params: ({ event }) => ({ changes: event.changes }) },
              target: 'saving',
              actions: {
                type: 'rememberChanges',
                params: ({ event }) => ({ changes: event.changes }),
              },
            },
          },
        },
      },
    },
  },
});
