import { DURATIONS } from '@credence/engine';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import type { SaveStatusContext, SaveStatusEvent } from './saveStatus.types';

/**
 * The Save to DB / Reset from DB status of the Bayesian, truth-table and fallback tabs:
 * idle → saving → success (back to idle after 2 s) or error (back to idle after 3 s).
 * A second SAVE while saving is ignored. The work itself is the injected `save` or `reset` actor.
 */
export const saveStatusMachine = setup({
  types: {
    context: {} as SaveStatusContext,
    events: {} as SaveStatusEvent,
  },
  actors: {
    save: fromPromise<void>(notProvided('save')),
    reset: fromPromise<void>(notProvided('reset')),
  },
  actions: {
    rememberError: assign({
      error: ({ event }) => errorMessage((event as { error?: unknown }).error),
    }),
    clearError: assign({ error: null }),
  },
  delays: {
    successIndicator: DURATIONS.successIndicator,
    errorIndicator: DURATIONS.errorIndicator,
  },
}).createMachine({
  id: 'saveStatus',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SAVE: { target: 'saving', actions: 'clearError' },
        RESET: { target: 'resetting', actions: 'clearError' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        onDone: 'success',
        onError: { target: 'error', actions: 'rememberError' },
      },
    },
    resetting: {
      invoke: {
        src: 'reset',
        onDone: 'success',
        onError: { target: 'error', actions: 'rememberError' },
      },
    },
    success: { after: { successIndicator: 'idle' } },
    error: { after: { errorIndicator: 'idle' } },
  },
});

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}
