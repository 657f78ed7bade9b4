import { DURATIONS } from '@credence/engine';
import {
  type VersionBadge,
  type VersionHistoryToast,
  type VersionRecord,
  versionHistoryActorsFromClient,
  versionHistoryMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, assign, setup, stopChild } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';

/** The running version-history machine (`versionHistoryMachine` from `@credence/state-machines`). */
export type VersionHistoryActor = ActorRefFrom<typeof versionHistoryMachine>;

/** What {@link useVersionHistory} returns. */
export interface UseVersionHistoryResult {
  /** The machine to hand to `VersionHistoryDialog`; a new one when `argumentId` changes. */
  actorRef: VersionHistoryActor;
  /** The header's Version box: the newest version's creator and number; `null` without one. */
  badge: VersionBadge | null;
  /** The list has not loaded yet (the box then says 'Loading versions...', not 'No versions yet'). */
  isLoading: boolean;
}

const TONES: Readonly<Record<VersionHistoryToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/**
 * Keeps one version-history machine per argument. The machine reads its argument id from its
 * input only (there is no event that changes it), so a new argument needs a new machine: this
 * host spawns it and, on `SET_ARGUMENT`, stops it and spawns a fresh one. Running the host with
 * `useActorRef` keeps React's Strict Mode (effects run twice) and implementation updates working.
 */
const versionHistoryHost = setup({
  types: {
    context: {} as { argumentId: number; history: VersionHistoryActor },
    input: {} as { argumentId: number; versions?: VersionRecord[] },
    events: {} as { type: 'SET_ARGUMENT'; argumentId: number },
  },
  actors: { versionHistory: versionHistoryMachine },
}).createMachine({
  id: 'versionHistoryHost',
  context: ({ input, spawn }) => ({
    argumentId: input.argumentId,
    history: spawn('versionHistory', {
      input: { argumentId: input.argumentId, variant: 'evaluatorHeader', versions: input.versions },
    }),
  }),
  on: {
    SET_ARGUMENT: {
      guard: ({ context, event }) => event.argumentId !== context.argumentId,
      actions: [
        stopChild(({ context }) => context.history),
        assign(({ event, spawn }) => ({
          argumentId: event.argumentId,
          history: spawn('versionHistory', {
            input: { argumentId: event.argumentId, variant: 'evaluatorHeader' },
          }),
        })),
      ],
    },
  },
});

/** Shows each new `context.toast` of the machine in the provider's toast queue, once. */
function useVersionHistoryToasts(actorRef: VersionHistoryActor) {
  const { toasts } = useCredence();
  const toast = useSelector(actorRef, (snapshot) => snapshot.context.toast);
  const shown = useRef<VersionHistoryToast | null>(null);
  useEffect(() => {
    if (toast === null || toast === shown.current) return;
    shown.current = toast;
    toasts.add({ title: toast.text, tone: TONES[toast.kind] }, { timeout: DURATIONS.message });
  }, [toast, toasts]);
}

/** Options of {@link useVersionHistory}. */
export interface UseVersionHistoryOptions {
  /**
   * Called after 'Revert to This Version' stored the reverted content as the new current
   * version: the app reloads the argument it shows (the evaluator does).
   */
  onReverted?: (argumentId: number) => void;
  /**
   * `argumentId`'s versions as already read (e.g. by the page's loader; the `listVersions`
   * answer): the Version box shows them at once, without a request. Used when the hook mounts.
   */
  versions?: VersionRecord[];
}

/** Calls the latest `onReverted` on each `reverted` the machine emits. */
function useRevertedListener(
  actorRef: VersionHistoryActor,
  onReverted: UseVersionHistoryOptions['onReverted'],
) {
  const latest = useRef(onReverted);
  latest.current = onReverted;
  useEffect(() => {
    const subscription = actorRef.on('reverted', (event) => latest.current?.(event.argumentId));
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

/**
 * Runs the evaluator header's version history (`versionHistoryMachine`, variant
 * `evaluatorHeader`) on the nearest `CredenceProvider`'s client: loads the list of
 * `argumentId`'s versions at once (for the Version box; unless `versions` gives it) and again when `argumentId` changes,
 * shows the machine's toasts (e.g. 'Version loading coming soon!') in the provider's toast
 * queue and calls `onReverted` after a revert. Pass `actorRef` to `VersionHistoryDialog`.
 */
export function useVersionHistory(
  argumentId: number,
  { onReverted, versions }: UseVersionHistoryOptions = {},
): UseVersionHistoryResult {
  const { client } = useCredence();
  const host = useMemo(
    () =>
      versionHistoryHost.provide({
        actors: {
          versionHistory: versionHistoryMachine.provide({
            actors: versionHistoryActorsFromClient(client),
          }),
        },
      }),
    [client],
  );
  const hostRef = useActorRef(host, { input: { argumentId, versions } });
  useEffect(() => {
    hostRef.send({ type: 'SET_ARGUMENT', argumentId });
  }, [hostRef, argumentId]);
  const actorRef = useSelector(hostRef, (snapshot) => snapshot.context.history);
  const badge = useSelector(actorRef, (snapshot) => snapshot.context.badge);
  const isLoading = useSelector(
    actorRef,
    (snapshot) => snapshot.matches('loading') && snapshot.context.badge === null,
  );
  useVersionHistoryToasts(actorRef);
  useRevertedListener(actorRef, onReverted);
  return { actorRef, badge, isLoading };
}
