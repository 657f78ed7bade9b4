/**
 * The AI layer's failures and their texts. An {@link AiError} is an `HttpStatusError`, so
 * `handleApi` answers `{ error }` with its status: a provider outage, a slow model or an unusable
 * answer never becomes a 500.
 */
import { HttpStatusError } from '../models/errors.server.ts';

/** Prefix of every "the model answered something unusable" message (the spec's wording). */
export const INVALID_AI_RESPONSE = 'Invalid response from AI service';

/**
 * An AI call that cannot give an answer: 502 (provider failure or an unusable answer), 504 (no
 * answer in time, `timeout.server.ts`) or 400 (a prompt too long for a model, refused before it
 * is sent).
 */
export class AiError extends HttpStatusError {
  constructor(
    override readonly status: 400 | 502 | 504,
    message: string,
  ) {
    super(status, message);
  }
}

/** A 502 for a model answer that is not what the prompt asked for; `reason` says what is wrong. */
export function invalidAnswer(reason: string): AiError {
  return new AiError(502, `${INVALID_AI_RESPONSE}: ${reason}`);
}
