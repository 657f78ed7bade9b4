import type { EvaluationInput } from '@credence/engine';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { networkComputeMessage, networkFigures } from './network.compute';
import { NETWORK_TEXTS as T } from './network.messages';
import type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  LoadNetworkInput,
  NetworkContext,
  NetworkEvent,
  NetworkMachineInput,
} from './network.types';

/** The context with figures for its network and root input, or the engine's refusal. */
function computed(context: NetworkContext): Pick<NetworkContext, 'figures' | 'computeError'> {
  if (!context.network) return { figures: null, computeError: null };
  try {
    return { figures: networkFigures(context.network, context.rootInput), computeError: null };
  } catch (error) {
    return { figures: null, computeError: networkComputeMessage(error, context.network) };
  }
}

/** The server's message (`body.error`) of a failed call, else `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  return typeof body?.error === 'string' ? body.error : fallback;
}

/**
 * The evaluator's argument together with every argument linked into it (the "Network" view):
 * - `loading` (the injected `loadNetwork` actor, `getArgumentNetwork`) → `ready`, or `failed`
 *   with `error` (`RETRY` loads again);
 * - the figures (`evaluateNetwork` over every argument as its saved evaluation, the root as the
 *   evaluator has it now) are computed on each load and each `ROOT_INPUT`, in any state, so a
 *   moved slider of the root moves the network P(C) at once; a loop or too many claims leaves
 *   `figures` null and says why in `computeError`;
 * - `ready.idle` → `MARK_SAME` → `markingSame` (`createEquivalence`) → `loading` again (the
 *   equivalence changes the network's variables); a refusal goes back to `idle` with `error`;
 * - `ready.idle` → `UNMARK_SAME` → `unmarkingSame` (`deleteEquivalence`) → `loading` again; a
 *   refusal goes back to `idle` with `error`;
 * - `RELOAD` loads again (a linked argument was added).
 */
export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
    input: {} as NetworkMachineInput,
  },
  actors: {
    loadNetwork: fromPromise<{ network: ArgumentNetwork }, LoadNetworkInput>(
      notProvided('loadNetwork'),
    ),
    createEquivalence: fromPromise<unknown, CreateEquivalenceInput>(
      notProvided('createEquivalence'),
    ),
    deleteEquivalence: fromPromise<unknown, DeleteEquivalenceInput>(
      notProvided('deleteEquivalence'),
    ),
  },
  actions: {
    storeNetwork: assign(({ context }, params: { network: ArgumentNetwork }) => {
      const next = { ...context, network: params.network, error: null };
      return { ...next, ...computed(next) };
    }),
    setRootInput: assign(({ context }, params: { input: EvaluationInput | null }) => {
      const next = { ...context, rootInput: params.input };
      return { ...next, ...computed(next) };
    }),
    showError: assign((_, params: { error: unknown; fallback: string }) => ({
      error: failureMessage(params.error, params.fallback),
    })),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({
    argumentId: input.argumentId,
    network: null,
    rootInput: input.rootInput ?? null,
    figures: null,
    computeError: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    ROOT_INPUT: {
      actions: { type: 'setRootInput', params: ({ event }) => ({ input: event.input }) },
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadNetwork',
        input: ({ context }) => ({ argumentId: context.argumentId }),
        onDone: {
          target: 'ready',
          actions: {
            type: 'storeNetwork',
            params: ({ event }) => ({ network: event.output.network }),
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
      on: { RETRY: 'loading', RELOAD: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { RELOAD: '#network.loading' },
      states: {
        idle: {
          on: { MARK_SAME: 'markingSame', UNMARK_SAME: 'unmarkingSame' },
        },
        markingSame: {
          entry: assign({ error: null }),
          invoke: {
            src: 'createEquivalence',
            input: ({ event }) =>
              event.type === 'MARK_SAME'
                ? { claimId: event.claimId, otherClaimId: event.otherClaimId }
                : { claimId: '', otherClaimId: '' },
            onDone: '#network.loading',
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.equivalenceFailed }),
              },
            },
          },
        },
        unmarkingSame: {
          entry: assign({ error: null }),
          invoke: {
            src: 'deleteEquivalence',
            input: ({ event }) => ({
              equivalenceId: event.type === 'UNMARK_SAME' ? event.equivalenceId : 0,
            }),
            onDone: '#network.loading',
            onError: {
              target: 'idle',
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, fallback: T.withdrawFailed }),
              },
            },
          },
        },
      },
    },
  },
});
