/**
 * Stories and tests only (not exported from the package): a fake `SpeechRecognition` (headless
 * Chromium has no real one) that records how it was configured and called and lets the story or
 * test play the browser's part: `say` (a result), `fail` (an error event) and `end`.
 */
import type {
  SpeechRecognitionConstructor,
  SpeechRecognitionErrorEventLike,
  SpeechRecognitionLike,
  SpeechRecognitionResultEventLike,
} from '../SpeechInputButton/speechRecognition';

/** One fake recogniser, as the component created it. */
export interface FakeRecognition extends SpeechRecognitionLike {
  started: boolean;
  stopped: boolean;
  aborted: boolean;
}

/** Options of {@link fakeSpeechRecognition}. */
export interface FakeSpeechRecognitionOptions {
  /** `start()` throws, like a browser refusing to start. */
  failOnStart?: boolean;
  /** `stop()` does not end the session by itself (the test calls `end`). Default: ends at once. */
  holdOnStop?: boolean;
}

/**
 * A fake recogniser constructor and its controls. `current` is the latest recogniser; `say`,
 * `fail` and `end` fire its events. `stop()` ends the session on the next task unless `holdOnStop`.
 */
export function fakeSpeechRecognition(options: FakeSpeechRecognitionOptions = {}) {
  const instances: FakeRecognition[] = [];
  class FakeSpeechRecognition implements FakeRecognition {
    lang = '';
    interimResults = false;
    maxAlternatives = 0;
    onresult: ((event: SpeechRecognitionResultEventLike) => void) | null = null;
    onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
    onend: (() => void) | null = null;
    started = false;
    stopped = false;
    aborted = false;
    constructor() {
      instances.push(this);
    }
    start() {
      if (options.failOnStart) throw new Error('recognition.start() failed');
      this.started = true;
    }
    stop() {
      this.stopped = true;
      if (!options.holdOnStop) setTimeout(() => this.onend?.(), 0);
    }
    abort() {
      this.aborted = true;
    }
  }
  const current = (): FakeRecognition => {
    const recognition = instances.at(-1);
    if (!recognition) throw new Error('No recogniser was created: press the button first');
    return recognition;
  };
  return {
    SpeechRecognition: FakeSpeechRecognition as SpeechRecognitionConstructor,
    instances,
    current,
    /** A result event with one result. */
    say(transcript: string, isFinal: boolean) {
      const result = Object.assign([{ transcript }], { isFinal });
      current().onresult?.({ resultIndex: 0, results: [result] });
    },
    /** An error event with the browser's code ('not-allowed', 'no-speech', …). */
    fail(code: string) {
      current().onerror?.({ error: code });
    },
    /** The end event. */
    end() {
      current().onend?.();
    },
  };
}

/** A {@link fakeSpeechRecognition}. */
export type FakeSpeechRecognition = ReturnType<typeof fakeSpeechRecognition>;
