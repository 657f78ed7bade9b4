import { proofLoaderActorsFromClient, proofLoaderMachine } from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { assign, setup, stopChild } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import { type DemonstrationResult, demonstrationResultOf } from './demonstrationResult';
import type { ProofLoaderActor } from './proofLoaderActor';

/** Options of {@link useProofLoader}. */
export interface UseProofLoaderOptions {
  /**
   * Called once each time a load settles, with the demonstration's outcome (successful when a
   * validated proof was loaded). Hand it to the evaluator with `applyDemonstrationEvent`.
   */
  onDemonstrationResult?: (result: DemonstrationResult) => void;
}

/** What {@link useProofLoader} returns. */
export interface UseProofLoaderResult {
  /**
   * The loader to hand to `ProofModal`: a new one when `argumentId` changes or on `reload`, but
   * while a reload is under way the one before it if that one had loaded a proof — so opening
   * the modal again shows the proof at once, then any newer one, instead of 'Loading proof...'.
   */
  actorRef: ProofLoaderActor;
  /** The demonstration's outcome; `null` while loading. */
  demonstration: DemonstrationResult | null;
  /** Loads the saved proof again with a fresh loader (e.g. when the modal is opened again). */
  reload: () => void;
}

type ProofLoaderHostEvent = { type: 'SET_ARGUMENT'; argumentId: number } | { type: 'RELOAD' };

/**
 * Keeps one proof loader per argument. The loader reads its argument id from its input only and
 * has no way back from `loaded`, so another argument, or loading again, needs a fresh loader:
 * this host spawns it and replaces it on `SET_ARGUMENT` (a different argument) and `RELOAD`.
 * Running the host with `useActorRef` keeps React's Strict Mode and implementation updates working.
 */
const proofLoaderHost = setup({
  types: {
    context: {} as {
      argumentId: number;
      loader: ProofLoaderActor;
      /** The loader a reload replaced, kept (stopped) while it holds a loaded proof. */
      previous: ProofLoaderActor | null;
    },
    input: {} as { argumentId: number },
    events: {} as ProofLoaderHostEvent,
  },
  actors: { proofLoader: proofLoaderMachine },
}).createMachine({
  id: 'proofLoaderHost',
  context: ({ input, spawn }) => ({
    argumentId: input.argumentId,
    loader: spawn('proofLoader', { input: { argumentId: input.argumentId } }),
    previous: null,
  }),
  on: {
    SET_ARGUMENT: {
      guard: ({ context, event }) => event.argumentId !== context.argumentId,
      actions: [
        stopChild(({ context }) => context.loader),
        assign(({ event, spawn }) => ({
          argumentId: event.argumentId,
          loader: spawn('proofLoader', { input: { argumentId: event.argumentId } }),
          previous: null,
        })),
      ],
    },
    RELOAD: {
      actions: [
        stopChild(({ context }) => context.loader),
        assign(({ context, spawn }) => ({
          loader: spawn('proofLoader', { input: { argumentId: context.argumentId } }),
          // Only a proof the latest load found: after a 'not found' the old one is no answer.
          previous: context.loader.getSnapshot().matches('loaded') ? context.loader : null,
        })),
      ],
    },
  },
});

/** Calls `onResult` once per settled loader (a new loader settles anew). */
function useDemonstrationCallback(
  actorRef: ProofLoaderActor,
  demonstration: DemonstrationResult | null,
  onResult: ((result: DemonstrationResult) => void) | undefined,
) {
  const latest = useRef(onResult);
  latest.current = onResult;
  const reported = useRef<ProofLoaderActor | null>(null);
  useEffect(() => {
    if (demonstration === null || reported.current === actorRef) return;
    reported.current = actorRef;
    latest.current?.(demonstration);
  }, [actorRef, demonstration]);
}

/**
 * Runs the Validated Proof modal's loader (`proofLoaderMachine`) on the nearest
 * `CredenceProvider`'s client: POST /api/user/arguments/load-demonstration for `argumentId` at
 * once, again when `argumentId` changes and on `reload()`. Pass `actorRef` to `ProofModal`.
 * `demonstration` (and `onDemonstrationResult`) tell whether the argument has a validated proof.
 */
export function useProofLoader(
  argumentId: number,
  options: UseProofLoaderOptions = {},
): UseProofLoaderResult {
  const { client } = useCredence();
  const host = useMemo(
    () =>
      proofLoaderHost.provide({
        actors: {
          proofLoader: proofLoaderMachine.provide({
            actors: proofLoaderActorsFromClient(client),
          }),
        },
      }),
    [client],
  );
  const hostRef = useActorRef(host, { input: { argumentId } });
  useEffect(() => {
    hostRef.send({ type: 'SET_ARGUMENT', argumentId });
  }, [hostRef, argumentId]);
  const loader = useSelector(hostRef, (snapshot) => snapshot.context.loader);
  const previous = useSelector(hostRef, (snapshot) => snapshot.context.previous);
  const loading = useSelector(loader, (snapshot) => snapshot.matches('loading'));
  const demonstration = useSelector(loader, demonstrationResultOf, sameResult);
  useDemonstrationCallback(loader, demonstration, options.onDemonstrationResult);
  const reload = useCallback(() => hostRef.send({ type: 'RELOAD' }), [hostRef]);
  return { actorRef: loading && previous ? previous : loader, demonstration, reload };
}

function sameResult(a: DemonstrationResult | null, b: DemonstrationResult | null): boolean {
  return a?.isSuccessful === b?.isSuccessful && (a === null) === (b === null);
}
