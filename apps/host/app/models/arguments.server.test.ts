import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  canViewArgument,
  createArgument,
  getArgument,
  getArgumentsByIds,
  isArgumentVisible,
  listArguments,
} from './arguments.server.ts';
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

const body = {
  title: 'Coffee',
  premises: [{ content: 'Coffee keeps me awake.' }, { content: 'I must stay awake.' }],
  conclusion: { content: 'I should drink coffee.' },
};

describe('arguments', () => {
  it('creates a private argument with its claims, in a shape getArgument answers', async () => {
    const created = await createArgument(temp.db, alice, body);
    expect(created).toMatchObject({
      title: 'Coffee',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PRIVATE',
      provedDeductiveUsingSystem: 'propositional',
      ownerId: alice,
      creator: { name: 'Alice' },
      evaluation: null,
      dependencies: {},
      premiseConditionals: {},
    });
    expect(created.premises.map((p) => p.content)).toEqual([
      'Coffee keeps me awake.',
      'I must stay awake.',
    ]);
    expect(created.premises.every((p) => p.type === 'PREMISE')).toBe(true);
    expect(created.conclusion.content).toBe('I should drink coffee.');

    const read = await getArgument(temp.db, alice, created.id);
    expect(read).toEqual(created);
    // The API contract accepts what the model returns.
    expect(calls.getArgument.response.parse({ argument: read })).toEqual({ argument: read });
  });

  it('validates the body with the shared schema', async () => {
    await expect(createArgument(temp.db, alice, { ...body, premises: [] })).rejects.toThrow(
      /Please add at least one premise/,
    );
    await expect(createArgument(temp.db, alice, { ...body, title: '  ' })).rejects.toThrow(
      /Title is required/,
    );
    expect(await temp.db.argument.count()).toBe(0);
  });

  it('shows a private argument only to its owner; a public one to everyone', async () => {
    const priv = await createArgument(temp.db, alice, body);
    const pub = await createArgument(temp.db, alice, {
      ...body,
      title: 'Public',
      visibility: 'PUBLIC',
    });

    expect(await getArgument(temp.db, bob, priv.id)).toBeNull();
    expect(await getArgument(temp.db, null, priv.id)).toBeNull();
    expect(await getArgument(temp.db, bob, pub.id)).toMatchObject({ title: 'Public' });
    expect(await getArgument(temp.db, null, pub.id)).toMatchObject({ title: 'Public' });
    expect(await getArgument(temp.db, alice, 9999)).toBeNull();
    expect(await isArgumentVisible(temp.db, bob, priv.id)).toBe(false);
    expect(await isArgumentVisible(temp.db, alice, priv.id)).toBe(true);
  });

  it('treats FRIENDS_ONLY as owner-only for now', async () => {
    const friends = await createArgument(temp.db, alice, { ...body, visibility: 'FRIENDS_ONLY' });
    expect(await getArgument(temp.db, bob, friends.id)).toBeNull();
    expect(await getArgument(temp.db, alice, friends.id)).not.toBeNull();
    expect(canViewArgument({ ownerId: alice, visibility: 'FRIENDS_ONLY' }, bob)).toBe(false);
  });

  it('lists mine plus public ones, and never another user’s private ones', async () => {
    const mine = await createArgument(temp.db, alice, { ...body, title: 'Alice private' });
    const bobsPublic = await createArgument(temp.db, bob, {
      ...body,
      title: 'Bob public',
      visibility: 'PUBLIC',
    });
    const bobsPrivate = await createArgument(temp.db, bob, { ...body, title: 'Bob private' });

    const forAlice = (await listArguments(temp.db, alice)).map((a) => a.title).sort();
    expect(forAlice).toEqual(['Alice private', 'Bob public']);
    const forAnonymous = (await listArguments(temp.db, null)).map((a) => a.title);
    expect(forAnonymous).toEqual(['Bob public']);
    expect(
      calls.getArgumentsByIds.response.parse({ arguments: await listArguments(temp.db, bob) }),
    ).toBeTruthy();

    const byIds = await getArgumentsByIds(temp.db, alice, [
      bobsPrivate.id,
      bobsPublic.id,
      mine.id,
      9999,
    ]);
    expect(byIds.map((a) => a.id)).toEqual([bobsPublic.id, mine.id]);
    // Ids no record can have (parsed from a query string) are left out, not an error.
    expect(
      (await getArgumentsByIds(temp.db, alice, [1e20, bobsPublic.id])).map((a) => a.id),
    ).toEqual([bobsPublic.id]);
  });

  it('shows the reader their own dependencies, else the owner’s', async () => {
    const pub = await createArgument(temp.db, alice, { ...body, visibility: 'PUBLIC' });
    const [p1, p2] = pub.premises;
    await temp.db.dependencySettings.create({
      data: {
        userId: alice,
        argumentId: pub.id,
        dependencies: JSON.stringify({ [p2!.id]: [p1!.id] }),
        premiseConditionals: JSON.stringify({ [`${p2!.id}|${p1!.id}`]: 0.9 }),
      },
    });
    expect((await getArgument(temp.db, bob, pub.id))?.dependencies).toEqual({ [p2!.id]: [p1!.id] });
    await temp.db.dependencySettings.create({
      data: {
        userId: bob,
        argumentId: pub.id,
        dependencies: JSON.stringify({ [p1!.id]: [p2!.id] }),
      },
    });
    expect((await getArgument(temp.db, bob, pub.id))?.dependencies).toEqual({ [p1!.id]: [p2!.id] });
    expect((await getArgument(temp.db, alice, pub.id))?.dependencies).toEqual({
      [p2!.id]: [p1!.id],
    });
  });

  it('lists a premise’s dialectical links only when the viewer may see the linking argument', async () => {
    const target = await createArgument(temp.db, alice, { ...body, visibility: 'PUBLIC' });
    const p1 = target.premises[0]!;
    const publicObjection = await createArgument(temp.db, bob, {
      ...body,
      title: 'Bob public objection',
      visibility: 'PUBLIC',
    });
    const privateObjection = await createArgument(temp.db, bob, {
      ...body,
      title: 'Bob private objection',
    });
    await temp.db.dialecticalRelationship.createMany({
      data: [
        { sourceArgumentId: publicObjection.id, targetArgumentId: target.id, targetClaimId: p1.id },
        {
          sourceArgumentId: privateObjection.id,
          targetArgumentId: target.id,
          targetClaimId: p1.id,
        },
      ],
    });
    const links = async (viewerId: number | null) =>
      (await getArgument(temp.db, viewerId, target.id))?.premises.map(
        (premise) => premise.objectionStatus?.dialecticalRelationships,
      );

    // Alice (the target's owner) and anonymous readers never learn the private objection's id.
    const publicOnly = [
      [{ sourceArgumentId: publicObjection.id, targetArgumentId: target.id, linkType: 'refute' }],
    ];
    expect(await links(alice)).toEqual([...publicOnly, undefined]);
    expect(await links(null)).toEqual([...publicOnly, undefined]);
    // Bob owns the private objection, so he sees both links.
    expect(await links(bob)).toEqual([
      [
        { sourceArgumentId: publicObjection.id, targetArgumentId: target.id, linkType: 'refute' },
        { sourceArgumentId: privateObjection.id, targetArgumentId: target.id, linkType: 'refute' },
      ],
      undefined,
    ]);
  });
});
