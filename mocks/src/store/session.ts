import type { MockUser } from '../types';
import type { StoreState } from './state';

/** Users, the session and friendships. */
export function sessionSlice(state: StoreState) {
  return {
    /** The signed-in user, or null when signed out. */
    currentUser(): MockUser | null {
      const id = state.data.signedInUserId;
      return id === null ? null : (state.data.users.find((user) => user.id === id) ?? null);
    },
    /** Signs a seeded user in (throws for an unknown id: a test mistake, not a 404). */
    signIn(userId: number): MockUser {
      const user = state.data.users.find((candidate) => candidate.id === userId);
      if (!user) throw new Error(`No mock user with id ${userId}`);
      state.data.signedInUserId = userId;
      return user;
    },
    /** Signs out: every call except getSharedArgument then answers 401. */
    signOut(): void {
      state.data.signedInUserId = null;
    },
    /** A user by id. */
    user(userId: number): MockUser | undefined {
      return state.data.users.find((user) => user.id === userId);
    },
    /** Whether two users are friends. */
    areFriends(a: number, b: number): boolean {
      return state.data.friendships.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    },
  };
}
