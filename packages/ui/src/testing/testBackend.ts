/**
 * Tests only (not exported from the package): the mock backend in the page itself for Vitest
 * browser tests. The client's `fetch` is answered by the `@credence/mocks` handlers through MSW's
 * `getResponse` (no service worker to register), on a fresh store and scenarios per call, so
 * tests never share state.
 */
import { createCredenceClient, createMemoryStorage } from '@credence/api';
import {
  type CallResolvers,
  createHandlers,
  createMockStore,
  createScenarios,
} from '@credence/mocks';
import { getResponse } from 'msw';

const baseUrl = 'http://credence.test';

/** One call the client made. */
export interface LoggedRequest {
  /** 'METHOD /path', as in {@link TestBackend.requests}. */
  call: string;
  /** The URL's path. */
  path: string;
  /** The JSON body (the raw text when it is not JSON); `undefined` without a body. */
  body: unknown;
}

/** Never throws: a body the mocks would reject is still logged. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A client on the mocks, its `store` and `scenarios`, and the calls it made: `requests` as
 * 'METHOD /path', `targets` with the query string too ('GET /api/models?all=true'), `log` with
 * each JSON body, and `bodiesOf('METHOD /path')`. `overrides` replaces single calls' resolvers. A network-error
 * scenario rejects like a real `fetch` ("Failed to fetch").
 */
export function testBackend(overrides?: Partial<CallResolvers>) {
  const store = createMockStore();
  const scenarios = createScenarios();
  const handlers = createHandlers({ store, scenarios, baseUrl, overrides });
  const requests: string[] = [];
  const targets: string[] = [];
  const log: LoggedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}`;
    requests.push(call);
    targets.push(`${call}${url.search}`);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    log.push({ call, path: url.pathname, body: parseBody(text) });
    const response = await getResponse(handlers, request);
    // Like a real fetch, a request aborted before its answer rejects (with the signal's reason).
    request.signal.throwIfAborted();
    if (!response) throw new TypeError(`No mock for ${request.method} ${request.url}`);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
  const client = createCredenceClient({
    baseUrl,
    fetch: fetchImpl,
    storage: createMemoryStorage(),
  });
  const bodiesOf = (call: string) => log.filter((r) => r.call === call).map((r) => r.body);
  return { store, scenarios, client, requests, targets, log, bodiesOf };
}

/** A {@link testBackend}. */
export type TestBackend = ReturnType<typeof testBackend>;
