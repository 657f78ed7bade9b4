import { appendRecognizedText } from '@credence/state-machines';
import { useEffect, useRef, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { choice } from '../ChoiceGroup/ChoiceGroup.css';
import { Stack } from '../Stack/Stack';
import { iconSize, visuallyHidden } from '../theme/shared.css';
import * as styles from './SpeechInputButton.css';
import type { SpeechRecognitionConstructor } from './speechRecognition';
import { useSpeechInput } from './useSpeechInput';

/** Props of {@link SpeechInputButton}. */
export interface SpeechInputButtonProps {
  /** The field's text that recognised speech is appended to (with `onChange`). */
  value?: string;
  /** Called with the field's new text after each final result: `value` + ' ' + the words. */
  onChange?: (value: string) => void;
  /** Called with each final result on its own (trimmed); an alternative to `value`/`onChange`. */
  onTranscript?: (text: string) => void;
  /**
   * Without browser support, render nothing and only log (the reconstruction editor); otherwise
   * pressing the button shows the unsupported-browser error. Default false.
   */
  hideWhenUnsupported?: boolean;
  /**
   * The recogniser constructor; default the browser's `SpeechRecognition` or
   * `webkitSpeechRecognition`, `null` for none. Tests and stories pass a fake.
   */
  recognition?: SpeechRecognitionConstructor | null;
  /** Whether the page is a secure context; default `window.isSecureContext`. */
  isSecureContext?: boolean;
  /** Accessible name; default `'Voice input'`. Name the field, e.g. 'Voice input for P1'. */
  label?: string;
  /** Disabled, e.g. for a locked premise. */
  isDisabled?: boolean;
  /** Where warnings go; default `console.warn`. */
  logWarning?: (message: string) => void;
  /** Extra class names. */
  className?: string;
}

/** The component's own texts; the error texts are `SPEECH_MESSAGES` (spec §8 "Speech errors"). */
export const SPEECH_INPUT_BUTTON_TEXT = {
  label: 'Voice input',
  dismiss: 'Dismiss',
  /** Prefix of the interim text, for screen readers. */
  hearing: 'Hearing:',
} as const;

const T = SPEECH_INPUT_BUTTON_TEXT;

function MicrophoneIcon() {
  return (
    <svg className={iconSize.standard} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" stroke="currentColor" strokeWidth="2" />
      <path
        d="M5 11a7 7 0 0 0 14 0M12 18v3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A microphone toggle for one text field (spec §2 reconstruction editor, §4 "Voice recording
 * toggles start and stop and appends recognised text", §5 "Speech input", §8 "Speech errors") on
 * react-aria's `ToggleButton` and `speechInputMachine`: `aria-pressed` while listening. Pressing
 * it checks for a secure context and browser support, then listens in en-US with interim results
 * (shown under the button, as text) and appends each final result to `value` through `onChange`
 * (or hands it to `onTranscript`). Pressing again stops. Errors show under the button with the
 * spec's texts ('no-speech' is ignored). With `hideWhenUnsupported`, an unsupported browser
 * renders nothing and the reason is only logged.
 *
 * @example
 * const [text, setText] = useState('');
 * <textarea value={text} onChange={(e) => setText(e.target.value)} aria-label="Instructions" />
 * <SpeechInputButton value={text} onChange={setText} label="Voice input for instructions" hideWhenUnsupported />
 */
export function SpeechInputButton({
  value,
  onChange,
  onTranscript,
  hideWhenUnsupported = false,
  recognition,
  isSecureContext,
  label = T.label,
  isDisabled = false,
  logWarning,
  className,
}: SpeechInputButtonProps) {
  // The latest value, also updated at once so that two results before a re-render both append.
  const valueRef = useRef(value ?? '');
  valueRef.current = value ?? '';
  const speech = useSpeechInput({
    recognition,
    ...(isSecureContext === undefined ? {} : { isSecureContext }),
    hideWhenUnsupported,
    ...(logWarning ? { logWarning } : {}),
    onRecognized: (text) => {
      onTranscript?.(text);
      if (onChange) {
        const next = appendRecognizedText(valueRef.current, text);
        valueRef.current = next;
        onChange(next);
      }
    },
  });
  // The server cannot know whether the browser supports speech: with `hideWhenUnsupported`, the
  // server render and the first (hydrating) client render both show nothing, then the button
  // appears once mounted if supported, so hydration never mismatches.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (speech.isHidden || (hideWhenUnsupported && !isMounted)) return null;
  return (
    <Stack space="xsmall" align="left" className={className}>
      <ToggleButton
        className={`${choice({ size: 'icon', shape: 'round', selectedTone: 'critical' })} ${styles.listening}`}
        aria-label={label}
        isSelected={speech.isListening}
        onChange={speech.toggle}
        isDisabled={isDisabled}
      >
        <MicrophoneIcon />
      </ToggleButton>
      <Box
        component="span"
        aria-live="polite"
        fontSize="small"
        color="secondary"
        overflowWrap="anywhere"
        className={styles.interim}
      >
        {speech.interimText !== '' ? (
          <>
            <span className={visuallyHidden}>{`${T.hearing} `}</span>
            <span>{speech.interimText}</span>
          </>
        ) : null}
      </Box>
      {speech.error !== null ? (
        <Box
          component="p"
          role="alert"
          display="flex"
          alignItems="baseline"
          gap="small"
          color="critical"
          fontSize="small"
        >
          <span>{speech.error}</span>
          <Button variant="link" size="inline" onPress={speech.dismissError}>
            {T.dismiss}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
