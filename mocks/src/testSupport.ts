/**
 * Test helpers (not exported from the package): a Node MSW server over a fresh store and
 * scenarios, and `send`, which calls a registry entry with plain `fetch`.
 */
import { buildPath, type CallName, calls } from '@credence/api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from './handlers/index';
import { createScenarios } from './scenarios';
import { createMockStore } from './store';

/** Any origin works with the default `baseUrl` (''); the tests use this one. */
export const ORIGIN = 'http://credence.test';

/** What a test sends to a call. */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Starts a server for the file's tests; the store and scenarios are reset after each test. */
export function useMockServer() {
  const store = createMockStore();
  const scenarios = createScenarios();
  const server = setupServer(...createHandlers({ store, scenarios }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    store.reset();
    scenarios.clear();
  });
  afterAll(() => server.close());
  return { store, scenarios, server };
}

/** The URL of a call with its path parameters and query. */
export function callUrl(name: CallName, request: SampleRequest = {}): string {
  const url = new URL(buildPath(calls[name].path, request.params), ORIGIN);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** Sends a call with `fetch`; answers the status and the parsed JSON body (null if none). */
export async function send(name: CallName, request: SampleRequest = {}) {
  const response = await fetch(callUrl(name, request), {
    method: calls[name].method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary answer fields.
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, json };
}
