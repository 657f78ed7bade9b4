/**
 * What went wrong in a call:
 * - `http`: the server answered with a non-OK status;
 * - `invalid-request`: the input did not match the call's schemas (nothing was sent);
 * - `invalid-response`: the answer did not match the call's response schema;
 * - `timeout`: no answer within the call's time limit (after any retries).
 *
 * Network failures are not wrapped: the `TypeError` that `fetch` rejects with passes through.
 */
export type CredenceApiErrorKind = 'http' | 'invalid-request' | 'invalid-response' | 'timeout';

/** The details a {@link CredenceApiError} carries besides its message. */
export interface CredenceApiErrorDetails {
  kind: CredenceApiErrorKind;
  /** HTTP status of the answer; 0 when there was none (invalid request, time-out). */
  status: number;
  /** HTTP status text of the answer; empty when there was none. */
  statusText: string;
  /** The answer's body (parsed JSON, else text), when there was one. */
  body?: unknown;
}

/**
 * The error every client method throws, except for network failures (see
 * {@link CredenceApiErrorKind}). Its `message` is readable as is: the server's `error` text,
 * `HTTP {status} {statusText}`, or the spec's exact text for the calls that fix one.
 */
export class CredenceApiError extends Error {
  override readonly name = 'CredenceApiError';
  /** What went wrong. */
  readonly kind: CredenceApiErrorKind;
  /** HTTP status of the answer; 0 when there was none. */
  readonly status: number;
  /** HTTP status text of the answer; empty when there was none. */
  readonly statusText: string;
  /** The answer's body (parsed JSON, else text), when there was one. */
  readonly body: unknown;

  constructor(message: string, details: CredenceApiErrorDetails) {
    super(message);
    this.kind = details.kind;
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
  }
}

/** Whether `error` is a {@link CredenceApiError} for an answer with this HTTP status. */
export function isHttpError(error: unknown, status?: number): error is CredenceApiError {
  return (
    error instanceof CredenceApiError &&
    error.kind === 'http' &&
    (status === undefined || error.status === status)
  );
}

/** A readable message for any thrown value (for warnings). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
