import { describe, expect, it } from 'vitest';
import { errorPageText, METHOD_NOT_ALLOWED, NOT_FOUND, SERVER_ERROR } from './ErrorPage.tsx';

/** A thrown response as Remix hands it to an ErrorBoundary. */
const thrown = (status: number, data: unknown, statusText = '') => ({
  status,
  statusText,
  data,
  internal: false,
});

describe('errorPageText', () => {
  it('calls a 404 "Page not found", with the server’s reason first', () => {
    expect(errorPageText(thrown(404, null))).toEqual(NOT_FOUND);
    expect(errorPageText(thrown(404, 'Argument not found'))).toMatchObject({
      status: 404,
      title: 'Page not found',
      message: `Argument not found. ${NOT_FOUND.message}`,
    });
  });

  it('keeps another status and its message (a share link one may not open)', () => {
    expect(errorPageText(thrown(403, 'This argument is private'))).toMatchObject({
      status: 403,
      title: 'This argument is private',
    });
  });

  it('words a 405 for people, never Remix’s "Unexpected Server Error"', () => {
    expect(errorPageText(thrown(405, 'Unexpected Server Error', 'Method Not Allowed'))).toEqual(
      METHOD_NOT_ALLOWED,
    );
  });

  it('shows nothing of an unexpected error: a 500', () => {
    expect(errorPageText(new Error('database password is hunter2'))).toEqual(SERVER_ERROR);
    expect(errorPageText(thrown(503, 'internal detail'))).toEqual(SERVER_ERROR);
  });
});
