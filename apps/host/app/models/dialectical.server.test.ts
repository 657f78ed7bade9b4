import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { getDialecticalSource } from './dialectical.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
  bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
});
afterEach(() => temp.cleanup());

function argument(ownerId: number, title: string, visibility: 'PUBLIC' | 'PRIVATE') {
  return createArgument(temp.db, ownerId, {
    title,
    visibility,
    premises: [{ content: `${title}: premise` }],
    conclusion: { content: `${title}: conclusion` },
  });
}

function link(sourceArgumentId: number, targetArgumentId: number, linkType = 'refute') {
  return temp.db.dialecticalRelationship.create({
    data: { sourceArgumentId, targetArgumentId, linkType },
  });
}

describe('getDialecticalSource', () => {
  it('lists the relationships whose source is the argument, oldest first, schema-valid', async () => {
    const source = await argument(alice, 'Source', 'PUBLIC');
    const first = await argument(alice, 'First target', 'PUBLIC');
    const second = await argument(bob, 'Second target', 'PUBLIC');
    await link(source.id, first.id);
    await link(source.id, second.id, 'support');
    // Links into the argument are not its source relationships.
    await link(second.id, source.id);

    const relationships = await getDialecticalSource(temp.db, alice, source.id);
    expect(relationships).toEqual([
      { sourceArgumentId: source.id, targetArgumentId: first.id },
      { sourceArgumentId: source.id, targetArgumentId: second.id },
    ]);
    expect(
      calls.getDialecticalSource.response.parse({ dialecticalRelationships: relationships }),
    ).toEqual({ dialecticalRelationships: relationships });
    expect(await getDialecticalSource(temp.db, alice, first.id)).toEqual([]);
  });

  it('is null for missing and invisible arguments alike', async () => {
    const secret = await argument(alice, 'Secret', 'PRIVATE');
    const target = await argument(bob, 'Target', 'PUBLIC');
    await link(secret.id, target.id);

    expect(await getDialecticalSource(temp.db, bob, secret.id)).toBeNull();
    expect(await getDialecticalSource(temp.db, null, secret.id)).toBeNull();
    expect(await getDialecticalSource(temp.db, bob, 99_999)).toBeNull();
    expect(await getDialecticalSource(temp.db, alice, secret.id)).toEqual([
      { sourceArgumentId: secret.id, targetArgumentId: target.id },
    ]);
  });

  it('leaves out relationships whose target the viewer may not see', async () => {
    const source = await argument(alice, 'Public source', 'PUBLIC');
    const alicePrivate = await argument(alice, 'Alice private', 'PRIVATE');
    const bobPrivate = await argument(bob, 'Bob private', 'PRIVATE');
    const friendsOnly = await temp.db.argument.update({
      where: { id: (await argument(alice, 'Friends only', 'PRIVATE')).id },
      data: { visibility: 'FRIENDS_ONLY' },
    });
    const open = await argument(bob, 'Public target', 'PUBLIC');
    for (const target of [alicePrivate, bobPrivate, friendsOnly, open]) {
      await link(source.id, target.id);
    }

    const targets = async (viewer: number | null) =>
      (await getDialecticalSource(temp.db, viewer, source.id))?.map((r) => r.targetArgumentId);
    expect(await targets(alice)).toEqual([alicePrivate.id, friendsOnly.id, open.id]);
    expect(await targets(bob)).toEqual([bobPrivate.id, open.id]);
    expect(await targets(null)).toEqual([open.id]);
  });
});
