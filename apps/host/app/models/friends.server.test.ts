import { FRIEND_MESSAGES } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { HttpStatusError } from './errors.server.ts';
import {
  acceptFriend,
  areFriends,
  FRIEND_REQUEST_THROTTLE,
  listFriends,
  removeFriend,
  requestFriend,
  takeFriendRequestAttempt,
} from './friends.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let ann: number;
let ben: number;
let cat: number;
/** A sent request, named by the address only until accepted. */
/** A sent request: the address asked only, no id, until they accept. */
const sent = (name: string) => ({
  name: `${name.toLowerCase()}@x.io`,
  email: `${name.toLowerCase()}@x.io`,
});
const entry = (userId: number, name: string) => ({
  userId,
  name,
  email: `${name.toLowerCase()}@x.io`,
});
beforeEach(async () => {
  temp = await createTempDatabase();
  const user = async (name: string) =>
    (await createUser(temp.db, { email: `${name}@x.io`, name, password: `${name}-password` })).id;
  ann = await user('Ann');
  ben = await user('Ben');
  cat = await user('Cat');
});
afterEach(() => temp.cleanup());

/** The status and message a model call throws. */
async function refusal(run: Promise<unknown>): Promise<[number, string]> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpStatusError)) throw new Error(`expected an HttpStatusError: ${error}`);
  return [error.status, error.message];
}

describe('friends', () => {
  it('a request by e-mail (any case, spaces) waits in both lists until the other accepts', async () => {
    expect(await requestFriend(temp.db, ann, { email: '  BEN@x.io ' })).toEqual({
      friends: [],
      incoming: [],
      outgoing: [sent('Ben')],
    });
    expect(await listFriends(temp.db, ben)).toEqual({
      friends: [],
      incoming: [entry(ann, 'Ann')],
      outgoing: [],
    });
    expect(await areFriends(temp.db, ann, ben)).toBe(false);
    expect(await acceptFriend(temp.db, ben, ann)).toEqual({
      friends: [entry(ann, 'Ann')],
      incoming: [],
      outgoing: [],
    });
    expect(await areFriends(temp.db, ann, ben)).toBe(true);
    expect(await areFriends(temp.db, ben, ann)).toBe(true);
    expect((await listFriends(temp.db, ann)).friends).toEqual([entry(ben, 'Ben')]);
    expect(await temp.db.friendship.count()).toBe(1);
  });

  it('asking someone who asked first accepts their request (still one row)', async () => {
    await requestFriend(temp.db, cat, { email: 'ann@x.io' });
    expect(await requestFriend(temp.db, ann, { email: 'cat@x.io' })).toEqual({
      friends: [entry(cat, 'Cat')],
      incoming: [],
      outgoing: [],
    });
    expect(await temp.db.friendship.count()).toBe(1);
  });

  it('refuses an unknown address, oneself, a friend and a second request, storing nothing', async () => {
    await requestFriend(temp.db, ann, { email: 'ben@x.io' });
    await requestFriend(temp.db, cat, { email: 'ann@x.io' });
    await acceptFriend(temp.db, ann, cat);
    const before = await temp.db.friendship.findMany({ orderBy: { id: 'asc' } });
    expect(await refusal(requestFriend(temp.db, ann, { email: 'nobody@x.io' }))).toEqual([
      404,
      FRIEND_MESSAGES.noAccount,
    ]);
    expect(await refusal(requestFriend(temp.db, ann, { email: 'Ann@x.io' }))).toEqual([
      400,
      FRIEND_MESSAGES.yourself,
    ]);
    expect(await refusal(requestFriend(temp.db, ann, { email: 'ben@x.io' }))).toEqual([
      409,
      FRIEND_MESSAGES.alreadyRequested,
    ]);
    expect(await refusal(requestFriend(temp.db, ann, { email: 'cat@x.io' }))).toEqual([
      409,
      FRIEND_MESSAGES.alreadyFriends,
    ]);
    expect(await refusal(requestFriend(temp.db, cat, { email: 'ann@x.io' }))).toEqual([
      409,
      FRIEND_MESSAGES.alreadyFriends,
    ]);
    await expect(requestFriend(temp.db, ann, { email: 'no-at-sign' })).rejects.toThrow(
      /must be an e-mail address/,
    );
    expect(await temp.db.friendship.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('only the person asked can accept, and only a pending request', async () => {
    await requestFriend(temp.db, ann, { email: 'ben@x.io' });
    for (const [userId, otherId] of [
      [ann, ben], // her own request
      [cat, ann], // nothing between them
      [ben, cat],
      [ben, ben],
      [ben, 9999],
    ] as const) {
      expect(await refusal(acceptFriend(temp.db, userId, otherId))).toEqual([
        404,
        FRIEND_MESSAGES.noRequest,
      ]);
    }
    await acceptFriend(temp.db, ben, ann);
    expect(await refusal(acceptFriend(temp.db, ben, ann))).toEqual([
      404,
      FRIEND_MESSAGES.noRequest,
    ]);
  });

  it('removing ends a friendship, declines or cancels a request; 404 when nothing is there', async () => {
    await requestFriend(temp.db, ann, { email: 'ben@x.io' });
    await requestFriend(temp.db, cat, { email: 'ann@x.io' });
    // Ann cancels her request to Ben and declines Cat's.
    expect((await removeFriend(temp.db, ann, ben)).outgoing).toEqual([]);
    expect((await removeFriend(temp.db, ann, cat)).incoming).toEqual([]);
    expect(await listFriends(temp.db, ben)).toEqual({ friends: [], incoming: [], outgoing: [] });
    // A friendship ends from either side.
    await requestFriend(temp.db, ben, { email: 'cat@x.io' });
    await acceptFriend(temp.db, cat, ben);
    expect((await removeFriend(temp.db, ben, cat)).friends).toEqual([]);
    expect(await areFriends(temp.db, ben, cat)).toBe(false);
    for (const otherId of [cat, ann, 9999]) {
      expect(await refusal(removeFriend(temp.db, ben, otherId))).toEqual([
        404,
        FRIEND_MESSAGES.noFriendship,
      ]);
    }
    expect(await temp.db.friendship.count()).toBe(0);
  });

  it('lists friends by name and requests newest first', async () => {
    await createUser(temp.db, { email: 'dan@x.io', name: 'Dan', password: 'dan-pass1' });
    await requestFriend(temp.db, ann, { email: 'cat@x.io' });
    await requestFriend(temp.db, ann, { email: 'ben@x.io' });
    await acceptFriend(temp.db, cat, ann);
    await acceptFriend(temp.db, ben, ann);
    await requestFriend(temp.db, ann, { email: 'dan@x.io' });
    expect((await listFriends(temp.db, ann)).friends.map((f) => f.name)).toEqual(['Ben', 'Cat']);
    expect((await listFriends(temp.db, ann)).outgoing).toEqual([sent('Dan')]);
  });

  it('deleting a user ends their friendships and requests', async () => {
    await requestFriend(temp.db, ann, { email: 'ben@x.io' });
    await requestFriend(temp.db, cat, { email: 'ben@x.io' });
    await acceptFriend(temp.db, ben, ann);
    await temp.db.user.delete({ where: { id: ben } });
    expect(await temp.db.friendship.count()).toBe(0);
    expect(await listFriends(temp.db, ann)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it('counts friend requests per user: the next one past the hourly limit waits', async () => {
    for (let i = 0; i < FRIEND_REQUEST_THROTTLE.max; i++) {
      expect((await takeFriendRequestAttempt(temp.db, ann)).retryAfter).toBe(0);
    }
    const refused = await takeFriendRequestAttempt(temp.db, ann);
    expect(refused.retryAfter).toBeGreaterThan(3500);
    expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    // Another user is not affected, and the refused attempt was not counted.
    expect((await takeFriendRequestAttempt(temp.db, ben)).retryAfter).toBe(0);
    expect(await temp.db.throttleEvent.count({ where: { key: `friends:user:${ann}` } })).toBe(
      FRIEND_REQUEST_THROTTLE.max,
    );
  });
});
