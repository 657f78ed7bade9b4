import {
  type DialogToast,
  type InferenceDialogActorsOptions,
  type InferenceDialogEmitted,
  type InferenceDialogInput,
  inferenceDialogActorsFromClient,
  inferenceDialogMachine,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';
import type { InferenceSettingsApplied } from './evaluatorSettings';
import type { InferenceDialogActor } from './inferenceDialogActor';
import { saveFallbackRecords } from './saveFallbackRecords';

/** The dialog's `dependency-graph-changed` emitted event. */
export type InferenceDependencyGraphChanged = Extract<
  InferenceDialogEmitted,
  { type: 'dependency-graph-changed' }
>;

/** Options of {@link useInferenceDialog}: the parent's handlers and listeners. */
export interface UseInferenceDialogOptions {
  /**
   * The dialog's Save handler (the parent saves the settings). Without it Save succeeds at once:
   * the settings reach the server with the evaluator's own save.
   */
  saveSettings?: InferenceDialogActorsOptions['saveSettings'];
  /**
   * The Fallback tab's 'Save to DB' handler. Default: {@link saveFallbackRecords} (the two
   * conditional-probability records the tab reloads). `null`: no handler, so Save to DB only
   * applies the settings (spec: "with no handler nothing happens").
   */
  saveFallbackToDb?: InferenceDialogActorsOptions['saveFallbackToDb'] | null;
  /**
   * Settings for the evaluator to apply (the Fallback sliders after 300 ms, Save to DB, Reset
   * from DB): send `applyEvaluationSettingsEvent(event)` to the evaluator machine.
   */
  onSettingsApplied?: (event: InferenceSettingsApplied) => void;
  /** The last antecedent of a premise was removed: broadcast it (the spec's window event). */
  onDependencyGraphChanged?: (event: InferenceDependencyGraphChanged) => void;
}

const TONES: Readonly<Record<DialogToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
};

/**
 * Runs the Inference Evaluation dialog's machine (`inferenceDialogMachine`) on the nearest
 * `CredenceProvider`'s client (`inferenceDialogActorsFromClient`), shows its `toast` events in
 * the provider's toast queue, and calls `onSettingsApplied` / `onDependencyGraphChanged` for its
 * other emitted events. Pass the returned actor to `InferenceDialog`.
 *
 * The machine reads `input` once, when it starts, and refreshes dependencies and stored fallback
 * values from the server then (spec §4 "Opening the dialog refreshes…"); so mount the hook when
 * the dialog opens and unmount it when it closes. Later changes of `input.premises` (the
 * evaluator's sliders) are sent as `PREMISES_CHANGED`.
 *
 * Connecting it to the evaluator (`ArgumentEvaluator`'s "Evaluate inference" button):
 *
 * ```tsx
 * function InferenceDialogHost({ input, onClose }: { input: InferenceDialogInput; onClose(): void }) {
 *   const evaluator = useArgumentEvaluator();
 *   const actorRef = useInferenceDialog(input, {
 *     onSettingsApplied: (event) => evaluator.send(applyEvaluationSettingsEvent(event)),
 *     saveSettings: ({ evaluationMode, settings }) =>
 *       evaluator.send(applyEvaluationSettingsEvent({ type: 'settings-applied', mode: evaluationMode, settings })),
 *   });
 *   return <InferenceDialog actorRef={actorRef} isOpen onOpenChange={(open) => !open && onClose()} />;
 * }
 * // in the evaluator: {isInferenceOpen ? <InferenceDialogHost input={…} onClose={…} /> : null}
 * ```
 *
 * `input` comes from the evaluator's context: `argumentId`, `argumentType`, the current
 * `evaluationMode` as `mode`, the conclusion, the premises with their credences, and the mode's
 * stored `evaluationSettings` as `settings`.
 */
export function useInferenceDialog(
  input: InferenceDialogInput,
  options: UseInferenceDialogOptions = {},
): InferenceDialogActor {
  const { client, toasts } = useCredence();
  // The handlers are read when called, so new closures on every render need no new machine.
  const latest = useRef(options);
  latest.current = options;
  const target = useRef(input);
  target.current = input;

  const machine = useMemo(
    () =>
      inferenceDialogMachine.provide({
        actors: inferenceDialogActorsFromClient(client, {
          saveSettings: (save) => latest.current.saveSettings?.(save),
          saveFallbackToDb: (save) => {
            const handler = latest.current.saveFallbackToDb;
            if (handler === null) return undefined;
            return handler ? handler(save) : saveFallbackRecords(client, target.current, save);
          },
        }),
      }),
    [client],
  );
  const hasFallbackSaveHandler =
    (input.hasFallbackSaveHandler ?? true) && options.saveFallbackToDb !== null;
  const actorRef = useActorRef(machine, { input: { ...input, hasFallbackSaveHandler } });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('toast', ({ toast }) =>
        toasts.add({ title: toast.text, tone: TONES[toast.kind] }),
      ),
      actorRef.on('settings-applied', (event) => latest.current.onSettingsApplied?.(event)),
      actorRef.on('dependency-graph-changed', (event) =>
        latest.current.onDependencyGraphChanged?.(event),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actorRef, toasts]);

  usePremisesSync(actorRef, input.premises);
  return actorRef;
}

/** Sends `PREMISES_CHANGED` when the premises (ids, texts or credences) change after the start. */
function usePremisesSync(
  actorRef: InferenceDialogActor,
  premises: InferenceDialogInput['premises'],
) {
  const key = JSON.stringify(premises);
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    actorRef.send({ type: 'PREMISES_CHANGED', premises: JSON.parse(key) });
  }, [actorRef, key]);
}
