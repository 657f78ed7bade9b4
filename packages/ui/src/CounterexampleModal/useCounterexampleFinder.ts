import { DURATIONS } from '@credence/engine';
import {
  type CounterexampleClaim,
  type CounterexampleData,
  type CounterexampleMode,
  type CounterexampleToast,
  counterexampleActorsFromClient,
  counterexampleMachine,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';
import {
  browserLocalStorage,
  type CounterexampleStorage,
  counterexampleBrowserActors,
} from './counterexampleBrowserActors';

/** The running counterexample machine (`counterexampleMachine` from `@credence/state-machines`). */
export type CounterexampleActor = ActorRefFrom<typeof counterexampleMachine>;

/** Options of {@link useCounterexampleFinder}. */
export interface UseCounterexampleFinderOptions {
  /** Keys the counterexample kept in local storage. */
  argumentId: string | number;
  /** The argument's premises (a premise without text is fetched by id). */
  premises: readonly CounterexampleClaim[];
  conclusion: CounterexampleClaim;
  /** The argument's logic system: when set, the other logic's tab is locked. */
  logicSystem?: CounterexampleMode | null;
  /** The AI model picked at first; default 'gpt-4o-mini'. */
  modelId?: string;
  /** Called once when a counterexample has been validated (valid or not). */
  onComplete?: (data: CounterexampleData) => void;
  /** Called once when the user cancels (the stored counterexample is then cleared). */
  onCancel?: () => void;
  /** Where the counterexample is kept; default the browser's local storage. */
  storage?: CounterexampleStorage | null;
}

const TONES: Readonly<Record<CounterexampleToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/**
 * Runs one `counterexampleMachine` on the nearest `CredenceProvider`'s client (regiment and
 * truth-table calls), local storage and the engine's predicate evaluation. The machine's toasts
 * go to the provider's toast queue (5 s each) and are then dismissed from the machine; when the
 * machine ends, `onComplete` gets the counterexample data or `onCancel` is called. The machine
 * reads its input once: mount the hook anew for each opening (as `CounterexampleModal` does).
 */
export function useCounterexampleFinder({
  argumentId,
  premises,
  conclusion,
  logicSystem,
  modelId,
  onComplete,
  onCancel,
  storage,
}: UseCounterexampleFinderOptions): CounterexampleActor {
  const { client, toasts } = useCredence();
  const resolvedStorage = storage === undefined ? browserLocalStorage() : storage;
  const machine = useMemo(
    () =>
      counterexampleMachine.provide({
        actors: {
          ...counterexampleActorsFromClient(client),
          ...counterexampleBrowserActors(resolvedStorage),
        },
      }),
    [client, resolvedStorage],
  );
  const actorRef = useActorRef(machine, {
    input: { argumentId, premises, conclusion, logicSystem, modelId },
  });
  const callbacks = useRef({ onComplete, onCancel });
  callbacks.current = { onComplete, onCancel };

  useEffect(() => {
    // One subscription forwards toasts before reporting the end, so the last toasts ('Counterexample
    // saved locally') are queued even when the parent unmounts the modal on completion.
    let lastShown = 0;
    let finished = false;
    const handle = (snapshot: ReturnType<CounterexampleActor['getSnapshot']>) => {
      for (const toast of snapshot.context.toasts) {
        if (toast.id <= lastShown) continue;
        lastShown = toast.id;
        toasts.add({ title: toast.text, tone: TONES[toast.kind] }, { timeout: DURATIONS.message });
        if (snapshot.status === 'active') actorRef.send({ type: 'DISMISS_TOAST', id: toast.id });
      }
      if (snapshot.status !== 'done' || finished) return;
      finished = true;
      const output = snapshot.output;
      if (output?.status === 'completed') callbacks.current.onComplete?.(output.data);
      else callbacks.current.onCancel?.();
    };
    handle(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(handle);
    return () => subscription.unsubscribe();
  }, [actorRef, toasts]);

  return actorRef;
}
