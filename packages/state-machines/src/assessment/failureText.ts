/**
 * The text to show for a failed call, following the spec's pattern "the server's error, or a
 * fixed fallback":
 * - an HTTP failure (an error carrying `kind: 'http'`, like `@credence/api`'s `CredenceApiError`,
 *   or any error carrying a response `body`): the body's non-empty `error` field, else
 *   `httpFallback`;
 * - any other `Error` (a network failure, a thrown server error text): its message, or
 *   `httpFallback` when the message is empty;
 * - anything else that was thrown: `unknown` (defaults to `httpFallback`).
 */
export function failureText(
  error: unknown,
  httpFallback: string,
  unknown: string = httpFallback,
): string {
  if (
    isObject(error) &&
    (error.kind === 'http' || (error.body !== undefined && error.body !== null))
  ) {
    return bodyError(error.body) ?? httpFallback;
  }
  if (error instanceof Error) return error.message.trim() !== '' ? error.message : httpFallback;
  return unknown;
}

function bodyError(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
