/**
 * Speech-input error texts (spec §8 "Speech errors").
 *
 * The spec names these failures without giving their wording (needs HTTPS; unsupported browser,
 * use Chrome, Edge or Safari; permission denied; no microphone found; network error; aborted;
 * service not allowed; an initialization failure), so the sentences below are ours. Only
 * {@link speechErrorMessage}'s fallback, 'Speech recognition error: {code}', is the spec's exact
 * text. The 'no-speech' code is silently ignored and has no text.
 */
export const SPEECH_MESSAGES = {
  /** Not a secure context (neither https nor localhost). */
  insecureContext: 'Speech recognition requires a secure connection (HTTPS or localhost).',
  /** The browser has no speech recognition. */
  unsupported:
    'Speech recognition is not supported in this browser. Please use Chrome, Edge or Safari.',
  /** Error code 'not-allowed'. */
  permissionDenied:
    'Microphone permission denied. Please allow microphone access in your browser settings and try again.',
  /** Error code 'audio-capture'. */
  noMicrophone: 'No microphone found. Please connect a microphone and try again.',
  /** Error code 'network'. */
  network: 'Network error during speech recognition. Please check your connection and try again.',
  /** Error code 'aborted'. */
  aborted: 'Speech recognition was aborted.',
  /** Error code 'service-not-allowed'. */
  serviceNotAllowed:
    'The speech recognition service is not allowed. Please check your browser settings.',
  /** The recogniser could not be created or started. */
  initializationFailed: 'Speech recognition could not be started. Please try again.',
} as const;

/** The browser error code that is ignored: no error is shown for it. */
export const IGNORED_SPEECH_ERROR = 'no-speech';

/**
 * The text shown for a recogniser error code, or `null` for 'no-speech' (silently ignored).
 * Known codes map to {@link SPEECH_MESSAGES}; any other reads 'Speech recognition error: {code}'.
 */
export function speechErrorMessage(code: string): string | null {
  switch (code) {
    case IGNORED_SPEECH_ERROR:
      return null;
    case 'not-allowed':
      return SPEECH_MESSAGES.permissionDenied;
    case 'audio-capture':
      return SPEECH_MESSAGES.noMicrophone;
    case 'network':
      return SPEECH_MESSAGES.network;
    case 'aborted':
      return SPEECH_MESSAGES.aborted;
    case 'service-not-allowed':
      return SPEECH_MESSAGES.serviceNotAllowed;
    default:
      return `Speech recognition error: ${code}`;
  }
}
