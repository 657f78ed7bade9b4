/**
 * The texts the spec fixes for failed calls, and the default one. Each takes the failed answer.
 */

/** A failed answer: its status, status text and body (parsed JSON, else text). */
export interface HttpFailure {
  status: number;
  statusText: string;
  body: unknown;
}

/** The answer's `error` field when it is a non-empty string. */
export function errorField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown };
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/** Default: the answer's `error`, else `HTTP {status}` followed by the status text if any. */
export function defaultFailureMessage({ status, statusText, body }: HttpFailure): string {
  return errorField(body) ?? (statusText ? `HTTP ${status} ${statusText}` : `HTTP ${status}`);
}

/** Claims batch: `API call failed: {status} {statusText}`. */
export function claimsFailureMessage({ status, statusText }: HttpFailure): string {
  return `API call failed: ${status} ${statusText}`;
}

/** Saving an evaluation: `Failed to save evaluation: {statusText}`. */
export function saveEvaluationFailureMessage({ statusText }: HttpFailure): string {
  return `Failed to save evaluation: ${statusText}`;
}

/** AI settings estimate: the answer's `error`, else `HTTP {status}` (no status text). */
export function estimateSettingsFailureMessage({ status, body }: HttpFailure): string {
  return errorField(body) ?? `HTTP ${status}`;
}

/** Warning when the user's settings cannot be fetched: `Failed to fetch user settings: {status}`. */
export function userSettingsWarning(status: number): string {
  return `Failed to fetch user settings: ${status}`;
}
