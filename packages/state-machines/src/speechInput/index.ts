export { appendRecognizedText } from './appendRecognizedText';
export { SPEECH_RECOGNITION_CONFIG, type SpeechRecognitionConfig } from './speechInput.config';
export { speechInputMachine } from './speechInput.machine';
export { IGNORED_SPEECH_ERROR, SPEECH_MESSAGES, speechErrorMessage } from './speechInput.messages';
export type {
  RecognizerCommand,
  RecognizerInput,
  SpeechInputContext,
  SpeechInputEmitted,
  SpeechInputEvent,
  SpeechInputInput,
  SpeechInputUiEvent,
  SpeechRecognizerEvent,
} from './speechInput.types';
