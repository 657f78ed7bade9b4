/**
 * How the browser's speech recogniser is configured (spec §5 "Speech input"): language en-US,
 * interim results on, one alternative. The injected `recognizer` actor receives this object as
 * its input and copies it onto the recogniser it creates.
 */
export const SPEECH_RECOGNITION_CONFIG = {
  /** Recognition language. */
  lang: 'en-US',
  /** Interim (not yet final) results are reported while the user speaks. */
  interimResults: true,
  /** Only the best alternative of each result is used. */
  maxAlternatives: 1,
} as const;

/** The recogniser settings: the type of {@link SPEECH_RECOGNITION_CONFIG}. */
export type SpeechRecognitionConfig = typeof SPEECH_RECOGNITION_CONFIG;
