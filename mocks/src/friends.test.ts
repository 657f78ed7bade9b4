import { FRIEND_MESSAGES } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { ADA_ID, ALAN_ID, BARBARA_ID, EDSGER_ID, GRACE_ID, NUCLEAR_SUPPORT_ID } from './fixtures';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

const ada = { userId: ADA_ID, name: 'Ada Lovelace', email: 'ada@example.org' };
const grace = { userId: GRACE_ID, name: 'Grace Hopper', email: 'grace@example.org' };
const alan = { userId: ALAN_ID, name: 'Alan Turing', email: 'alan@example.org' };
const barbara = { userId: BARBARA_ID, name: 'Barbara Liskov', email: 'barbara@example.org' };
/** Ada's request to Edsger, as she sees it: his address only, until he accepts. */
const toEdsger = { name: 'edsger@example.org', email: 'edsger@example.org' };

describe('friends', () => {
  it('lists Ada’s friend, the request she received and the one she sent (by address only)', async () => {
    const { status, json } = await send('listFriends');
    expect(status).toBe(200);
    expect(json).toEqual({ friends: [grace], incoming: [barbara], outgoing: [toEdsger] });
  });

  it('requests by e-mail (any case), then the other side accepts and both are friends', async () => {
    const asked = await send('requestFriend', { body: { email: ' Alan@Example.ORG ' } });
    expect(asked.status).toBe(201);
    // Named by the address until Alan accepts.
    expect(asked.json.outgoing).toEqual([{ name: alan.email, email: alan.email }, toEdsger]);
    store.signIn(ALAN_ID);
    expect((await send('listFriends')).json.incoming).toEqual([ada]);
    const accepted = await send('acceptFriend', { params: { userId: ADA_ID } });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ friends: [ada], incoming: [], outgoing: [] });
    store.signIn(ADA_ID);
    expect((await send('listFriends')).json.friends).toEqual([alan, grace]);
  });

  it('asking someone who asked first makes the two friends at once', async () => {
    const { status, json } = await send('requestFriend', { body: { email: barbara.email } });
    expect(status).toBe(201);
    expect(json).toEqual({ friends: [barbara, grace], incoming: [], outgoing: [toEdsger] });
  });

  it('refuses unknown addresses, oneself, friends and a second request, storing nothing', async () => {
    await send('requestFriend', { body: { email: alan.email } });
    const before = structuredClone(store.data);
    const cases: [string, number, string][] = [
      ['nobody@example.org', 404, FRIEND_MESSAGES.noAccount],
      ['ADA@example.org', 400, FRIEND_MESSAGES.yourself],
      [grace.email, 409, FRIEND_MESSAGES.alreadyFriends],
      [alan.email, 409, FRIEND_MESSAGES.alreadyRequested],
    ];
    for (const [email, status, error] of cases) {
      const answer = await send('requestFriend', { body: { email } });
      expect([answer.status, answer.json], email).toEqual([status, { error }]);
    }
    const invalid = await send('requestFriend', { body: { email: 'no-at-sign', extra: 1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toMatch(/email: must be an e-mail address/);
    expect(invalid.json.error).toMatch(/extra/);
    expect(store.data).toEqual(before);
  });

  it('accepts only a pending request from that user', async () => {
    await send('requestFriend', { body: { email: alan.email } });
    for (const userId of [ALAN_ID, GRACE_ID, 99]) {
      const answer = await send('acceptFriend', { params: { userId } });
      expect([answer.status, answer.json]).toEqual([404, { error: FRIEND_MESSAGES.noRequest }]);
    }
  });

  it('removes a friend, declines a request and cancels one; 404 when there is nothing', async () => {
    await send('requestFriend', { body: { email: alan.email } });
    expect((await send('removeFriend', { params: { userId: GRACE_ID } })).json.friends).toEqual([]);
    expect((await send('removeFriend', { params: { userId: BARBARA_ID } })).json.incoming).toEqual(
      [],
    );
    expect((await send('removeFriend', { params: { userId: ALAN_ID } })).json.outgoing).toEqual([
      toEdsger,
    ]);
    const none = await send('removeFriend', { params: { userId: ALAN_ID } });
    expect([none.status, none.json]).toEqual([404, { error: FRIEND_MESSAGES.noFriendship }]);
  });

  it('cancels a sent request by its address (any case); 404 for no pending request of hers', async () => {
    const cancelled = await send('cancelFriendRequest', {
      body: { email: ' Edsger@Example.org ' },
    });
    expect([cancelled.status, cancelled.json.outgoing]).toEqual([200, []]);
    store.signIn(EDSGER_ID);
    expect((await send('listFriends')).json.incoming).toEqual([]);
    store.signIn(ADA_ID);
    // Not pending any more; Barbara's request is to Ada, not from her; Grace is a friend.
    for (const email of ['edsger@example.org', 'barbara@example.org', 'grace@example.org']) {
      const refused = await send('cancelFriendRequest', { body: { email } });
      expect([refused.status, refused.json], email).toEqual([
        404,
        { error: FRIEND_MESSAGES.noRequest },
      ]);
    }
  });

  it('FRIENDS_ONLY opens to a friend once the request is accepted, and closes when removed', async () => {
    store.signIn(ALAN_ID);
    const read = () => send('getArgument', { params: { id: NUCLEAR_SUPPORT_ID } });
    expect((await read()).status).toBe(404);
    await send('requestFriend', { body: { email: grace.email } });
    expect((await read()).status).toBe(404);
    store.signIn(GRACE_ID);
    await send('acceptFriend', { params: { userId: ALAN_ID } });
    store.signIn(ALAN_ID);
    expect((await read()).status).toBe(200);
    await send('removeFriend', { params: { userId: GRACE_ID } });
    expect((await read()).status).toBe(404);
  });
});
