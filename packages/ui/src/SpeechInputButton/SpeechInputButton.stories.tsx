import { SPEECH_MESSAGES } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type FakeSpeechRecognition,
  fakeSpeechRecognition,
} from '../testing/fakeSpeechRecognition';
import { SpeechInputButton, type SpeechInputButtonProps } from './SpeechInputButton';

/** A premise field with its microphone, and what was logged (for `hideWhenUnsupported`). */
function SpeechField(props: SpeechInputButtonProps) {
  const [text, setText] = useState(props.value ?? '');
  const [logged, setLogged] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '32rem' }}>
      <textarea aria-label="Premise" value={text} onChange={(e) => setText(e.target.value)} />
      <SpeechInputButton
        {...props}
        value={text}
        onChange={setText}
        logWarning={(message) => setLogged((all) => [...all, message])}
      />
      <p>
        Logged: <output aria-label="Logged">{logged.join(' | ')}</output>
      </p>
    </div>
  );
}

/**
 * The microphone toggle of the reconstruction editor's fields, on a fake `SpeechRecognition`
 * (headless Chromium has no working one): each play function speaks for the browser with the
 * fake's `say`, `fail` and `end`.
 */
const meta = {
  title: 'Components/SpeechInputButton',
  component: SpeechField,
  subcomponents: { SpeechInputButton },
  args: { value: 'The sky' },
  render: (args) => <SpeechField {...args} />,
} satisfies Meta<typeof SpeechField>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    button: canvas.getByRole('button', { name: 'Voice input' }),
    field: canvas.getByRole('textbox', { name: 'Premise' }),
  };
}

/** Presses the button and checks that it is listening. */
async function start(canvasElement: HTMLElement) {
  const { button } = parts(canvasElement);
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const idle = fakeSpeechRecognition();

/** Supported and idle: a toggle named 'Voice input', not pressed. */
export const Idle: Story = {
  args: { recognition: idle.SpeechRecognition },
  play: async ({ canvasElement }) => {
    const { button } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

const listening = fakeSpeechRecognition();

/** Listening: interim text shows, then the final text is appended to the field; press stops. */
export const ListenAndAppend: Story = {
  args: { recognition: listening.SpeechRecognition },
  play: async ({ canvasElement }) => {
    const { canvas, button, field } = parts(canvasElement);
    await start(canvasElement);
    await expect(listening.current()).toMatchObject({
      lang: 'en-US',
      interimResults: true,
      maxAlternatives: 1,
    });
    listening.say('is bl', false);
    await expect(await canvas.findByText('is bl')).toBeVisible();
    await expect(field).toHaveValue('The sky');
    listening.say('is blue', true);
    await waitFor(() => expect(field).toHaveValue('The sky is blue'));
    await expect(canvas.queryByText('is bl')).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(listening.current().stopped).toBe(true);
  },
};

/** A story in which the recogniser reports `code`; the spec's text shows under the button. */
function errorStory(fake: FakeSpeechRecognition, code: string, text: string): Story {
  return {
    args: { recognition: fake.SpeechRecognition },
    play: async ({ canvasElement }) => {
      await start(canvasElement);
      fake.fail(code);
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(text);
      await expect(parts(canvasElement).button).toHaveAttribute('aria-pressed', 'false');
    },
  };
}

/** 'not-allowed'. */
export const PermissionDenied = errorStory(
  fakeSpeechRecognition(),
  'not-allowed',
  SPEECH_MESSAGES.permissionDenied,
);

/** 'audio-capture'. */
export const NoMicrophone = errorStory(
  fakeSpeechRecognition(),
  'audio-capture',
  SPEECH_MESSAGES.noMicrophone,
);

/** 'network'. */
export const NetworkError = errorStory(fakeSpeechRecognition(), 'network', SPEECH_MESSAGES.network);

/** 'aborted'. */
export const Aborted = errorStory(fakeSpeechRecognition(), 'aborted', SPEECH_MESSAGES.aborted);

/** 'service-not-allowed'. */
export const ServiceNotAllowed = errorStory(
  fakeSpeechRecognition(),
  'service-not-allowed',
  SPEECH_MESSAGES.serviceNotAllowed,
);

/** Any other code: 'Speech recognition error: {code}'. */
export const OtherError = errorStory(
  fakeSpeechRecognition(),
  'language-not-supported',
  'Speech recognition error: language-not-supported',
);

const noSpeech = fakeSpeechRecognition();

/** 'no-speech' is ignored: still listening, nothing shown. */
export const NoSpeechIgnored: Story = {
  args: { recognition: noSpeech.SpeechRecognition },
  play: async ({ canvasElement }) => {
    await start(canvasElement);
    noSpeech.fail('no-speech');
    await expect(parts(canvasElement).button).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    noSpeech.end();
    await waitFor(() =>
      expect(parts(canvasElement).button).toHaveAttribute('aria-pressed', 'false'),
    );
  },
};

/** The recogniser cannot start: the initialization failure, and the cause logged. */
export const InitializationFailure: Story = {
  args: { recognition: fakeSpeechRecognition({ failOnStart: true }).SpeechRecognition },
  play: async ({ canvasElement }) => {
    const { canvas, button } = parts(canvasElement);
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SPEECH_MESSAGES.initializationFailed,
    );
    await expect(canvas.getByRole('status', { name: 'Logged' })).toHaveTextContent(
      'Speech recognition failed to start: recognition.start() failed',
    );
  },
};

/** Not a secure context: pressing shows the HTTPS error. */
export const InsecureContext: Story = {
  args: { recognition: fakeSpeechRecognition().SpeechRecognition, isSecureContext: false },
  play: async ({ canvasElement }) => {
    const { canvas, button } = parts(canvasElement);
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Speech recognition requires a secure connection (HTTPS or localhost).',
    );
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** No browser support: pressing shows the unsupported-browser error. */
export const Unsupported: Story = {
  args: { recognition: null },
  play: async ({ canvasElement }) => {
    const { canvas, button } = parts(canvasElement);
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Speech recognition is not supported in this browser. Please use Chrome, Edge or Safari.',
    );
  },
};

/** The reconstruction editor without support: no button, nothing shown, only logged. */
export const UnsupportedHidden: Story = {
  args: { recognition: null, hideWhenUnsupported: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Premise' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Logged' })).toHaveTextContent(
        SPEECH_MESSAGES.unsupported,
      ),
    );
  },
};

/** A locked premise: the button is disabled. */
export const Disabled: Story = {
  args: { recognition: fakeSpeechRecognition().SpeechRecognition, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).button).toBeDisabled();
  },
};
