/**
 * Friendships over real HTTP (the built app on a temp SQLite file): request by e-mail, accept,
 * decline, cancel and unfriend through `/api/friends`, each user seeing only their own lists;
 * bad input answers 4xx and stores nothing; requests are throttled per user. What friendship
 * opens (FRIENDS_ONLY arguments on every read path) is in `security/crossUserFriends.http.test.ts`.
 */
import { calls, FRIEND_MESSAGES, LIMITS } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { snapshotDatabase } from './testing/dbSnapshot.ts';
import { errorOf, expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

/** The lists of an answer, checked against the call's response schema. */
async function listsOf(response: Response, status = 200) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return calls.listFriends.response.parse(JSON.parse(text));
}

describe('friends over HTTP', () => {
  const ann = app.client();
  const ben = app.client();
  const cat = app.client();
  const ids: Record<'ann' | 'ben' | 'cat', number> = { ann: 0, ben: 0, cat: 0 };
  /** A sent request: the person asked named by the address only (no id), until they accept. */
  const sent = (name: 'Ann' | 'Ben' | 'Cat') => ({
    name: `${name.toLowerCase()}@x.io`,
    email: `${name.toLowerCase()}@x.io`,
  });
  const entry = (name: 'Ann' | 'Ben' | 'Cat') => ({
    userId: ids[name.toLowerCase() as 'ann'],
    name,
    email: `${name.toLowerCase()}@x.io`,
  });
  const request = (client: Client, email: unknown) =>
    client.json('/api/friends', 'POST', { email });
  const accept = (client: Client, userId: number | string) =>
    client.request(`/api/friends/${userId}/accept`, { method: 'POST' });
  const remove = (client: Client, userId: number | string) =>
    client.request(`/api/friends/${userId}`, { method: 'DELETE' });
  const cancel = (client: Client, email: unknown) =>
    client.json('/api/friends/requests/cancel', 'POST', { email });

  beforeAll(async () => {
    await signUp(ann, 'Ann');
    await signUp(ben, 'Ben');
    await signUp(cat, 'Cat');
    ids.ann = await app.userId('ann@x.io');
    ids.ben = await app.userId('ben@x.io');
    ids.cat = await app.userId('cat@x.io');
  });

  it('answers 401 signed out, on every friends call', async () => {
    const anonymous = app.client();
    await expectSignInRequired(await anonymous.request('/api/friends'));
    await expectSignInRequired(await request(anonymous, 'ann@x.io'));
    await expectSignInRequired(await accept(anonymous, ids.ann));
    await expectSignInRequired(await remove(anonymous, ids.ann));
    await expectSignInRequired(await cancel(anonymous, 'ann@x.io'));
  });

  it('Ann asks Ben by e-mail; each sees it on their side; Ben accepts; both are friends', async () => {
    expect(await listsOf(await ann.request('/api/friends'))).toEqual({
      friends: [],
      incoming: [],
      outgoing: [],
    });
    expect(await listsOf(await request(ann, ' BEN@x.io '), 201)).toEqual({
      friends: [],
      incoming: [],
      outgoing: [sent('Ben')],
    });
    expect(await listsOf(await ben.request('/api/friends'))).toEqual({
      friends: [],
      incoming: [entry('Ann')],
      outgoing: [],
    });
    // Cat, a third user, sees none of it.
    expect(await listsOf(await cat.request('/api/friends'))).toEqual({
      friends: [],
      incoming: [],
      outgoing: [],
    });
    expect(await listsOf(await accept(ben, ids.ann))).toEqual({
      friends: [entry('Ann')],
      incoming: [],
      outgoing: [],
    });
    expect((await listsOf(await ann.request('/api/friends'))).friends).toEqual([entry('Ben')]);
  });

  it('refuses bad input with a readable 4xx and stores nothing', async () => {
    await listsOf(await request(cat, 'ann@x.io'), 201);
    const before = await snapshotDatabase(app.db);
    const cases: [string, Promise<Response>, number, string | RegExp][] = [
      ['unknown address', request(ann, 'nobody@x.io'), 404, FRIEND_MESSAGES.noAccount],
      ['oneself', request(ann, 'Ann@X.io'), 400, FRIEND_MESSAGES.yourself],
      ['a friend', request(ann, 'ben@x.io'), 409, FRIEND_MESSAGES.alreadyFriends],
      ['asked before', request(cat, 'ann@x.io'), 409, FRIEND_MESSAGES.alreadyRequested],
      ['no @', request(ann, 'ben'), 400, /^email: must be an e-mail address/],
      ['empty', request(ann, '   '), 400, /^email: E-mail is required/],
      ['not a string', request(ann, 7), 400, /^email: /],
      [
        'too long',
        request(ann, `${'b'.repeat(LIMITS.emailChars)}@x.io`),
        400,
        /^email: must be at most 254 characters/,
      ],
      [
        'unknown field',
        ann.json('/api/friends', 'POST', { email: 'ben@x.io', userId: ids.ben }),
        400,
        /userId/,
      ],
      ['not JSON', ann.json('/api/friends', 'POST', '{email'), 400, /must be JSON/],
      ['accept: not a request of theirs', accept(cat, ids.ann), 404, FRIEND_MESSAGES.noRequest],
      ['accept: friends already', accept(ann, ids.ben), 404, FRIEND_MESSAGES.noRequest],
      ['accept: oneself', accept(ann, ids.ann), 404, FRIEND_MESSAGES.noRequest],
      ['accept: nobody', accept(ann, 999_999), 404, FRIEND_MESSAGES.noRequest],
      ['accept: no id', accept(ann, 'abc'), 400, /^userId: /],
      ['remove: nothing between them', remove(ben, ids.cat), 404, FRIEND_MESSAGES.noFriendship],
      ['remove: a negative id', remove(ben, -3), 400, /^userId: /],
      [
        'remove: a body',
        ben.json(`/api/friends/${ids.ann}`, 'DELETE', { hard: true }),
        400,
        /hard/,
      ],
    ];
    for (const [label, sent, status, message] of cases) {
      const error = await errorOf(await sent, status);
      if (typeof message === 'string') expect(error, label).toBe(message);
      else expect(error, label).toMatch(message);
    }
    expect((await ann.request('/api/friends', { method: 'PUT' })).status).toBe(405);
    expect((await ann.request(`/api/friends/${ids.ben}`)).status).toBe(405);
    expect(await snapshotDatabase(app.db)).toEqual(before);
  });

  it('Ann declines Cat’s request, and Ben cancels one he sent; then Ben unfriends Ann', async () => {
    expect((await listsOf(await remove(ann, ids.cat))).incoming).toEqual([]);
    expect((await listsOf(await cat.request('/api/friends'))).outgoing).toEqual([]);
    await listsOf(await request(ben, 'cat@x.io'), 201);
    expect((await listsOf(await remove(ben, ids.cat))).outgoing).toEqual([]);
    expect((await listsOf(await cat.request('/api/friends'))).incoming).toEqual([]);
    // Cancelling by the address typed (the outgoing list carries no id), in any case.
    await listsOf(await request(ben, 'cat@x.io'), 201);
    const raw = await (await ben.request('/api/friends')).json();
    expect(raw.outgoing).toEqual([sent('Cat')]);
    expect(await errorOf(await cancel(ben, 'nobody@x.io'), 404)).toBe(FRIEND_MESSAGES.noRequest);
    expect(await errorOf(await cancel(ben, ''), 400)).toMatch(/E-mail is required/);
    expect((await listsOf(await cancel(ben, ' Cat@X.io '))).outgoing).toEqual([]);
    expect((await listsOf(await cat.request('/api/friends'))).incoming).toEqual([]);
    expect(await errorOf(await cancel(ben, 'cat@x.io'), 404)).toBe(FRIEND_MESSAGES.noRequest);
    expect(await listsOf(await remove(ben, ids.ann))).toEqual({
      friends: [],
      incoming: [],
      outgoing: [],
    });
    expect((await listsOf(await ann.request('/api/friends'))).friends).toEqual([]);
    expect(await app.db.friendship.count()).toBe(0);
  });

  it('asking someone who asked first makes the two friends', async () => {
    await listsOf(await request(cat, 'ben@x.io'), 201);
    expect((await listsOf(await request(ben, 'cat@x.io'), 201)).friends).toEqual([entry('Cat')]);
    expect((await listsOf(await cat.request('/api/friends'))).friends).toEqual([entry('Ben')]);
  });

  it('limits friend requests per user: 429 with Retry-After, nothing stored', async () => {
    const dan = app.client();
    await signUp(dan, 'Dan');
    // Earlier requests of this test file do not count for Dan; refused ones count as well.
    for (let i = 0; i < 20; i++) {
      const response = await request(dan, `nobody-${i}@x.io`);
      expect(response.status).toBe(404);
    }
    const before = await snapshotDatabase(app.db);
    const refused = await request(dan, 'ann@x.io');
    expect(await errorOf(refused, 429)).toMatch(/^Too many friend requests\. Please try again/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await snapshotDatabase(app.db)).toEqual(before);
    // Others are not affected.
    expect((await request(ann, 'dan@x.io')).status).toBe(201);
  });
});
