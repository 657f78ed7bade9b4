import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { NotFoundError } from './errors.server.ts';
import { linkArgument } from './links.server.ts';
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

function original(ownerId: number, title: string, visibility: 'PUBLIC' | 'PRIVATE') {
  return createArgument(temp.db, ownerId, {
    title,
    visibility,
    premises: [{ content: `${title}: first premise` }, { content: `${title}: second premise` }],
    conclusion: { content: `${title}: conclusion` },
  });
}

function request(originalArgumentId: number, originalPremiseId: string) {
  return {
    title: 'Objection: second premise',
    description: 'Why the premise fails.',
    premises: [{ content: ' A reason. ' }, { content: '  ' }, { content: 'Another reason.' }],
    conclusion: { content: 'The second premise is false.' },
    linkType: 'refute' as const,
    originalArgumentId,
    originalPremiseId,
    conclusionType: 'NEGATION' as const,
  };
}

async function counts() {
  return {
    arguments: await temp.db.argument.count(),
    claims: await temp.db.claim.count(),
    relationships: await temp.db.dialecticalRelationship.count(),
  };
}

describe('linkArgument', () => {
  it('creates the user’s argument and the link to the premise; PUBLIC like its target', async () => {
    const target = await original(alice, 'Target', 'PUBLIC');
    const premiseId = target.premises[1]!.id;
    const id = await linkArgument(temp.db, bob, request(target.id, premiseId));
    expect(calls.linkArgument.response.parse({ argumentId: id })).toEqual({ argumentId: id });

    const created = await getArgument(temp.db, bob, id);
    expect(created).toMatchObject({
      ownerId: bob,
      title: 'Objection: second premise',
      summarizedDescription: 'Why the premise fails.',
      argumentType: 'INDUCTIVE',
      visibility: 'PUBLIC',
      conclusion: { content: 'The second premise is false.' },
    });
    // The blank premise is dropped; the others are trimmed by createArgument.
    expect(created?.premises.map((p) => p.content)).toEqual(['A reason.', 'Another reason.']);

    const link = await temp.db.dialecticalRelationship.findFirstOrThrow();
    expect(link).toMatchObject({
      sourceArgumentId: id,
      targetArgumentId: target.id,
      linkType: 'refute',
      targetClaimId: premiseId,
      createdById: bob,
    });
    // The premise now lists the objection.
    const reread = await getArgument(temp.db, alice, target.id);
    expect(reread?.premises[1]?.objectionStatus).toEqual({
      dialecticalRelationships: [
        { sourceArgumentId: id, targetArgumentId: target.id, linkType: 'refute' },
      ],
    });
  });

  it('keeps a supporting argument to one’s own private argument PRIVATE', async () => {
    const target = await original(alice, 'Mine', 'PRIVATE');
    const id = await linkArgument(temp.db, alice, {
      ...request(target.id, target.premises[0]!.id),
      linkType: 'support',
      type: 'DEDUCTIVE',
    });
    expect(await temp.db.argument.findUniqueOrThrow({ where: { id } })).toMatchObject({
      visibility: 'PRIVATE',
      argumentType: 'DEDUCTIVE',
    });
    expect(await temp.db.dialecticalRelationship.findFirstOrThrow()).toMatchObject({
      linkType: 'support',
    });
  });

  it('refuses a missing or invisible original argument and writes nothing', async () => {
    const hidden = await original(alice, 'Hidden', 'PRIVATE');
    const before = await counts();
    for (const [argumentId, premiseId] of [
      [hidden.id, hidden.premises[0]!.id],
      [99_999, 'nothing'],
    ] as const) {
      await expect(linkArgument(temp.db, bob, request(argumentId, premiseId))).rejects.toThrow(
        new NotFoundError('Argument not found'),
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('rolls the new argument back when the relationship cannot be written', async () => {
    // The premise belongs to another argument: the argument is created first inside the
    // transaction, then the relationship step refuses — and the argument must be gone too.
    const target = await original(alice, 'Target', 'PUBLIC');
    const other = await original(alice, 'Other', 'PUBLIC');
    const before = await counts();
    await expect(
      linkArgument(temp.db, bob, request(target.id, other.premises[0]!.id)),
    ).rejects.toThrow(
      new NotFoundError(`Premise ${other.premises[0]!.id} not found in argument ${target.id}`),
    );
    // The conclusion is a claim of the target, but not a premise.
    await expect(
      linkArgument(temp.db, bob, request(target.id, target.conclusion.id)),
    ).rejects.toThrow(NotFoundError);
    expect(await counts()).toEqual(before);
    expect(await temp.db.argument.count({ where: { ownerId: bob } })).toBe(0);
  });
});
