import { and, assign, emit, fromCallback, sendTo, setup } from 'xstate';
import { appendRecognizedText } from './appendRecognizedText';
import { SPEECH_RECOGNITION_CONFIG } from './speechInput.config';
import { SPEECH_MESSAGES, speechErrorMessage } from './speechInput.messages';
import type {
  RecognizerCommand,
  RecognizerInput,
  SpeechInputContext,
  SpeechInputEmitted,
  SpeechInputEvent,
  SpeechInputInput,
  SpeechRecognizerEvent,
} from './speechInput.types';

/** The default recogniser: the app must provide one built on the browser's SpeechRecognition. */
const recognizerNotProvided = fromCallback<
  RecognizerCommand,
  RecognizerInput,
  SpeechRecognizerEvent
>(() => {
  throw new Error('The "recognizer" actor was not provided: use machine.provide({ actors })');
});

/**
 * Voice input for one text field (spec §4 "Voice recording toggles start and stop and appends
 * recognised text", §5 "Speech input", §8 "Speech errors").
 *
 * - `idle` → (TOGGLE/START) `listening.recording` → (TOGGLE/STOP) `listening.stopping` → (END)
 *   `idle`. While stopping, the recogniser keeps running so that the last final results still
 *   arrive; a second TOGGLE/STOP there gives up waiting. `listening` also returns to `idle` when
 *   the recogniser ends by itself (END) or reports an error. `starting` is a transient check.
 * - START first checks, in this order, a secure context (else the HTTPS error: browsers hide the
 *   recogniser outside secure contexts, so "unsupported" would mislead) and browser support
 *   (else the unsupported error, or, with `silentWhenUnsupported`, only the `logWarning` action).
 * - The recogniser is the injected callback actor `recognizer` (input {@link RecognizerInput}
 *   with {@link SPEECH_RECOGNITION_CONFIG}); it sends RESULT, ERROR and END. If it throws while
 *   starting, the initialization-failure error is shown and the cause logged.
 * - Final results are appended to `context.transcript` and emitted as `recognized` events
 *   ({@link SpeechInputEmitted}) for the owning field; interim text is in `context.interimText`.
 * - Errors are put in `context.error` (texts in `speechInput.messages.ts`); 'no-speech' is
 *   silently ignored. While stopping at the user's request, 'aborted' is expected and ignored too.
 * - `logWarning` defaults to `console.warn`; override it with `machine.provide({ actions })`.
 */
export const speechInputMachine = setup({
  types: {
    context: {} as SpeechInputContext,
    events: {} as SpeechInputEvent,
    input: {} as SpeechInputInput,
    emitted: {} as SpeechInputEmitted,
  },
  actors: {
    recognizer: recognizerNotProvided,
  },
  actions: {
    logWarning: (_, params: { message: string }) => {
      console.warn(params.message);
    },
    beginSession: assign({ transcript: '', interimText: '', error: null }),
    showInsecureContext: assign({ error: SPEECH_MESSAGES.insecureContext }),
    showUnsupported: assign({ error: SPEECH_MESSAGES.unsupported }),
    showInitializationFailure: assign({ error: SPEECH_MESSAGES.initializationFailed }),
    clearError: assign({ error: null }),
    clearInterim: assign({ interimText: '' }),
    takeResult: assign(({ context, event }) => {
      if (event.type !== 'RESULT') return {};
      return event.isFinal
        ? {
            transcript: appendRecognizedText(context.transcript, event.transcript),
            interimText: '',
          }
        : { interimText: event.transcript };
    }),
    emitFinalResult: emit(({ event }) => ({
      type: 'recognized' as const,
      text: event.type === 'RESULT' ? event.transcript.trim() : '',
    })),
    showRecognizerError: assign({
      error: ({ event }) => (event.type === 'ERROR' ? speechErrorMessage(event.code) : null),
    }),
    askRecognizerToStop: sendTo('recognizer', { type: 'STOP' } satisfies RecognizerCommand),
  },
  guards: {
    isInsecureContext: ({ context }) => !context.isSecureContext,
    isUnsupported: ({ context }) => !context.isSupported,
    isSilentWhenUnsupported: ({ context }) => context.silentWhenUnsupported,
    isFinalResult: ({ event }) =>
      event.type === 'RESULT' && event.isFinal && event.transcript.trim() !== '',
    isInterimResult: ({ event }) => event.type === 'RESULT' && !event.isFinal,
    isIgnoredError: ({ event }) =>
      event.type === 'ERROR' && speechErrorMessage(event.code) === null,
    isIgnoredWhileStopping: ({ event }) =>
      event.type === 'ERROR' &&
      (speechErrorMessage(event.code) === null || event.code === 'aborted'),
  },
}).createMachine({
  id: 'speechInput',
  context: ({ input }) => ({
    isSecureContext: input.isSecureContext,
    isSupported: input.isSupported,
    silentWhenUnsupported: input.silentWhenUnsupported ?? false,
    transcript: '',
    interimText: '',
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: 'starting',
        START: 'starting',
        DISMISS_ERROR: { actions: 'clearError' },
      },
    },
    starting: {
      always: [
        { guard: 'isInsecureContext', target: 'idle', actions: 'showInsecureContext' },
        {
          guard: and(['isUnsupported', 'isSilentWhenUnsupported']),
          target: 'idle',
          actions: [
            'clearError',
            { type: 'logWarning', params: { message: SPEECH_MESSAGES.unsupported } },
          ],
        },
        { guard: 'isUnsupported', target: 'idle', actions: 'showUnsupported' },
        { target: 'listening', actions: 'beginSession' },
      ],
    },
    listening: {
      invoke: {
        id: 'recognizer',
        src: 'recognizer',
        input: { config: SPEECH_RECOGNITION_CONFIG },
        onError: {
          target: 'idle',
          actions: [
            'showInitializationFailure',
            {
              type: 'logWarning',
              params: ({ event }) => ({
                message: `Speech recognition failed to start: ${describe(event.error)}`,
              }),
            },
          ],
        },
      },
      exit: 'clearInterim',
      on: {
        RESULT: [
          { guard: 'isFinalResult', actions: ['takeResult', 'emitFinalResult'] },
          { guard: 'isInterimResult', actions: 'takeResult' },
        ],
        END: 'idle',
      },
      initial: 'recording',
      states: {
        recording: {
          on: {
            ERROR: [
              { guard: 'isIgnoredError' },
              { target: '#speechInput.idle', actions: 'showRecognizerError' },
            ],
            TOGGLE: { target: 'stopping', actions: 'askRecognizerToStop' },
            STOP: { target: 'stopping', actions: 'askRecognizerToStop' },
          },
        },
        stopping: {
          on: {
            ERROR: [
              { guard: 'isIgnoredWhileStopping', target: '#speechInput.idle' },
              { target: '#speechInput.idle', actions: 'showRecognizerError' },
            ],
            // The recogniser never ended: a second press gives up waiting.
            TOGGLE: '#speechInput.idle',
            STOP: '#speechInput.idle',
          },
        },
      },
    },
  },
});

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
