import { SPEECH_MESSAGES } from '@credence/state-machines';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  type FakeSpeechRecognitionOptions,
  fakeSpeechRecognition,
} from '../testing/fakeSpeechRecognition';
import { SpeechInputButton, type SpeechInputButtonProps } from './SpeechInputButton';

/** A field with its microphone, as the reconstruction editor wires them. */
function Field(props: Partial<SpeechInputButtonProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [text, setText] = useState(initial);
  return (
    <>
      <textarea aria-label="Premise" value={text} onChange={(e) => setText(e.target.value)} />
      <SpeechInputButton value={text} onChange={setText} {...rest} />
    </>
  );
}

async function renderField(
  props: Partial<SpeechInputButtonProps> & { initial?: string } = {},
  options: FakeSpeechRecognitionOptions = {},
) {
  const fake = fakeSpeechRecognition(options);
  const logWarning = vi.fn();
  const screen = await render(
    <Field recognition={fake.SpeechRecognition} logWarning={logWarning} {...props} />,
  );
  const button = screen.getByRole('button', { name: 'Voice input' });
  return { screen, fake, logWarning, button };
}

describe('SpeechInputButton', () => {
  it('is a toggle named "Voice input", not pressed and creating no recogniser until pressed', async () => {
    const { button, fake } = await renderField();
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    expect(fake.instances).toHaveLength(0);
  });

  it('listens in en-US with interim results; interim then final text is appended; press stops', async () => {
    const { screen, fake, button } = await renderField({ initial: 'The sky' });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    const recognition = fake.current();
    expect(recognition).toMatchObject({
      lang: 'en-US',
      interimResults: true,
      maxAlternatives: 1,
      started: true,
    });
    fake.say('is bl', false);
    await expect.element(screen.getByText('is bl', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Premise' })).toHaveValue('The sky');
    fake.say(' is blue ', true);
    await expect
      .element(screen.getByRole('textbox', { name: 'Premise' }))
      .toHaveValue('The sky is blue');
    expect(screen.getByText('is bl', { exact: true }).elements()).toHaveLength(0);
    fake.say('today', true);
    await expect
      .element(screen.getByRole('textbox', { name: 'Premise' }))
      .toHaveValue('The sky is blue today');
    await button.click();
    expect(recognition.stopped).toBe(true);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('hands each final result to onTranscript', async () => {
    const fake = fakeSpeechRecognition();
    const onTranscript = vi.fn();
    const screen = await render(
      <SpeechInputButton recognition={fake.SpeechRecognition} onTranscript={onTranscript} />,
    );
    await screen.getByRole('button', { name: 'Voice input' }).click();
    fake.say('hello there ', true);
    await expect.poll(() => onTranscript.mock.calls).toEqual([['hello there']]);
  });

  it('returns to not pressed when the recogniser ends by itself', async () => {
    const { fake, button } = await renderField();
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    fake.end();
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['not-allowed', SPEECH_MESSAGES.permissionDenied],
    ['audio-capture', SPEECH_MESSAGES.noMicrophone],
    ['network', SPEECH_MESSAGES.network],
    ['aborted', SPEECH_MESSAGES.aborted],
    ['service-not-allowed', SPEECH_MESSAGES.serviceNotAllowed],
    ['language-not-supported', 'Speech recognition error: language-not-supported'],
  ])('shows the text for error %s and stops listening', async (code, text) => {
    const { screen, fake, button } = await renderField();
    await button.click();
    fake.fail(code);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    expect(fake.current().aborted).toBe(true);
  });

  it('spells the error texts as the spec asks', () => {
    expect(SPEECH_MESSAGES).toMatchObject({
      permissionDenied:
        'Microphone permission denied. Please allow microphone access in your browser settings and try again.',
      noMicrophone: 'No microphone found. Please connect a microphone and try again.',
      unsupported:
        'Speech recognition is not supported in this browser. Please use Chrome, Edge or Safari.',
    });
  });

  it("ignores 'no-speech' silently", async () => {
    const { screen, fake, button } = await renderField();
    await button.click();
    fake.fail('no-speech');
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('the error can be dismissed, and a new start clears it', async () => {
    const { screen, fake, button } = await renderField();
    await button.click();
    fake.fail('network');
    await screen.getByRole('button', { name: 'Dismiss' }).click();
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    await button.click();
    fake.fail('network');
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('shows the initialization failure when the recogniser cannot start, and logs why', async () => {
    const { screen, button, logWarning } = await renderField({}, { failOnStart: true });
    await button.click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(SPEECH_MESSAGES.initializationFailed);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    expect(logWarning).toHaveBeenCalledWith(
      'Speech recognition failed to start: recognition.start() failed',
    );
  });

  it('outside a secure context, pressing shows the HTTPS error and starts nothing', async () => {
    const { screen, fake, button } = await renderField({ isSecureContext: false });
    await button.click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Speech recognition requires a secure connection (HTTPS or localhost).');
    expect(fake.instances).toHaveLength(0);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('without support, pressing shows the unsupported-browser error', async () => {
    const { screen, button } = await renderField({ recognition: null });
    await button.click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(SPEECH_MESSAGES.unsupported);
  });

  it('with hideWhenUnsupported and no support, renders nothing and only logs', async () => {
    const { screen, logWarning } = await (async () => {
      const logWarning = vi.fn();
      const screen = await render(
        <Field recognition={null} hideWhenUnsupported logWarning={logWarning} />,
      );
      return { screen, logWarning };
    })();
    await expect.element(screen.getByRole('textbox', { name: 'Premise' })).toBeVisible();
    expect(screen.getByRole('button').elements()).toHaveLength(0);
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    await expect.poll(() => logWarning.mock.calls).toEqual([[SPEECH_MESSAGES.unsupported]]);
  });

  it('with hideWhenUnsupported and support, shows the button', async () => {
    const { button } = await renderField({ hideWhenUnsupported: true });
    await expect.element(button).toBeVisible();
  });

  it('takes the label and can be disabled (a locked premise)', async () => {
    const fake = fakeSpeechRecognition();
    const screen = await render(
      <SpeechInputButton
        recognition={fake.SpeechRecognition}
        label="Voice input for P1"
        isDisabled
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'Voice input for P1' })).toBeDisabled();
  });

  it.each([
    ['SpeechRecognition', true],
    ['webkitSpeechRecognition', false],
  ])("uses the browser's %s when none is injected", async (_name, hasStandard) => {
    const scope = window as unknown as Record<string, unknown>;
    const saved = {
      SpeechRecognition: scope.SpeechRecognition,
      webkitSpeechRecognition: scope.webkitSpeechRecognition,
    };
    const standard = fakeSpeechRecognition();
    const prefixed = fakeSpeechRecognition();
    try {
      scope.SpeechRecognition = hasStandard ? standard.SpeechRecognition : undefined;
      scope.webkitSpeechRecognition = prefixed.SpeechRecognition;
      const screen = await render(<Field />);
      await screen.getByRole('button', { name: 'Voice input' }).click();
      const used = hasStandard ? standard : prefixed;
      await expect.poll(() => used.instances.length).toBe(1);
      expect(standard.instances.length + prefixed.instances.length).toBe(1);
    } finally {
      scope.SpeechRecognition = saved.SpeechRecognition;
      scope.webkitSpeechRecognition = saved.webkitSpeechRecognition;
    }
  });

  it('a second press while waiting for the recogniser to end gives up waiting', async () => {
    const { fake, button } = await renderField({}, { holdOnStop: true });
    await button.click();
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    fake.say('last words', true);
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });
});
