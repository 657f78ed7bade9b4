import { calls } from '@credence/api';
import { DEFAULT_DEPENDENCY_CONDITIONAL } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  canViewArgument,
  createArgument,
  getArgument,
  getArgumentsByIds,
  getClaimsByIds,
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

  it('one rule in both forms: owner, PUBLIC for all, FRIENDS_ONLY for accepted friends only', async () => {
    const user = (name: string) =>
      createUser(temp.db, { email: `${name}@x.io`, name, password: `${name}-password` });
    const [friendWhoAsked, friendAsked, requester, asked, stranger] = await Promise.all(
      ['carol', 'dave', 'erin', 'frank', 'grace'].map(async (name) => (await user(name)).id),
    );
    // Alice's friendships and requests, both directions (one row per pair, smaller id first).
    const pair = (a: number, b: number) => ({
      userLowId: Math.min(a, b),
      userHighId: Math.max(a, b),
    });
    await temp.db.friendship.createMany({
      data: [
        { ...pair(alice, friendWhoAsked!), requesterId: friendWhoAsked!, acceptedAt: new Date() },
        { ...pair(alice, friendAsked!), requesterId: alice, acceptedAt: new Date() },
        { ...pair(alice, requester!), requesterId: requester! },
        { ...pair(alice, asked!), requesterId: alice },
      ],
    });
    const byVisibility = {
      PUBLIC: await createArgument(temp.db, alice, { ...body, visibility: 'PUBLIC' }),
      FRIENDS_ONLY: await createArgument(temp.db, alice, { ...body, visibility: 'FRIENDS_ONLY' }),
      PRIVATE: await createArgument(temp.db, alice, { ...body, visibility: 'PRIVATE' }),
    };
    const viewers: [string, number | null, Record<keyof typeof byVisibility, boolean>][] = [
      ['the owner', alice, { PUBLIC: true, FRIENDS_ONLY: true, PRIVATE: true }],
      ['a friend who asked', friendWhoAsked!, { PUBLIC: true, FRIENDS_ONLY: true, PRIVATE: false }],
      [
        'a friend who was asked',
        friendAsked!,
        { PUBLIC: true, FRIENDS_ONLY: true, PRIVATE: false },
      ],
      [
        'someone whose request waits',
        requester!,
        { PUBLIC: true, FRIENDS_ONLY: false, PRIVATE: false },
      ],
      [
        'someone asked, not answering',
        asked!,
        { PUBLIC: true, FRIENDS_ONLY: false, PRIVATE: false },
      ],
      ['a stranger', stranger!, { PUBLIC: true, FRIENDS_ONLY: false, PRIVATE: false }],
      ['signed out', null, { PUBLIC: true, FRIENDS_ONLY: false, PRIVATE: false }],
    ];
    for (const [who, viewerId, expected] of viewers) {
      const listed = new Set((await listArguments(temp.db, viewerId)).map((a) => a.id));
      const ids = Object.values(byVisibility).map((argument) => argument.id);
      const byIds = new Set((await getArgumentsByIds(temp.db, viewerId, ids)).map((a) => a.id));
      for (const [visibility, argument] of Object.entries(byVisibility)) {
        const want = expected[visibility as keyof typeof byVisibility];
        const label = `${who}, ${visibility}`;
        expect(await canViewArgument(temp.db, argument, viewerId), label).toBe(want);
        expect(await isArgumentVisible(temp.db, viewerId, argument.id), label).toBe(want);
        expect((await getArgument(temp.db, viewerId, argument.id)) !== null, label).toBe(want);
        expect(listed.has(argument.id), label).toBe(want);
        expect(byIds.has(argument.id), label).toBe(want);
        const claims = await getClaimsByIds(temp.db, viewerId, [argument.conclusion.id]);
        expect(claims.length === 1, label).toBe(want);
      }
    }
    // Ending the friendship closes the argument again.
    await temp.db.friendship.deleteMany({ where: pair(alice, friendAsked!) });
    expect(await getArgument(temp.db, friendAsked!, byVisibility.FRIENDS_ONLY.id)).toBeNull();
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

  it('shows the reader their own dependencies, else the owner’s structure with their own starting values', async () => {
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
    // Not the owner's 0.9: a reader (signed in or not) starts where a new dependency starts.
    for (const reader of [bob, null]) {
      expect(await getArgument(temp.db, reader, pub.id)).toMatchObject({
        dependencies: { [p2!.id]: [p1!.id] },
        premiseConditionals: { [`${p2!.id}|${p1!.id}`]: DEFAULT_DEPENDENCY_CONDITIONAL },
      });
    }
    expect((await getArgument(temp.db, alice, pub.id))?.premiseConditionals).toEqual({
      [`${p2!.id}|${p1!.id}`]: 0.9,
    });
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
