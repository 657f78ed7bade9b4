import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { groupDialectics, listDialectics } from './dialectics.server.ts';
import { createUser } from './users.server.ts';

describe('groupDialectics', () => {
  it('groups linked arguments, merging groups that a later link joins', () => {
    const link = (sourceArgumentId: number, targetArgumentId: number) => ({
      sourceArgumentId,
      targetArgumentId,
    });
    expect(groupDialectics([])).toEqual([]);
    expect(groupDialectics([link(4, 3), link(9, 8), link(6, 4), link(8, 3)])).toEqual([
      {
        argumentIds: [3, 4, 6, 8, 9],
        relationships: [link(4, 3), link(6, 4), link(9, 8), link(8, 3)],
      },
    ]);
    expect(groupDialectics([link(2, 1), link(5, 4), link(3, 1)])).toEqual([
      { argumentIds: [4, 5], relationships: [link(5, 4)] },
      { argumentIds: [1, 2, 3], relationships: [link(2, 1), link(3, 1)] },
    ]);
  });
});

describe('listDialectics', () => {
  let temp: TempDatabase;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    temp = await createTempDatabase();
    alice = (
      await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' })
    ).id;
    bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
  });
  afterEach(() => temp.cleanup());

  async function argument(ownerId: number, visibility: 'PUBLIC' | 'PRIVATE' | 'FRIENDS_ONLY') {
    return (
      await createArgument(temp.db, ownerId, {
        title: `${visibility} argument`,
        visibility,
        premises: [{ content: 'A premise.' }],
        conclusion: { content: 'A conclusion.' },
      })
    ).id;
  }

  it('lists only relationships whose two arguments the viewer can see, schema-valid', async () => {
    const root = await argument(alice, 'PUBLIC');
    const objection = await argument(bob, 'PUBLIC');
    const alicePrivate = await argument(alice, 'PRIVATE');
    const aliceFriends = await argument(alice, 'FRIENDS_ONLY');
    const lone = await argument(bob, 'PUBLIC');
    const loneTarget = await argument(alice, 'PUBLIC');
    await temp.db.dialecticalRelationship.createMany({
      data: [
        { sourceArgumentId: objection, targetArgumentId: root },
        { sourceArgumentId: alicePrivate, targetArgumentId: root },
        { sourceArgumentId: aliceFriends, targetArgumentId: objection },
        { sourceArgumentId: lone, targetArgumentId: loneTarget },
      ],
    });

    const forBob = calls.listDialectics.response.parse({
      dialectics: await listDialectics(temp.db, bob),
    }).dialectics;
    expect(forBob).toEqual([
      {
        argumentIds: [root, objection].sort((a, b) => a - b),
        relationships: [{ sourceArgumentId: objection, targetArgumentId: root }],
      },
      {
        argumentIds: [lone, loneTarget].sort((a, b) => a - b),
        relationships: [{ sourceArgumentId: lone, targetArgumentId: loneTarget }],
      },
    ]);
    expect(JSON.stringify(forBob)).not.toMatch(
      new RegExp(`\\b(${alicePrivate}|${aliceFriends})\\b`),
    );

    // Alice owns the private ones, so she sees every link, in one dialectic with the root.
    const forAlice = await listDialectics(temp.db, alice);
    expect(forAlice[0]?.argumentIds).toEqual(
      [root, objection, alicePrivate, aliceFriends].sort((a, b) => a - b),
    );
    expect(forAlice[0]?.relationships).toHaveLength(3);
    expect(forAlice).toHaveLength(2);
  });
});
