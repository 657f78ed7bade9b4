/**
 * Stories only (not exported from the package): a fresh mock backend per story. Each story gets
 * its own store and scenarios, so one story's saves or failures never leak into another's; the
 * `beforeEach` restores the fixtures before each render (Storybook re-runs plays) and applies
 * `setUp`, e.g. a failing call.
 */
import {
  type CallResolvers,
  createHandlers,
  createMockStore,
  createScenarios,
  type MockStore,
  type Scenarios,
} from '@credence/mocks';

/** Changes a story's fixtures or scenarios before it renders. */
export type StorySetUp = (scenarios: Scenarios, store: MockStore) => void;

/**
 * The story's MSW handlers (`parameters.msw.handlers`, answered by Storybook's MSW loader) and a
 * `beforeEach` that resets the store and scenarios, then applies `setUp`. `overrides` replaces
 * single calls' resolvers (e.g. a saved proof for any argument).
 */
export function storyBackend(setUp?: StorySetUp, overrides?: Partial<CallResolvers>) {
  const store = createMockStore();
  const scenarios = createScenarios();
  return {
    store,
    scenarios,
    parameters: { msw: { handlers: createHandlers({ store, scenarios, overrides }) } },
    beforeEach: () => {
      store.reset();
      scenarios.clear();
      setUp?.(scenarios, store);
    },
  };
}

/** A {@link storyBackend}. */
export type StoryBackend = ReturnType<typeof storyBackend>;
