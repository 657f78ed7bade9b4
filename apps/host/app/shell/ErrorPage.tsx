/**
 * The designed error page: 404 (a page or a record that is not there), 405 (a form sent to a page
 * that takes none), another status with the
 * server's message (403 for a share link one may not open, 400 for a bad address), or 500 for
 * anything unexpected — always with a way back home. Shown by the root's and the catch-all's
 * ErrorBoundary, and by routes that have their own.
 */
import { Badge, ButtonLink, Heading, Inline, PageBlock, Stack, Text } from '@credence/ui';
import { isRouteErrorResponse } from '@remix-run/react';

/** What the page says for a status: the heading and a sentence. */
export interface ErrorPageText {
  status: number;
  title: string;
  message: string;
}

/** The 404 page's words. */
export const NOT_FOUND: ErrorPageText = {
  status: 404,
  title: 'Page not found',
  message:
    'There is nothing at this address. The link may be mistyped, or what it pointed to is gone.',
};

/** The 500 page's words: nothing of the error itself reaches the reader. */
export const SERVER_ERROR: ErrorPageText = {
  status: 500,
  title: 'Something went wrong',
  message:
    'The page could not be shown because of an error on our side. Please try again in a moment.',
};

/**
 * The 405 page's words: a form sent to a page that takes none (Remix's own message for it is a
 * developer's, and in production only "Unexpected Server Error").
 */
export const METHOD_NOT_ALLOWED: ErrorPageText = {
  status: 405,
  title: 'This page does not take forms',
  message:
    'Something was sent to an address that can only be opened. Nothing was saved. Go back and try again from the page itself.',
};

/**
 * The words for what an ErrorBoundary caught: a 405 is {@link METHOD_NOT_ALLOWED}; a thrown 404 is "Page not found" (with the
 * server's more precise message, e.g. "Argument not found"); another thrown response keeps its
 * status and message; anything else is a 500, whose details stay in the server's log.
 */
export function errorPageText(error: unknown): ErrorPageText {
  if (!isRouteErrorResponse(error)) return SERVER_ERROR;
  const detail = typeof error.data === 'string' && error.data.trim() !== '' ? error.data : null;
  if (error.status === 404)
    return {
      ...NOT_FOUND,
      message: detail ? `${detail}. ${NOT_FOUND.message}` : NOT_FOUND.message,
    };
  if (error.status === 405) return METHOD_NOT_ALLOWED;
  if (error.status >= 500) return SERVER_ERROR;
  return {
    status: error.status,
    title: detail ?? (error.statusText || 'This page cannot be shown'),
    message: detail ? 'You may not have access to it, or the address is not right.' : '',
  };
}

/** The designed page for what an ErrorBoundary caught (see {@link errorPageText}), with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const text = errorPageText(error);
  return (
    <PageBlock width="small">
      <Stack space="large">
        <Stack space="small">
          <Inline space="small">
            <Badge tone={text.status >= 500 ? 'critical' : 'neutral'}>Error {text.status}</Badge>
          </Inline>
          <Heading level="1">{text.title}</Heading>
          {text.message ? <Text tone="secondary">{text.message}</Text> : null}
        </Stack>
        <Inline space="small">
          <ButtonLink href="/">Back to the arguments</ButtonLink>
        </Inline>
      </Stack>
    </PageBlock>
  );
}
