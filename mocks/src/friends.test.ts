import { FRIEND_MESSAGES } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { ADA_ID, ALAN_ID, BARBARA_ID, GRACE_ID, NUCLEAR_SUPPORT_ID } from './fixtures';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

const ada = { userId: ADA_ID, name: 'Ada Lovelace', email: 'ada@example.org' };
const grace = { userId: GRACE_ID, name: 'Grace Hopper', email: 'grace@example.org' };
const alan = { userId: ALAN_ID, name: 'Alan Turing', email: 'alan@example.org' };
const barbara = { userId: BARBARA_ID, name: 'Barbara Liskov', email: 'barbara@example.org' };

describe('friends', () => {
  it('lists Ada’s friend, the request she received and none she sent', async () => {
    const { status, json } = await send('listFriends');
    expect(status).toBe(200);
    expect(json).toEqual({ friends: [grace], incoming: [barbara], outgoing: [] });
  });

  it('requests by e-mail (any case), then the other side accepts and both are friends', async () => {
    const asked = await send('requestFriend', { body: { email: ' Alan@Example.ORG ' } });
    expect(asked.status).toBe(201);
    // Named by the address until Alan accepts.
    expect(asked.json.outgoing).toEqual([{ ...alan, name: alan.email }]);
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
    expect(json).toEqual({ friends: [barbara, grace], incoming: [], outgoing: [] });
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
    expect((await send('removeFriend', { params: { userId: ALAN_ID } })).json.outgoing).toEqual([]);
    const none = await send('removeFriend', { params: { userId: ALAN_ID } });
    expect([none.status, none.json]).toEqual([404, { error: FRIEND_MESSAGES.noFriendship }]);
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
