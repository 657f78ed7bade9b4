import { FRIEND_MESSAGES } from '@credence/api';
import { fail } from '../validation';
import type { CallResolvers } from './define';

/**
 * Friendships, as the host keeps them: a request by e-mail (to an unknown address 404, to
 * oneself 400, twice 409; a request to someone who asked first makes the two friends), accepting
 * an incoming request, cancelling a sent request by its address, and removing a friend or a
 * request either way. Every answer is the
 * user's lists after the change. (The host also throttles requests; the mocks do not — use a
 * scenario to see a 429.)
 */
export const friendResolvers: Pick<
  CallResolvers,
  'listFriends' | 'requestFriend' | 'acceptFriend' | 'cancelFriendRequest' | 'removeFriend'
> = {
  listFriends: ({ store, user }) => store.friendLists(user.id),
  requestFriend: ({ store, user, body }) => {
    const other = store.userByEmail(body.email);
    if (!other) fail(404, FRIEND_MESSAGES.noAccount);
    if (other.id === user.id) fail(400, FRIEND_MESSAGES.yourself);
    const relation = store.friendRelation(user.id, other.id);
    if (relation.kind === 'friends') fail(409, FRIEND_MESSAGES.alreadyFriends);
    if (relation.kind === 'requested') {
      if (relation.from === user.id) fail(409, FRIEND_MESSAGES.alreadyRequested);
      store.acceptFriendRequest(other.id, user.id);
    } else {
      store.addFriendRequest(user.id, other.id);
    }
    return store.friendLists(user.id);
  },
  acceptFriend: ({ store, user, params }) => {
    const relation = store.friendRelation(user.id, params.userId);
    if (relation.kind !== 'requested' || relation.from !== params.userId) {
      fail(404, FRIEND_MESSAGES.noRequest);
    }
    store.acceptFriendRequest(params.userId, user.id);
    return store.friendLists(user.id);
  },
  cancelFriendRequest: ({ store, user, body }) => {
    const other = store.userByEmail(body.email);
    const relation = other ? store.friendRelation(user.id, other.id) : null;
    if (!other || relation?.kind !== 'requested' || relation.from !== user.id) {
      fail(404, FRIEND_MESSAGES.noRequest);
    }
    store.removeFriendRelation(user.id, other.id);
    return store.friendLists(user.id);
  },
  removeFriend: ({ store, user, params }) => {
    if (store.friendRelation(user.id, params.userId).kind === 'none') {
      fail(404, FRIEND_MESSAGES.noFriendship);
    }
    store.removeFriendRelation(user.id, params.userId);
    return store.friendLists(user.id);
  },
};
