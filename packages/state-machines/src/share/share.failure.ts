import { SHARE_MESSAGES, shareImageFailureMessage } from './share.messages';
import type { CreateShareLinkOutput, GenerateShareImageOutput } from './share.types';

/** A string field of a rejected call's `body` (the shape of `CredenceApiError`), if any. */
function bodyText(error: unknown, field: 'error' | 'details'): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const { body } = error as { body: unknown };
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const text = (body as Record<string, unknown>)[field];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The share-link failure text: the call's error if given, else 'Failed to generate share link'. */
export function shareLinkFailureMessage(source: {
  error?: unknown;
  output?: CreateShareLinkOutput;
}): string {
  return source.output?.error || bodyText(source.error, 'error') || SHARE_MESSAGES.shareLinkFailed;
}

/** The image failure text from an answer or a rejection (see {@link shareImageFailureMessage}). */
export function imageGenerationFailureMessage(source: {
  error?: unknown;
  output?: GenerateShareImageOutput;
}): string {
  if (source.output) return shareImageFailureMessage(source.output.error, source.output.details);
  return shareImageFailureMessage(
    bodyText(source.error, 'error'),
    bodyText(source.error, 'details'),
  );
}
