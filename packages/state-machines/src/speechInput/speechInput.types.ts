import type { SpeechRecognitionConfig } from './speechInput.config';

/** Input of {@link speechInputMachine}: what the host page knows about the browser. */
export interface SpeechInputInput {
  /** Whether the page runs in a secure context (https or localhost). */
  isSecureContext: boolean;
  /** Whether the browser offers speech recognition. */
  isSupported: boolean;
  /**
   * When true, an unsupported browser is only logged (the `logWarning` action), nothing is shown:
   * the reconstruction editor's behaviour. Defaults to false.
   */
  silentWhenUnsupported?: boolean;
}

/** Context of {@link speechInputMachine}. */
export interface SpeechInputContext {
  isSecureContext: boolean;
  isSupported: boolean;
  silentWhenUnsupported: boolean;
  /** Final text recognised since the last START, pieces joined by one space. */
  transcript: string;
  /** The current interim (not yet final) text; empty when there is none. */
  interimText: string;
  /** The error shown under the microphone button, or null. */
  error: string | null;
}

/** Events the UI sends to {@link speechInputMachine}. */
export type SpeechInputUiEvent =
  /** The microphone button: starts when idle, stops when listening. */
  | { type: 'TOGGLE' }
  | { type: 'START' }
  | { type: 'STOP' }
  /** Hides the error. */
  | { type: 'DISMISS_ERROR' };

/** Events the injected `recognizer` actor sends back (the browser recogniser's callbacks). */
export type SpeechRecognizerEvent =
  /** One recognition result; the adapter sends one per result of a browser `result` event. */
  | { type: 'RESULT'; transcript: string; isFinal: boolean }
  /** The browser's `error` event, with its code ('not-allowed', 'no-speech', …). */
  | { type: 'ERROR'; code: string }
  /** The browser's `end` event: recognition stopped. */
  | { type: 'END' };

/** Events of {@link speechInputMachine}. */
export type SpeechInputEvent = SpeechInputUiEvent | SpeechRecognizerEvent;

/** Input of the `recognizer` actor: the settings to apply to the browser recogniser. */
export interface RecognizerInput {
  config: SpeechRecognitionConfig;
}

/**
 * What the machine sends to the running `recognizer` actor: STOP asks the recogniser to stop
 * (final results may still arrive, then END). Leaving the listening states stops the actor,
 * whose cleanup must abort the recogniser.
 */
export type RecognizerCommand = { type: 'STOP' };

/** Emitted for every final result, so the owning field can append it. */
export type SpeechInputEmitted = { type: 'recognized'; text: string };
