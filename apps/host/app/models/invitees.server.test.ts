import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { acceptFriend, requestFriend } from './friends.server.ts';
import { readStartOptions } from './invitees.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let ann: number;
let ben: number;
let cat: number;
let dan: number;

beforeEach(async () => {
  temp = await createTempDatabase();
  const user = async (name: string) =>
    (await createUser(temp.db, { email: `${name}@x.io`, name, password: `${name}-password` })).id;
  ann = await user('Ann');
  ben = await user('Ben');
  cat = await user('Cat');
  dan = await user('Dan');
  // Ann and Ben are friends; Cat and Ben too; Dan is nobody's friend.
  await requestFriend(temp.db, ann, { email: 'ben@x.io' });
  await acceptFriend(temp.db, ben, ann);
  await requestFriend(temp.db, cat, { email: 'ben@x.io' });
  await acceptFriend(temp.db, ben, cat);
});
afterEach(() => temp.cleanup());

async function argumentOf(owner: number, visibility: 'PRIVATE' | 'FRIENDS_ONLY' | 'PUBLIC') {
  return createArgument(temp.db, owner, {
    title: `${visibility} argument`,
    visibility,
    premises: [{ content: 'A premise.' }],
    conclusion: { content: 'A conclusion.' },
  });
}

describe('who the start page offers to invite', () => {
  it('lists the user’s friends, each able to be invited only when they can see the argument', async () => {
    const friendsOnly = await argumentOf(ann, 'FRIENDS_ONLY');
    // Ben, Ann's friend, starts one on her argument: his friends are Ann (who owns it) and Cat
    // (no friend of Ann's, so she cannot see it).
    expect(await readStartOptions(temp.db, ben, friendsOnly.id)).toEqual({
      argument: {
        id: friendsOnly.id,
        title: 'FRIENDS_ONLY argument',
        visibility: 'FRIENDS_ONLY',
        isOwner: false,
      },
      invitees: [
        { userId: ann, name: 'Ann', canSee: true },
        { userId: cat, name: 'Cat', canSee: false },
      ],
    });
    const open = await argumentOf(ann, 'PUBLIC');
    expect((await readStartOptions(temp.db, ben, open.id))?.invitees).toEqual([
      { userId: ann, name: 'Ann', canSee: true },
      { userId: cat, name: 'Cat', canSee: true },
    ]);
    const own = await argumentOf(ann, 'PRIVATE');
    expect(await readStartOptions(temp.db, ann, own.id)).toMatchObject({
      argument: { isOwner: true, visibility: 'PRIVATE' },
      invitees: [{ userId: ben, name: 'Ben', canSee: false }],
    });
  });

  it('is null (a 404) for an argument the user cannot see, or none at all', async () => {
    const hidden = await argumentOf(ann, 'PRIVATE');
    expect(await readStartOptions(temp.db, dan, hidden.id)).toBeNull();
    expect(await readStartOptions(temp.db, ben, hidden.id)).toBeNull();
    expect(await readStartOptions(temp.db, ann, hidden.id + 1000)).toBeNull();
  });
});
