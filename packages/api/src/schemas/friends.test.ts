import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { check } from '../validation';
import { FriendParams, FriendRequestBody, FriendsResponse } from './friends';
import { LIMITS } from './limits';

const messageOf = (schema: Parameters<typeof check>[0], value: unknown) => {
  const result = check(schema, value);
  return result.ok ? null : result.message;
};

describe('friends calls', () => {
  it('takes an e-mail address, trimmed, with an @, at most LIMITS.emailChars long', () => {
    expect(FriendRequestBody.parse({ email: '  Ada@Example.org ' })).toEqual({
      email: 'Ada@Example.org',
    });
    expect(messageOf(FriendRequestBody, { email: '   ' })).toBe('email: E-mail is required');
    expect(messageOf(FriendRequestBody, { email: 'ada' })).toBe('email: must be an e-mail address');
    expect(messageOf(FriendRequestBody, { email: `${'a'.repeat(LIMITS.emailChars)}@x` })).toBe(
      'email: must be at most 254 characters',
    );
    expect(messageOf(FriendRequestBody, {})).toMatch(/^email: /);
    expect(messageOf(FriendRequestBody, { email: 'a@b.c', userId: 2 })).toMatch(/userId/);
  });

  it('names the other user by a positive id in the path', () => {
    expect(FriendParams.parse({ userId: '12' })).toEqual({ userId: 12 });
    for (const userId of ['0', '-1', '1.5', 'ada', '']) {
      expect(messageOf(FriendParams, { userId }), userId).toMatch(/^userId: /);
    }
  });

  it('answers the three lists on every friends call', () => {
    const lists = {
      friends: [{ userId: 2, name: 'Grace', email: 'grace@example.org' }],
      incoming: [],
      outgoing: [],
    };
    expect(FriendsResponse.parse(lists)).toEqual(lists);
    const friendsCalls = [
      'listFriends',
      'requestFriend',
      'acceptFriend',
      'cancelFriendRequest',
      'removeFriend',
    ] as const;
    for (const name of friendsCalls) {
      expect(calls[name].response, name).toBe(FriendsResponse);
      expect(calls[name].origin, name).toBe('host');
    }
    expect(calls.requestFriend.successStatus).toBe(201);
  });

  it('names a person asked only by the address typed: no user id before they accept', () => {
    const asked = { name: 'grace@example.org', email: 'grace@example.org' };
    const lists = FriendsResponse.parse({
      friends: [],
      incoming: [],
      outgoing: [{ ...asked, userId: 2 }],
    });
    expect(lists.outgoing).toEqual([asked]);
  });
});
