import { type SetupServer, setupServer } from 'msw/node';
import { type CreateHandlersOptions, createHandlers } from './handlers/index';
import { scenarios as defaultScenarios, type Scenarios } from './scenarios';
import { createMockStore, type MockStore } from './store';

/** A mock Credence backend for Node (Vitest, scripts). */
export interface MockServer {
  /** The MSW server: call `listen()`, `resetHandlers()`, `close()`. */
  server: SetupServer;
  /** The store the handlers answer from (`signIn`, `signOut`, `reset`, …). */
  store: MockStore;
  /** The per-call failure switches the handlers apply. */
  scenarios: Scenarios;
}

/**
 * An MSW server answering every Credence call. Call `server.listen()` before the requests.
 *
 * @example
 * const { server, store, scenarios } = setupMockServer();
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => { store.reset(); scenarios.clear(); });
 * afterAll(() => server.close());
 */
export function setupMockServer(options: CreateHandlersOptions = {}): MockServer {
  const store = options.store ?? createMockStore();
  const scenarios = options.scenarios ?? defaultScenarios;
  const server = setupServer(...createHandlers({ ...options, store, scenarios }));
  return { server, store, scenarios };
}
