import type { MockClaimEquivalence } from '../types';
import { nextId, type StoreState } from './state';

/** Claim equivalences ("Same claim as…"), each user's own (the host's `ClaimEquivalence` rows). */
export function equivalencesSlice(state: StoreState) {
  const all = (): MockClaimEquivalence[] => {
    state.data.claimEquivalences ??= [];
    return state.data.claimEquivalences;
  };
  return {
    /** `userId`'s equivalences, oldest first. */
    equivalences(userId: number): MockClaimEquivalence[] {
      return all().filter((equivalence) => equivalence.userId === userId);
    },
    /** Stores `userId`'s declaration that the two claims are the same (ids in ascending order). */
    addEquivalence(userId: number, a: string, b: string): MockClaimEquivalence {
      const equivalence: MockClaimEquivalence = {
        id: nextId(all()),
        userId,
        claimIds: a < b ? [a, b] : [b, a],
      };
      all().push(equivalence);
      return equivalence;
    },
    /** Removes `userId`'s equivalence `id`; false when they have none of that id. */
    removeEquivalence(userId: number, id: number): boolean {
      const list = all();
      const index = list.findIndex((e) => e.id === id && e.userId === userId);
      if (index < 0) return false;
      list.splice(index, 1);
      return true;
    },
  };
}
