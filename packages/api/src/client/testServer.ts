/**
 * Test support (not exported by the package): an msw server per test file, a base URL, and a
 * recorder of the requests handlers receive.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The base URL tests give the client. */
export const BASE_URL = 'http://credence.test';

/** The absolute URL of a path on {@link BASE_URL}, for msw handlers. */
export function at(path: string): string {
  return `${BASE_URL}${path}`;
}

/** A request as a handler received it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | null;
}

/** Reads what a handler received (the body as JSON when there is one). */
export async function describeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    contentType: request.headers.get('content-type'),
  };
}

/**
 * Starts an msw server for the file (unhandled requests fail the test); after each test resets
 * its handlers, real timers and stubbed globals.
 */
export function useTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterAll(() => server.close());
  return server;
}

/**
 * A request log for handlers: `await log.record(request)` inside a handler, then read
 * `log.requests` (in arrival order) or `log.count`.
 */
export function requestLog() {
  const requests: SeenRequest[] = [];
  return {
    requests,
    get count() {
      return requests.length;
    },
    /** Records a request and returns what it received. */
    async record(request: Request): Promise<SeenRequest> {
      const described = await describeRequest(request);
      requests.push(described);
      return described;
    },
  };
}

/** A handler that records any request (to prove that nothing was sent) and answers 500. */
export function catchAll(log: ReturnType<typeof requestLog>) {
  return http.all('*', async ({ request }) => {
    await log.record(request);
    return new Response(null, { status: 500 });
  });
}
