import type { UserId } from '@credence/api';
import {
  type DependencyEditorEmitted,
  type DependencyEditorInput,
  type DependencyEditorToast,
  dependencyEditorActorsFromClient,
  dependencyEditorMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, assign, setup, stopChild } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';

/** The running dependency editor (`dependencyEditorMachine` from `@credence/state-machines`). */
export type DependencyEditorActor = ActorRefFrom<typeof dependencyEditorMachine>;

/** Options of {@link useDependencyEditor}: the machine's input and a listener for its events. */
export interface UseDependencyEditorOptions extends Omit<DependencyEditorInput, 'userId'> {
  /**
   * The user whose conditional patterns guide the AI assessment; default the provider's
   * signed-in user.
   */
  userId?: number | null;
  /**
   * Called with every event the editor emits (`dependency-changed`, `dependency-deleted`), for
   * the app to pass to the evaluator or the inference dialog so constraints refresh. The latest
   * function is always the one called, so callers need not memoise it.
   */
  onEvent?: (event: DependencyEditorEmitted) => void;
}

const TONES: Readonly<Record<DependencyEditorToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/**
 * Keeps one dependency editor per argument. The machine reads its argument id from its input
 * only, so another argument needs another machine: this host spawns it and, on `SET_ARGUMENT`
 * with a new id, stops it and spawns a fresh one (as `useVersionHistory` does).
 */
const dependencyEditorHost = setup({
  types: {
    context: {} as { argumentId: number | null; editor: DependencyEditorActor },
    input: {} as DependencyEditorInput,
    events: {} as { type: 'SET_ARGUMENT'; input: DependencyEditorInput },
  },
  actors: { editor: dependencyEditorMachine },
}).createMachine({
  id: 'dependencyEditorHost',
  context: ({ input, spawn }) => ({
    argumentId: input.argumentId,
    editor: spawn('editor', { input }),
  }),
  on: {
    SET_ARGUMENT: {
      guard: ({ context, event }) => event.input.argumentId !== context.argumentId,
      actions: [
        stopChild(({ context }) => context.editor),
        assign(({ event, spawn }) => ({
          argumentId: event.input.argumentId,
          editor: spawn('editor', { input: event.input }),
        })),
      ],
    },
  },
});

/** The machine's user id (a number) from the provider's, which may be a numeric string. */
function numericUserId(userId: UserId | null | undefined): number | null {
  if (typeof userId === 'number') return Number.isFinite(userId) ? userId : null;
  if (typeof userId === 'string' && /^\d+$/.test(userId)) return Number(userId);
  return null;
}

/**
 * Shows each new toast of the editor in the provider's toast queue (with the machine's duration)
 * and then dismisses it from the machine, once per toast id, also under Strict Mode.
 */
function useForwardedToasts(editor: DependencyEditorActor) {
  const { toasts } = useCredence();
  const pending = useSelector(editor, (snapshot) => snapshot.context.toasts);
  const forwarded = useRef<{ editor: DependencyEditorActor; lastId: number } | null>(null);
  useEffect(() => {
    if (forwarded.current?.editor !== editor) forwarded.current = { editor, lastId: 0 };
    const state = forwarded.current;
    for (const toast of pending) {
      if (toast.id <= state.lastId) continue;
      state.lastId = toast.id;
      toasts.add({ title: toast.text, tone: TONES[toast.kind] }, { timeout: toast.durationMs });
      editor.send({ type: 'DISMISS_TOAST', id: toast.id });
    }
  }, [editor, pending, toasts]);
}

/** Logs each new warning of the editor (save, reset and claim-fetch failures are only logged). */
function useLoggedWarnings(editor: DependencyEditorActor) {
  const warnings = useSelector(editor, (snapshot) => snapshot.context.warnings);
  const logged = useRef<{ editor: DependencyEditorActor; count: number } | null>(null);
  useEffect(() => {
    if (logged.current?.editor !== editor) logged.current = { editor, count: 0 };
    for (const warning of warnings.slice(logged.current.count)) {
      console.warn(`[DependencyEditor] ${warning}`);
    }
    logged.current.count = warnings.length;
  }, [editor, warnings]);
}

/** Calls the latest `onEvent` with every event the editor emits. */
function useEmittedEvents(
  editor: DependencyEditorActor,
  onEvent: UseDependencyEditorOptions['onEvent'],
) {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(() => {
    // Subscribed in an effect (not at creation) so Strict Mode's second run does not double it.
    const changed = editor.on('dependency-changed', (event) => onEventRef.current?.(event));
    const deleted = editor.on('dependency-deleted', (event) => onEventRef.current?.(event));
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, [editor]);
}

/**
 * Runs the Premise Dependencies editor (`dependencyEditorMachine`) on the nearest
 * `CredenceProvider`'s client: it loads the argument's stored dependencies at once (a new
 * machine when `argumentId` changes), follows later changes of the premises, their credences,
 * the external claims, the overridden claims and the resolution mode, shows the machine's toasts
 * in the provider's toast queue, logs its warnings, and passes its events to `onEvent`.
 * Hand the result to `DependencyEditor` or `DependencyCard`.
 */
export function useDependencyEditor(options: UseDependencyEditorOptions): DependencyEditorActor {
  const { client, userId: signedInUserId } = useCredence();
  const { onEvent, ...rest } = options;
  const input: DependencyEditorInput = {
    ...rest,
    userId: rest.userId === undefined ? numericUserId(signedInUserId) : rest.userId,
  };
  const host = useMemo(
    () =>
      dependencyEditorHost.provide({
        actors: {
          editor: dependencyEditorMachine.provide({
            actors: dependencyEditorActorsFromClient(client),
          }),
        },
      }),
    [client],
  );
  const hostRef = useActorRef(host, { input });
  const editor = useSelector(hostRef, (snapshot) => snapshot.context.editor);

  const latestInput = useRef(input);
  latestInput.current = input;
  const argumentId = input.argumentId;
  useEffect(() => {
    hostRef.send({ type: 'SET_ARGUMENT', input: { ...latestInput.current, argumentId } });
  }, [hostRef, argumentId]);

  // Follow the argument by value: callers often pass fresh arrays and objects on each render.
  const argumentKey = JSON.stringify([
    input.premises,
    input.premiseProbabilities ?? null,
    input.externalClaims ?? null,
    input.overriddenClaimIds ?? null,
  ]);
  const sentKey = useRef<{ editor: DependencyEditorActor; key: string } | null>(null);
  useEffect(() => {
    // A new argument id has just replaced this machine by one started from the latest input.
    if (hostRef.getSnapshot().context.editor !== editor) return;
    if (sentKey.current === null || sentKey.current.editor !== editor) {
      // A new machine starts from this very input.
      sentKey.current = { editor, key: argumentKey };
      return;
    }
    if (sentKey.current.key === argumentKey) return;
    sentKey.current.key = argumentKey;
    const { premises, premiseProbabilities, externalClaims, overriddenClaimIds } =
      latestInput.current;
    editor.send({
      type: 'UPDATE_ARGUMENT',
      premises,
      premiseProbabilities,
      externalClaims,
      overriddenClaimIds,
    });
  }, [hostRef, editor, argumentKey]);

  const resolutionMode = input.resolutionMode;
  useEffect(() => {
    if (resolutionMode === undefined || hostRef.getSnapshot().context.editor !== editor) return;
    if (editor.getSnapshot().context.resolutionMode === resolutionMode) return;
    editor.send({ type: 'SET_RESOLUTION_MODE', mode: resolutionMode });
  }, [hostRef, editor, resolutionMode]);

  useForwardedToasts(editor);
  useLoggedWarnings(editor);
  useEmittedEvents(editor, onEvent);
  return editor;
}
