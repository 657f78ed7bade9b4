import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback } from 'xstate';
import { appendRecognizedText } from './appendRecognizedText';
import { SPEECH_RECOGNITION_CONFIG } from './speechInput.config';
import { speechInputMachine } from './speechInput.machine';
import { SPEECH_MESSAGES, speechErrorMessage } from './speechInput.messages';
import type {
  RecognizerCommand,
  RecognizerInput,
  SpeechInputInput,
  SpeechRecognizerEvent,
} from './speechInput.types';

/** A fake recogniser: records its input, commands and whether it was stopped; exposes sendBack. */
function fakeRecognizer(options: { failOnStart?: boolean } = {}) {
  const state = {
    inputs: [] as RecognizerInput[],
    commands: [] as RecognizerCommand[],
    disposed: 0,
    send: (_event: SpeechRecognizerEvent) => {},
  };
  const logic = fromCallback<RecognizerCommand, RecognizerInput, SpeechRecognizerEvent>(
    ({ input, sendBack, receive }) => {
      if (options.failOnStart) throw new Error('recognition.start() failed');
      state.inputs.push(input);
      state.send = sendBack;
      receive((command) => state.commands.push(command));
      return () => {
        state.disposed++;
      };
    },
  );
  return { state, logic };
}

function start(input: Partial<SpeechInputInput> = {}, options: { failOnStart?: boolean } = {}) {
  const recognizer = fakeRecognizer(options);
  const warnings: string[] = [];
  const actor = createActor(
    speechInputMachine.provide({
      actors: { recognizer: recognizer.logic },
      actions: { logWarning: (_, params) => warnings.push(params.message) },
    }),
    { input: { isSecureContext: true, isSupported: true, ...input } },
  ).start();
  const recognized: string[] = [];
  actor.on('recognized', (event) => recognized.push(event.text));
  return { actor, recognizer: recognizer.state, warnings, recognized };
}

describe('speechInputMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle and configures the recogniser for en-US, interim results, one alternative', () => {
    expect(SPEECH_RECOGNITION_CONFIG).toEqual({
      lang: 'en-US',
      interimResults: true,
      maxAlternatives: 1,
    });
    const { actor, recognizer } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toEqual({ listening: 'recording' });
    expect(recognizer.inputs).toEqual([{ config: SPEECH_RECOGNITION_CONFIG }]);
  });

  it('exposes interim text, appends final results, emits them, and stops on toggle', async () => {
    const { actor, recognizer, recognized } = start();
    actor.send({ type: 'TOGGLE' });
    recognizer.send({ type: 'RESULT', transcript: 'the sky', isFinal: false });
    expect(actor.getSnapshot().context.interimText).toBe('the sky');
    expect(actor.getSnapshot().context.transcript).toBe('');
    recognizer.send({ type: 'RESULT', transcript: 'The sky is blue', isFinal: true });
    expect(actor.getSnapshot().context).toMatchObject({
      transcript: 'The sky is blue',
      interimText: '',
    });
    recognizer.send({ type: 'RESULT', transcript: ' today ', isFinal: true });
    expect(actor.getSnapshot().context.transcript).toBe('The sky is blue today');
    expect(recognized).toEqual(['The sky is blue', 'today']);

    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toEqual({ listening: 'stopping' });
    expect(recognizer.commands).toEqual([{ type: 'STOP' }]);
    // The last final result still arrives while stopping.
    recognizer.send({ type: 'RESULT', transcript: 'indeed', isFinal: true });
    expect(recognized).toEqual(['The sky is blue', 'today', 'indeed']);
    recognizer.send({ type: 'END' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recognizer.disposed).toBe(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('START and STOP work like the toggle; a new session clears the transcript', () => {
    const { actor, recognizer } = start();
    actor.send({ type: 'START' });
    recognizer.send({ type: 'RESULT', transcript: 'one', isFinal: true });
    actor.send({ type: 'STOP' });
    recognizer.send({ type: 'END' });
    expect(actor.getSnapshot().context.transcript).toBe('one');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.transcript).toBe('');
  });

  it('returns to idle when the recogniser ends by itself, clearing interim text', () => {
    const { actor, recognizer } = start();
    actor.send({ type: 'TOGGLE' });
    recognizer.send({ type: 'RESULT', transcript: 'half', isFinal: false });
    recognizer.send({ type: 'END' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.interimText).toBe('');
  });

  it('a second stop while stopping gives up waiting for the recogniser', () => {
    const { actor, recognizer } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(recognizer.disposed).toBe(1);
  });

  it('requires a secure context (checked before support)', () => {
    const { actor, recognizer } = start({ isSecureContext: false, isSupported: false });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(SPEECH_MESSAGES.insecureContext);
    expect(recognizer.inputs).toHaveLength(0);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reports an unsupported browser', () => {
    const { actor, warnings } = start({ isSupported: false });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(
      'Speech recognition is not supported in this browser. Please use Chrome, Edge or Safari.',
    );
    expect(warnings).toEqual([]);
  });

  it('only logs an unsupported browser when silentWhenUnsupported (reconstruction editor)', () => {
    const { actor, warnings } = start({ isSupported: false, silentWhenUnsupported: true });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(warnings).toEqual([SPEECH_MESSAGES.unsupported]);
  });

  it.each([
    ['not-allowed', SPEECH_MESSAGES.permissionDenied],
    ['audio-capture', SPEECH_MESSAGES.noMicrophone],
    ['network', SPEECH_MESSAGES.network],
    ['aborted', SPEECH_MESSAGES.aborted],
    ['service-not-allowed', SPEECH_MESSAGES.serviceNotAllowed],
    ['language-not-supported', 'Speech recognition error: language-not-supported'],
    ['bad-grammar', 'Speech recognition error: bad-grammar'],
  ])('shows the error for code %s and stops', (code, text) => {
    const { actor, recognizer } = start();
    actor.send({ type: 'TOGGLE' });
    recognizer.send({ type: 'ERROR', code });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(recognizer.disposed).toBe(1);
  });

  it("silently ignores 'no-speech'", () => {
    const { actor, recognizer } = start();
    actor.send({ type: 'TOGGLE' });
    recognizer.send({ type: 'ERROR', code: 'no-speech' });
    expect(actor.getSnapshot().value).toEqual({ listening: 'recording' });
    expect(actor.getSnapshot().context.error).toBeNull();
    recognizer.send({ type: 'END' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("ignores 'aborted' while stopping at the user's request, but not other errors", () => {
    const first = start();
    first.actor.send({ type: 'TOGGLE' });
    first.actor.send({ type: 'TOGGLE' });
    first.recognizer.send({ type: 'ERROR', code: 'aborted' });
    expect(first.actor.getSnapshot().value).toBe('idle');
    expect(first.actor.getSnapshot().context.error).toBeNull();

    const second = start();
    second.actor.send({ type: 'TOGGLE' });
    second.actor.send({ type: 'TOGGLE' });
    second.recognizer.send({ type: 'ERROR', code: 'network' });
    expect(second.actor.getSnapshot().value).toBe('idle');
    expect(second.actor.getSnapshot().context.error).toBe(SPEECH_MESSAGES.network);
  });

  it('shows the initialization failure when the recogniser cannot start, and logs the cause', () => {
    const { actor, warnings } = start({}, { failOnStart: true });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(SPEECH_MESSAGES.initializationFailed);
    expect(warnings).toEqual(['Speech recognition failed to start: recognition.start() failed']);
  });

  it('fails loudly (initialization failure) when the app did not provide the recogniser', () => {
    const warnings: string[] = [];
    const actor = createActor(
      speechInputMachine.provide({
        actions: { logWarning: (_, params) => warnings.push(params.message) },
      }),
      { input: { isSecureContext: true, isSupported: true } },
    ).start();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.error).toBe(SPEECH_MESSAGES.initializationFailed);
    expect(warnings[0]).toContain('The "recognizer" actor was not provided');
  });

  it('clears the previous error on a new start', () => {
    const { actor, recognizer } = start();
    actor.send({ type: 'TOGGLE' });
    recognizer.send({ type: 'ERROR', code: 'network' });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(
      (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>).recognizer,
    ).toBeDefined();
  });
});

describe('speech helpers', () => {
  it('maps codes to texts', () => {
    expect(speechErrorMessage('no-speech')).toBeNull();
    expect(speechErrorMessage('weird')).toBe('Speech recognition error: weird');
  });

  it('appends recognised text with one space', () => {
    expect(appendRecognizedText('', ' hello ')).toBe('hello');
    expect(appendRecognizedText('The sky', 'is blue')).toBe('The sky is blue');
    expect(appendRecognizedText('Line\n', 'next')).toBe('Line\nnext');
    expect(appendRecognizedText('Keep', '   ')).toBe('Keep');
  });
});
