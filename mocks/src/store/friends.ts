import type { Friend } from '@credence/api';
import type { z } from 'zod';
import type { MockUser } from '../types';
import type { StoreState } from './state';

type FriendValue = z.infer<typeof Friend>;

/** Where two users stand: friends, a request one of them sent, or nothing. */
export type FriendRelation =
  | { kind: 'friends' }
  | { kind: 'requested'; from: number; to: number }
  | { kind: 'none' };

const samePair = ([x, y]: [number, number], a: number, b: number) =>
  (x === a && y === b) || (x === b && y === a);

/** Friendships and friend requests (the host's `Friendship` rows, as two lists). */
export function friendsSlice(state: StoreState) {
  const entry = (userId: number): FriendValue[] => {
    const user = state.data.users.find((candidate) => candidate.id === userId);
    return user ? [{ userId: user.id, name: user.name, email: user.email }] : [];
  };
  const byName = (a: FriendValue, b: FriendValue) =>
    a.name.localeCompare(b.name) || a.userId - b.userId;

  const relation = (a: number, b: number): FriendRelation => {
    if (state.data.friendships.some((pair) => samePair(pair, a, b))) return { kind: 'friends' };
    const request = state.data.friendRequests.find((pair) => samePair(pair, a, b));
    return request ? { kind: 'requested', from: request[0], to: request[1] } : { kind: 'none' };
  };

  return {
    /** The user with this e-mail address (compared trimmed and lower-cased, as the host does). */
    userByEmail(email: string): MockUser | undefined {
      const wanted = email.trim().toLowerCase();
      return state.data.users.find((user) => user.email.toLowerCase() === wanted);
    },
    /** Where users `a` and `b` stand. */
    friendRelation: relation,
    /** `listFriends` for `userId`: friends by name; requests newest first. */
    friendLists(userId: number) {
      const other = ([x, y]: [number, number]) => (x === userId ? y : x);
      return {
        friends: state.data.friendships
          .filter(([x, y]) => x === userId || y === userId)
          .flatMap((pair) => entry(other(pair)))
          .sort(byName),
        incoming: state.data.friendRequests
          .filter(([, to]) => to === userId)
          .flatMap(([from]) => entry(from))
          .reverse(),
        // As the host answers: a person asked is only their address (no name, no id) until
        // they accept.
        outgoing: state.data.friendRequests
          .filter(([from]) => from === userId)
          .flatMap(([, to]) => entry(to).map(({ email }) => ({ name: email, email })))
          .reverse(),
      };
    },
    /** Records `from`'s request to `to` (the caller checked that the two are unrelated). */
    addFriendRequest(from: number, to: number): void {
      state.data.friendRequests.push([from, to]);
    },
    /** Turns the request between `a` and `b` into a friendship. */
    acceptFriendRequest(a: number, b: number): void {
      state.data.friendRequests = state.data.friendRequests.filter((pair) => !samePair(pair, a, b));
      state.data.friendships.push([a, b]);
    },
    /** Removes whatever joins `a` and `b`: a friendship or a request either way. */
    removeFriendRelation(a: number, b: number): void {
      state.data.friendships = state.data.friendships.filter((pair) => !samePair(pair, a, b));
      state.data.friendRequests = state.data.friendRequests.filter((pair) => !samePair(pair, a, b));
    },
  };
}
