import { DURATIONS } from '@credence/engine';
import {
  type LinkedArgumentInput,
  type LinkedArgumentOutput,
  type LinkedArgumentToast,
  linkedArgumentActorsFromClient,
  linkedArgumentMachine,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';

/** The running linked-argument machine (`linkedArgumentMachine` from `@credence/state-machines`). */
export type LinkedArgumentActor = ActorRefFrom<typeof linkedArgumentMachine>;

/** Options of {@link useLinkedArgument}: the machine's input and two callbacks. */
export interface UseLinkedArgumentOptions extends LinkedArgumentInput {
  /**
   * Called once when the modal closes after a save, with the machine's output (its `message` is
   * the evaluator's 'Linked argument saved successfully!'). Not called when nothing was saved.
   */
  onSaved?: (output: LinkedArgumentOutput) => void;
  /** Called once when the machine has accepted `CLOSE` (after `onSaved`, if any). */
  onClose?: () => void;
}

const TONES: Readonly<Record<LinkedArgumentToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/**
 * Runs one `linkedArgumentMachine` on the nearest `CredenceProvider`'s client (POST
 * /api/arguments/generate-linked and POST /api/arguments/link). Each new `context.toast` (the
 * AI's and the save's successes and failures) goes to the provider's toast queue once; when the
 * machine ends (`CLOSE`, refused while saving) `onSaved` gets its output if an argument was
 * saved, then `onClose` is called. The machine reads its input once: mount the hook anew for
 * each opening (as `LinkedArgumentModal` does).
 */
export function useLinkedArgument({
  onSaved,
  onClose,
  ...input
}: UseLinkedArgumentOptions): LinkedArgumentActor {
  const { client, toasts } = useCredence();
  const machine = useMemo(
    () => linkedArgumentMachine.provide({ actors: linkedArgumentActorsFromClient(client) }),
    [client],
  );
  const actorRef = useActorRef(machine, { input });
  const callbacks = useRef({ onSaved, onClose });
  callbacks.current = { onSaved, onClose };
  // Kept across effect re-runs (Strict Mode) so that no toast is shown twice.
  const lastShown = useRef(0);
  const finished = useRef(false);

  useEffect(() => {
    // One subscription forwards the toast before reporting the end, so a toast of the last
    // snapshot is queued even when the parent unmounts the modal on close.
    const handle = (snapshot: SnapshotFrom<typeof machine>) => {
      const { toast } = snapshot.context;
      if (toast !== null && toast.id > lastShown.current) {
        lastShown.current = toast.id;
        toasts.add({ title: toast.text, tone: TONES[toast.kind] }, { timeout: DURATIONS.message });
      }
      if (snapshot.status !== 'done' || finished.current) return;
      finished.current = true;
      const output = snapshot.output;
      if (output && output.savedArgumentId !== null) callbacks.current.onSaved?.(output);
      callbacks.current.onClose?.();
    };
    handle(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(handle);
    return () => subscription.unsubscribe();
  }, [actorRef, toasts]);

  return actorRef;
}
