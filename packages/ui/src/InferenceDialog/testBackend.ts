/**
 * Tests only (not exported): a client whose `fetch` is answered by the `@credence/mocks` handlers
 * in the page itself (MSW's `getResponse`, no service worker), on a fresh store and scenarios.
 * `requests` lists every call as 'METHOD /path'.
 */
import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { createHandlers, createMockStore, createScenarios } from '@credence/mocks';
import { getResponse } from 'msw';

const baseUrl = 'http://credence.test';

export function mockBackend() {
  const store = createMockStore();
  const scenarios = createScenarios();
  const handlers = createHandlers({ store, scenarios, baseUrl });
  const requests: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`No mock for ${request.method} ${request.url}`);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
  const client = createCredenceClient({
    baseUrl,
    fetch: fetchImpl,
    storage: createMemoryStorage(),
  });
  return { store, scenarios, client, requests };
}

/** A {@link mockBackend}. */
export type MockBackend = ReturnType<typeof mockBackend>;
