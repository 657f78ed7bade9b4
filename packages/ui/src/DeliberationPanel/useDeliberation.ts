import { DURATIONS } from '@credence/engine';
import {
  connectDeliberation,
  type DeliberationApi,
  type DeliberationToast,
  deliberationActorsFromClient,
  deliberationMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, assign, setup, stopChild } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { Deliberation } from './deliberation.types';

/** The running deliberation machine (`deliberationMachine` from `@credence/state-machines`). */
export type DeliberationActor = ActorRefFrom<typeof deliberationMachine>;

/** Options of {@link useDeliberation}. */
export interface UseDeliberationOptions {
  /**
   * The deliberation as already read (e.g. by the page's loader): the panel shows it at once,
   * without a request. Used when the hook mounts (and for a new `deliberationId`, when it is
   * that deliberation).
   */
  initial?: Deliberation;
  /** Called once the starter deleted the deliberation (e.g. to leave its page). */
  onDeleted?: (deliberationId: number) => void;
}

/**
 * What {@link useDeliberation} returns: the machine's API for a UI (`connectDeliberation`:
 * status, the call under way, the deliberation, the error, flags, labels and the commands
 * `submit`, `openNextRound`, `delete`, `refresh`, `retry`) and the running machine.
 */
export interface UseDeliberationResult extends DeliberationApi {
  actorRef: DeliberationActor;
}

/**
 * Keeps one deliberation machine per deliberation id. The machine reads its id from its input
 * only, so a new id needs a new machine: this host spawns it and, on `SET_DELIBERATION`, stops it
 * and spawns a fresh one (as `useVersionHistory` does). Running the host with `useActorRef` keeps
 * React's Strict Mode (effects run twice) working.
 */
const deliberationHost = setup({
  types: {
    context: {} as { deliberationId: number; deliberation: DeliberationActor },
    input: {} as { deliberationId: number; initial?: Deliberation },
    events: {} as { type: 'SET_DELIBERATION'; deliberationId: number; initial?: Deliberation },
  },
  actors: { deliberation: deliberationMachine },
}).createMachine({
  id: 'deliberationHost',
  context: ({ input, spawn }) => ({
    deliberationId: input.deliberationId,
    deliberation: spawn('deliberation', {
      input: { deliberationId: input.deliberationId, deliberation: input.initial },
    }),
  }),
  on: {
    SET_DELIBERATION: {
      guard: ({ context, event }) => event.deliberationId !== context.deliberationId,
      actions: [
        stopChild(({ context }) => context.deliberation),
        assign(({ event, spawn }) => ({
          deliberationId: event.deliberationId,
          deliberation: spawn('deliberation', {
            input: {
              deliberationId: event.deliberationId,
              deliberation: event.initial?.id === event.deliberationId ? event.initial : undefined,
            },
          }),
        })),
      ],
    },
  },
});

/** Shows each new success notice of the machine in the provider's toast queue, once. */
function useDeliberationToasts(toast: DeliberationToast | null) {
  const { toasts } = useCredence();
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (toast === null || toast.id === shown.current) return;
    shown.current = toast.id;
    toasts.add({ title: toast.text, tone: toast.kind }, { timeout: DURATIONS.message });
  }, [toast, toasts]);
}

/** Calls the latest `onDeleted` when the machine emits `deleted`. */
function useDeletedListener(actorRef: DeliberationActor, onDeleted?: (id: number) => void) {
  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  useEffect(() => {
    const subscription = actorRef.on('deleted', (event) => latest.current?.(event.deliberationId));
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

/**
 * Runs a deliberation (`deliberationMachine`) on the nearest `CredenceProvider`'s client: loads
 * it (unless `initial` gives it), and submits, closes rounds, refreshes and deletes through the
 * machine. Success notices ('Your round 1 submission is in.') go to the provider's toast queue.
 * Returns the machine's UI API (`connectDeliberation`); hand its fields to `DeliberationPanel`,
 * or use `DeliberationPanelContainer`, which does.
 */
export function useDeliberation(
  deliberationId: number,
  { initial, onDeleted }: UseDeliberationOptions = {},
): UseDeliberationResult {
  const { client } = useCredence();
  const host = useMemo(
    () =>
      deliberationHost.provide({
        actors: {
          deliberation: deliberationMachine.provide({
            actors: deliberationActorsFromClient(client),
          }),
        },
      }),
    [client],
  );
  const hostRef = useActorRef(host, { input: { deliberationId, initial } });
  const latestInitial = useRef(initial);
  latestInitial.current = initial;
  useEffect(() => {
    hostRef.send({ type: 'SET_DELIBERATION', deliberationId, initial: latestInitial.current });
  }, [hostRef, deliberationId]);
  const actorRef = useSelector(hostRef, (snapshot) => snapshot.context.deliberation);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = useMemo(() => connectDeliberation(snapshot, actorRef.send), [snapshot, actorRef]);
  useDeliberationToasts(api.toast);
  useDeletedListener(actorRef, onDeleted);
  return { ...api, actorRef };
}
