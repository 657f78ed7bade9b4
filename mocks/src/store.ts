import { fixtures } from './fixtures';
import { argumentsSlice } from './store/arguments';
import { authoringSlice } from './store/authoring';
import { dialecticsSlice } from './store/dialectics';
import { equivalencesSlice } from './store/equivalences';
import { friendsSlice } from './store/friends';
import { recordsSlice } from './store/records';
import { sessionSlice } from './store/session';
import type { StoreState } from './store/state';
import { versionsSlice } from './store/versions';
import type { MockData } from './types';

export type { NewConditional } from './store/records';

/** Options of {@link createMockStore}. */
export interface MockStoreOptions {
  /** The clock for `createdAt`, `created_at` and `lastUpdated` (default: the real time). */
  now?: () => Date;
}

/**
 * A stateful in-memory backend: users and the session, friendships, arguments and claims,
 * evaluations, conditional probabilities, dialectical links, versions, proofs, models,
 * settings and claim equivalences.
 * The seed is deep-copied, so stores never share data and `reset()` restores it exactly.
 *
 * @param seed - the starting data (default: {@link fixtures}).
 */
export function createMockStore(seed: MockData = fixtures, options: MockStoreOptions = {}) {
  const state: StoreState = { data: structuredClone(seed), now: options.now ?? (() => new Date()) };
  const session = sessionSlice(state);
  const args = argumentsSlice(state, session.areFriends);
  const versions = versionsSlice(state, args);
  return {
    /** The live data (mutable: tests may arrange unusual states directly). */
    get data(): MockData {
      return state.data;
    },
    /** Restores the seed (a fresh deep copy), including the signed-in user. */
    reset(): void {
      state.data = structuredClone(seed);
    },
    ...session,
    ...args,
    ...recordsSlice(state),
    ...versions,
    ...dialecticsSlice(state),
    ...authoringSlice(state, args, versions),
    ...friendsSlice(state),
    ...equivalencesSlice(state),
  };
}

/** The store the handlers work on. */
export type MockStore = ReturnType<typeof createMockStore>;
