import { type SetupWorker, setupWorker } from 'msw/browser';
import { type CreateHandlersOptions, createHandlers } from './handlers/index';
import { scenarios as defaultScenarios, type Scenarios } from './scenarios';
import { createMockStore, type MockStore } from './store';

/** A mock Credence backend in the browser (a service worker). */
export interface MockWorker {
  /** The MSW worker: call `start()` (needs `mockServiceWorker.js`, see `msw init`). */
  worker: SetupWorker;
  /** The store the handlers answer from. */
  store: MockStore;
  /** The per-call failure switches the handlers apply. */
  scenarios: Scenarios;
}

/**
 * An MSW service worker answering every Credence call, for a dev page or Storybook.
 *
 * @example
 * const { worker, scenarios } = setupMockWorker();
 * await worker.start({ onUnhandledRequest: 'bypass' });
 * scenarios.set('saveEvaluation', 'server-error');
 */
export function setupMockWorker(options: CreateHandlersOptions = {}): MockWorker {
  const store = options.store ?? createMockStore();
  const scenarios = options.scenarios ?? defaultScenarios;
  const worker = setupWorker(...createHandlers({ ...options, store, scenarios }));
  return { worker, store, scenarios };
}
