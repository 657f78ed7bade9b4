import { DELIBERATION_TEXTS } from './deliberation.messages';

/** The server's `error` text of a rejected call (`body.error` of `CredenceApiError`), if any. */
function serverText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const { body } = error as { body: unknown };
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const text = (body as { error: unknown }).error;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * The message for a failed deliberation call: the server's own `error` text when it sent one
 * (e.g. 'This deliberation is finished', 'Only the person who started the deliberation can do
 * this'); 'Could not reach the server. …' when the request never got an answer (`fetch`
 * rejected with a `TypeError`); otherwise `fallback`, the action's own text.
 */
export function deliberationFailureMessage(error: unknown, fallback: string): string {
  const text = serverText(error);
  if (text !== undefined) return text;
  if (error instanceof TypeError) return DELIBERATION_TEXTS.offline;
  return fallback;
}
