/**
 * Stories only (not exported): a fresh mock backend per story, as the Version History stories
 * make it: its MSW handlers (`parameters`) and a `beforeEach` that restores the fixtures and
 * applies `setUp` (e.g. a failing call) before each render.
 */
import {
  createHandlers,
  createMockStore,
  createScenarios,
  type MockStore,
  type Scenarios,
} from '@credence/mocks';

export function storyBackend(setUp?: (scenarios: Scenarios, store: MockStore) => void) {
  const store = createMockStore();
  const scenarios = createScenarios();
  return {
    store,
    scenarios,
    parameters: { msw: { handlers: createHandlers({ store, scenarios }) } },
    beforeEach: () => {
      store.reset();
      scenarios.clear();
      setUp?.(scenarios, store);
    },
  };
}

/** Long enough for the mock backend's answers. */
export const TIMEOUT = { timeout: 5000 };
