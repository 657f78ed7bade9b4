import {
  type EvaluationInput,
  evaluateNetworkWithSensitivity,
  type NetworkInput,
} from '@credence/engine';
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  setup,
} from 'xstate';
import { notProvided } from '../shared/notProvided';
import { figuresOf, largestArgument, networkComputeMessage, networkInput } from './network.compute';
import { NETWORK_TEXTS as T } from './network.messages';
import type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  LoadNetworkInput,
  NetworkComputation,
  NetworkContext,
  NetworkEvent,
  NetworkMachineInput,
} from './network.types';

type Figures = Pick<NetworkContext, 'figures' | 'computeError' | 'computing'>;

/**
 * The context's figures once its network or root input changed: computed on the spot, or — for a
 * network as large as `offThreadFrom` — left to the `computeNetwork` actor (`computing`), the
 * last figures kept meanwhile unless the network itself changed (its premises may differ).
 */
function refigured(context: NetworkContext, networkChanged: boolean): Figures {
  const { network, rootInput } = context;
  if (!network) return { figures: null, computeError: null, computing: false };
  if (largestArgument(network, rootInput) >= context.offThreadFrom) {
    return {
      figures: networkChanged ? null : context.figures,
      computeError: networkChanged ? null : context.computeError,
      computing: true,
    };
  }
  return computedFigures(network, () =>
    evaluateNetworkWithSensitivity(networkInput(network, rootInput)),
  );
}

/** The figures of `compute`'s answer, or the engine's refusal in plain words. */
function computedFigures(network: ArgumentNetwork, compute: () => NetworkComputation): Figures {
  try {
    return { figures: figuresOf(network, compute()), computeError: null, computing: false };
  } catch (error) {
    return {
      figures: null,
      computeError: networkComputeMessage(error, network),
      computing: false,
    };
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
 *   `figures` null and says why in `computeError`; a network with an argument of `offThreadFrom`
 *   premises or more is computed by the `computeNetwork` actor instead (`computing`; a newer
 *   request stops the running one, the last figures stay meanwhile);
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
    // On the spot unless provided (the UI provides a Web Worker's).
    computeNetwork: fromPromise<NetworkComputation, NetworkInput>(async ({ input }) =>
      evaluateNetworkWithSensitivity(input),
    ),
  },
  actions: {
    storeNetwork: assign(({ context }, params: { network: ArgumentNetwork }) => {
      const next = { ...context, network: params.network, error: null };
      return { ...next, ...refigured(next, true) };
    }),
    setRootInput: assign(({ context }, params: { input: EvaluationInput | null }) => {
      const next = { ...context, rootInput: params.input };
      return { ...next, ...refigured(next, false) };
    }),
    // The latest request only: a running computation is stopped, so its answer never lands.
    startComputation: enqueueActions(({ context, enqueue }) => {
      if (!context.computing || !context.network) return;
      enqueue.stopChild('computeNetwork');
      enqueue.spawnChild('computeNetwork', {
        id: 'computeNetwork',
        input: networkInput(context.network, context.rootInput),
      });
    }),
    applyComputation: assign(({ context }, params: { computation: NetworkComputation }) =>
      context.network
        ? computedFigures(context.network, () => params.computation)
        : { computing: false },
    ),
    failComputation: assign(({ context }, params: { error: unknown }) =>
      context.network
        ? computedFigures(context.network, () => {
            throw params.error;
          })
        : { computing: false },
    ),
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
    offThreadFrom: input.offThreadFrom ?? Number.POSITIVE_INFINITY,
    computing: false,
    error: null,
  }),
  initial: 'loading',
  on: {
    ROOT_INPUT: {
      actions: [
        { type: 'setRootInput', params: ({ event }) => ({ input: event.input }) },
        'startComputation',
      ],
    },
    'xstate.done.actor.computeNetwork': {
      actions: {
        type: 'applyComputation',
        // A spawned child's events are not in the machine's event types: named here.
        params: ({ event }: { event: DoneActorEvent<NetworkComputation> }) => ({
          computation: event.output,
        }),
      },
    },
    'xstate.error.actor.computeNetwork': {
      actions: {
        type: 'failComputation',
        params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
      },
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadNetwork',
        input: ({ context }) => ({ argumentId: context.argumentId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeNetwork', params: ({ event }) => ({ network: event.output.network }) },
            'startComputation',
          ],
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
