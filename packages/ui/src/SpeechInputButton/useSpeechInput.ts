import { SPEECH_MESSAGES, speechInputMachine } from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  browserIsSecureContext,
  browserSpeechRecognition,
  type SpeechRecognitionConstructor,
  speechRecognizer,
} from './speechRecognition';

/** The running speech-input machine (`speechInputMachine` from `@credence/state-machines`). */
export type SpeechInputActor = ActorRefFrom<typeof speechInputMachine>;

/** Options of {@link useSpeechInput}. */
export interface UseSpeechInputOptions {
  /**
   * The recogniser constructor. Default: the browser's `SpeechRecognition` or
   * `webkitSpeechRecognition`; `null` means unsupported. Pass a fake in tests and stories. Read on
   * the first render only.
   */
  recognition?: SpeechRecognitionConstructor | null;
  /** Whether the page is a secure context; default `window.isSecureContext`. First render only. */
  isSecureContext?: boolean;
  /**
   * Without support, only log (the reconstruction editor): nothing is shown and the button hides.
   * First render only.
   */
  hideWhenUnsupported?: boolean;
  /** Called with each final result (trimmed), e.g. to append it to a field. */
  onRecognized?: (text: string) => void;
  /** Where warnings go (an unsupported browser when hidden, a failed start); default `console.warn`. */
  logWarning?: (message: string) => void;
}

/** What {@link useSpeechInput} returns: flags, texts and commands for the button. */
export interface UseSpeechInputResult {
  actorRef: SpeechInputActor;
  /** Listening (also while waiting for the last results after a stop). */
  isListening: boolean;
  /** Whether the browser offers speech recognition. */
  isSupported: boolean;
  /** Unsupported and `hideWhenUnsupported`: render nothing. */
  isHidden: boolean;
  /** The current interim (not yet final) text; empty when there is none. */
  interimText: string;
  /** The error to show, or null. */
  error: string | null;
  /** Starts when idle, stops when listening. */
  toggle: () => void;
  /** Hides the error. */
  dismissError: () => void;
}

/**
 * Runs one `speechInputMachine` on the browser's speech recognition (or an injected constructor):
 * secure-context and support checks, en-US with interim results and one alternative, the spec's
 * error texts. Final results go to `onRecognized` (the latest one is always called).
 */
export function useSpeechInput(options: UseSpeechInputOptions = {}): UseSpeechInputResult {
  const { hideWhenUnsupported = false } = options;
  const latest = useRef(options);
  latest.current = options;
  const log = useCallback(
    (message: string) => (latest.current.logWarning ?? console.warn)(message),
    [],
  );
  const [recognition] = useFirst(() =>
    options.recognition === undefined ? browserSpeechRecognition() : options.recognition,
  );
  const [isSecureContext] = useFirst(() => options.isSecureContext ?? browserIsSecureContext());
  const machine = useMemo(
    () =>
      speechInputMachine.provide({
        ...(recognition ? { actors: { recognizer: speechRecognizer(recognition) } } : {}),
        actions: { logWarning: (_, params) => log(params.message) },
      }),
    [recognition, log],
  );
  const actorRef = useActorRef(machine, {
    input: {
      isSecureContext,
      isSupported: recognition !== null,
      silentWhenUnsupported: hideWhenUnsupported,
    },
  });
  useEffect(() => {
    const subscription = actorRef.on('recognized', ({ text }) =>
      latest.current.onRecognized?.(text),
    );
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const isHidden = hideWhenUnsupported && recognition === null;
  const logged = useRef(false);
  useEffect(() => {
    if (!isHidden || logged.current) return;
    logged.current = true;
    log(isSecureContext ? SPEECH_MESSAGES.unsupported : SPEECH_MESSAGES.insecureContext);
  }, [isHidden, isSecureContext, log]);
  const isListening = useSelector(actorRef, (s) => s.matches('listening'));
  const interimText = useSelector(actorRef, (s) => s.context.interimText);
  const error = useSelector(actorRef, (s) => s.context.error);
  const toggle = useCallback(() => actorRef.send({ type: 'TOGGLE' }), [actorRef]);
  const dismissError = useCallback(() => actorRef.send({ type: 'DISMISS_ERROR' }), [actorRef]);
  return {
    actorRef,
    isListening,
    isSupported: recognition !== null,
    isHidden,
    interimText,
    error,
    toggle,
    dismissError,
  };
}

/** A value computed on the first render and kept. */
function useFirst<T>(compute: () => T): [T] {
  const ref = useRef<{ value: T } | null>(null);
  if (ref.current === null) ref.current = { value: compute() };
  return [ref.current.value];
}
