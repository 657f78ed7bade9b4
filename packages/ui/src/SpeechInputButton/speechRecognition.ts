import type {
  RecognizerCommand,
  RecognizerInput,
  SpeechRecognizerEvent,
} from '@credence/state-machines';
import { fromCallback } from 'xstate';

/** One alternative of a recognition result (the Web Speech API's `SpeechRecognitionAlternative`). */
export interface SpeechRecognitionAlternativeLike {
  transcript: string;
}

/** One recognition result: its alternatives and whether it is final. */
export interface SpeechRecognitionResultLike extends ArrayLike<SpeechRecognitionAlternativeLike> {
  isFinal: boolean;
}

/** The parts of the browser's `result` event that are read. */
export interface SpeechRecognitionResultEventLike {
  resultIndex: number;
  results: ArrayLike<SpeechRecognitionResultLike>;
}

/** The parts of the browser's `error` event that are read: its code ('not-allowed', …). */
export interface SpeechRecognitionErrorEventLike {
  error: string;
}

/**
 * The parts of the browser's `SpeechRecognition` (or `webkitSpeechRecognition`) that are used;
 * a fake with these members stands in for it in tests and stories.
 */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionResultEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

/** A `SpeechRecognition` constructor. */
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/**
 * The browser's recogniser constructor: `SpeechRecognition`, else `webkitSpeechRecognition`, else
 * null (unsupported, or outside a browser).
 */
export function browserSpeechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Whether the page is a secure context (https or localhost); false outside a browser. */
export function browserIsSecureContext(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === true;
}

/**
 * The speech machine's `recognizer` actor on a recogniser constructor: creates one recogniser per
 * session with the machine's config (en-US, interim results, one alternative) and starts it. Each
 * final result is sent as its own RESULT; the interim results of an event are joined into one
 * interim RESULT. The browser's `error` and `end` become ERROR and END; STOP calls `stop()` (the
 * last final results still arrive); stopping the actor aborts the recogniser. A constructor or
 * `start()` that throws fails the actor (the machine's initialization-failure error).
 */
export function speechRecognizer(SpeechRecognition: SpeechRecognitionConstructor) {
  return fromCallback<RecognizerCommand, RecognizerInput, SpeechRecognizerEvent>(
    ({ input, sendBack, receive }) => {
      const recognition = new SpeechRecognition();
      recognition.lang = input.config.lang;
      recognition.interimResults = input.config.interimResults;
      recognition.maxAlternatives = input.config.maxAlternatives;
      recognition.onresult = (event) => {
        let interim = '';
        for (let index = event.resultIndex; index < event.results.length; index++) {
          const result = event.results[index];
          const transcript = result?.[0]?.transcript ?? '';
          if (result?.isFinal) sendBack({ type: 'RESULT', transcript, isFinal: true });
          else interim += transcript;
        }
        if (interim !== '') sendBack({ type: 'RESULT', transcript: interim, isFinal: false });
      };
      recognition.onerror = (event) => sendBack({ type: 'ERROR', code: event.error });
      recognition.onend = () => sendBack({ type: 'END' });
      receive((command) => {
        if (command.type === 'STOP') recognition.stop();
      });
      recognition.start();
      return () => {
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.onend = null;
        recognition.abort();
      };
    },
  );
}
