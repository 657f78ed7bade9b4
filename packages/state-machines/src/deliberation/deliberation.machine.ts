import { assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { deliberationFailureMessage } from './deliberation.failure';
import {
  roundClosedNotice,
  submittedNotice,
  DELIBERATION_TEXTS as T,
} from './deliberation.messages';
import {
  canDelete,
  canOpenNextRound,
  canSubmit,
  latestClosedRound,
} from './deliberation.selectors';
import type {
  Deliberation,
  DeliberationActionInput,
  DeliberationContext,
  DeliberationEmitted,
  DeliberationEvent,
  DeliberationInput,
  DeliberationResponse,
  LoadDeliberationInput,
  SubmitToDeliberationInput,
} from './deliberation.types';

/** Whether a submission answered by `after` replaced the caller's own in the same round. */
function replacedOwn(before: Deliberation | null, after: Deliberation): boolean {
  const open = before?.openRound;
  return open?.yourSubmission != null && open.number === after.openRound?.number;
}

/**
 * A deliberation (Delphi rounds on one argument), as one member sees it:
 * - with `input.deliberation` (the page's loader read it) it starts `ready` without a request;
 *   otherwise `loading` (the injected `loadDeliberation` actor) → `ready`, or `failed` with the
 *   server's message in `error` (`RETRY` loads again);
 * - `ready.idle` takes one action at a time, each answered with `{ deliberation }`, which
 *   replaces the context's: `SUBMIT` → `submitting` (refused when no round is open),
 *   `OPEN_NEXT_ROUND` → `openingRound` (only the starter, once someone has submitted to the open
 *   round), `REFRESH` → `refreshing`, `DELETE` → `deleting` (only the starter) → `deleted`
 *   (final; emits `deleted`). Events that arrive while a call runs are ignored;
 * - a failed write or refresh goes back to `idle`, keeps the last good deliberation and sets
 *   `error` to the server's message (`body.error`), else the action's own text; the next call
 *   clears it. Successes set `toast` ('Your round 1 submission is in.', 'Round 1 is closed;
 *   round 2 is open.').
 */
export const deliberationMachine = setup({
  types: {
    context: {} as DeliberationContext,
    events: {} as DeliberationEvent,
    emitted: {} as DeliberationEmitted,
    input: {} as DeliberationInput,
  },
  actors: {
    loadDeliberation: fromPromise<DeliberationResponse, LoadDeliberationInput>(
      notProvided('loadDeliberation'),
    ),
    submitToDeliberation: fromPromise<DeliberationResponse, SubmitToDeliberationInput>(
      notProvided('submitToDeliberation'),
    ),
    openDeliberationRound: fromPromise<DeliberationResponse, DeliberationActionInput>(
      notProvided('openDeliberationRound'),
    ),
    deleteDeliberation: fromPromise<unknown, DeliberationActionInput>(
      notProvided('deleteDeliberation'),
    ),
  },
  guards: {
    hasDeliberation: ({ context }) => context.deliberation !== null,
    canSubmit: ({ context }) => context.deliberation !== null && canSubmit(context.deliberation),
    canOpenNextRound: ({ context }) =>
      context.deliberation !== null && canOpenNextRound(context.deliberation),
    canDelete: ({ context }) => context.deliberation !== null && canDelete(context.deliberation),
  },
  actions: {
    storeDeliberation: assign((_, params: { deliberation: Deliberation }) => ({
      deliberation: params.deliberation,
      error: null,
    })),
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: deliberationFailureMessage(params.error, params.fallback),
    })),
    clearError: assign({ error: null }),
    showToast: assign(({ context }, params: { text: string }) => ({
      toast: { id: (context.toast?.id ?? 0) + 1, kind: 'success' as const, text: params.text },
    })),
    emitDeleted: emit(({ context }) => ({
      type: 'deleted' as const,
      deliberationId: context.deliberationId,
    })),
  },
}).createMachine({
  id: 'deliberation',
  context: ({ input }) => ({
    deliberationId: input.deliberationId,
    deliberation: input.deliberation ?? null,
    error: null,
    toast: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      // A deliberation in the context at the start came with the input.
      always: [{ guard: 'hasDeliberation', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'loadDeliberation',
        input: ({ context }) => ({ deliberationId: context.deliberationId }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeDeliberation',
            params: ({ event }) => ({ deliberation: event.output.deliberation }),
          },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ error: event.error, fallback: T.loadFailed }),
          },
        },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: { guard: 'canSubmit', target: 'submitting' },
            OPEN_NEXT_ROUND: { guard: 'canOpenNextRound', target: 'openingRound' },
            DELETE: { guard: 'canDelete', target: 'deleting' },
            REFRESH: 'refreshing',
          },
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            src: 'submitToDeliberation',
            input: ({ context, event }) => ({
              deliberationId: context.deliberationId,
              submission:
                event.type === 'SUBMIT'
                  ? event.submission
                  : { premiseProbabilities: [], inferenceStrength: 0, fallbackSupport: 0 },
            }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context, event }) => {
                    const after = event.output.deliberation;
                    const round =
                      after.openRound?.number ?? context.deliberation?.openRound?.number ?? 1;
                    return {
                      text: submittedNotice(round, replacedOwn(context.deliberation, after)),
                    };
                  },
                },
                {
                  type: 'storeDeliberation',
                  params: ({ event }) => ({ deliberation: event.output.deliberation }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.submitFailed }),
              },
            },
          },
        },
        openingRound: {
          entry: 'clearError',
          invoke: {
            src: 'openDeliberationRound',
            input: ({ context }) => ({ deliberationId: context.deliberationId }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'showToast',
                  params: ({ context, event }) => {
                    const after = event.output.deliberation;
                    const closed =
                      latestClosedRound(after)?.round ?? context.deliberation?.openRound?.number;
                    return {
                      text: roundClosedNotice(closed ?? 1, after.openRound?.number ?? null),
                    };
                  },
                },
                {
                  type: 'storeDeliberation',
                  params: ({ event }) => ({ deliberation: event.output.deliberation }),
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.openRoundFailed }),
              },
            },
          },
        },
        refreshing: {
          entry: 'clearError',
          invoke: {
            src: 'loadDeliberation',
            input: ({ context }) => ({ deliberationId: context.deliberationId }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'storeDeliberation',
                params: ({ event }) => ({ deliberation: event.output.deliberation }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.refreshFailed }),
              },
            },
          },
        },
        deleting: {
          entry: 'clearError',
          invoke: {
            src: 'deleteDeliberation',
            input: ({ context }) => ({ deliberationId: context.deliberationId }),
            onDone: {
              target: '#deliberation.deleted',
              actions: [{ type: 'showToast', params: { text: T.deleted } }, 'emitDeleted'],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.deleteFailed }),
              },
            },
          },
        },
      },
    },
    deleted: {
      type: 'final',
    },
  },
});
