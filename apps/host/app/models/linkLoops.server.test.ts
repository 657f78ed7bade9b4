import { NETWORK_MESSAGES } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { type ArgumentDetailValue, createArgument, insertArgument } from './arguments.server.ts';
import { createClaimEquivalence } from './claimEquivalences.server.ts';
import { ConflictError } from './errors.server.ts';
import { findEquivalenceLoop, findLinkLoop, refuseLinkLoop } from './linkLoops.server.ts';
import { insertRelationship, linkArgument } from './links.server.ts';
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

function argument(ownerId: number, title: string, visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  return createArgument(temp.db, ownerId, {
    title,
    visibility,
    premises: [{ content: `${title}: premise` }],
    conclusion: { content: `${title}: conclusion` },
  });
}

/** `source` answers the target's premise (or, with `premise: false`, the target as a whole). */
async function link(source: ArgumentDetailValue, target: ArgumentDetailValue, premise = true) {
  await temp.db.dialecticalRelationship.create({
    data: {
      sourceArgumentId: source.id,
      targetArgumentId: target.id,
      targetClaimId: premise ? target.premises[0]!.id : null,
      createdById: source.ownerId,
    },
  });
}

/** A link about to be stored: `source` answers the target's first premise. */
const answer = (source: ArgumentDetailValue, target: ArgumentDetailValue) => ({
  sourceArgumentId: source.id,
  targetClaimId: target.premises[0]!.id,
  linkType: 'refute' as const,
});

describe('findLinkLoop', () => {
  it('finds the shortest way back from the new link’s target to its source', async () => {
    const [a, b, c, d] = await Promise.all(['A', 'B', 'C', 'D'].map((t) => argument(alice, t)));
    await link(b!, a!); // B answers A
    await link(c!, b!); // C answers B
    await link(c!, a!); // C answers A too
    // A new link A → C closes C → A (and C → B → A); the shortest is named.
    expect(await findLinkLoop(temp.db, alice, answer(a!, c!))).toEqual([a!.id, c!.id, a!.id]);
    expect(await findLinkLoop(temp.db, alice, answer(a!, b!))).toEqual([a!.id, b!.id, a!.id]);
    expect(await findLinkLoop(temp.db, alice, answer(b!, c!))).toEqual([b!.id, c!.id, b!.id]);
    // D has nothing to do with it; C → D and D → A close nothing.
    expect(await findLinkLoop(temp.db, alice, answer(c!, d!))).toBeNull();
    expect(await findLinkLoop(temp.db, alice, answer(d!, a!))).toBeNull();
    // An argument answering its own premise is a loop of one.
    expect(await findLinkLoop(temp.db, alice, answer(d!, d!))).toEqual([d!.id, d!.id]);
  });

  it('follows longer chains, and only links that answer a premise', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((t) => argument(alice, t)));
    await link(b!, a!);
    await link(c!, b!);
    expect(await findLinkLoop(temp.db, alice, answer(a!, c!))).toEqual([
      a!.id,
      c!.id,
      b!.id,
      a!.id,
    ]);
    const [x, y] = await Promise.all(['X', 'Y'].map((t) => argument(alice, t)));
    await link(y!, x!, false);
    expect(await findLinkLoop(temp.db, alice, answer(x!, y!))).toBeNull();
  });

  it('goes through the claims the user declared the same, and only that user’s', async () => {
    const [a, b, d] = await Promise.all(['A', 'B', 'D'].map((t) => argument(alice, t)));
    await link(b!, a!); // B answers A's premise
    // Alice: A's premise is D's premise too, so B bears on D; and A's conclusion is B's premise.
    await createClaimEquivalence(temp.db, alice, {
      claimId: a!.premises[0]!.id,
      otherClaimId: d!.premises[0]!.id,
    });
    expect(await findLinkLoop(temp.db, alice, answer(d!, b!))).toEqual([d!.id, b!.id, d!.id]);
    expect(await findLinkLoop(temp.db, bob, answer(d!, b!))).toBeNull();
    // Bob: E's conclusion is F's premise; F answering E's premise would make E's network hold
    // its own conclusion as a reason for it.
    const [e, f] = await Promise.all(['E', 'F'].map((t) => argument(bob, t)));
    await createClaimEquivalence(temp.db, bob, {
      claimId: e!.conclusion.id,
      otherClaimId: f!.premises[0]!.id,
    });
    expect(await findLinkLoop(temp.db, bob, answer(f!, e!))).toEqual([f!.id, e!.id, f!.id]);
    expect(await findLinkLoop(temp.db, alice, answer(f!, e!))).toBeNull();
  });

  it('stops at its limit', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((t) => argument(alice, t)));
    await link(b!, a!);
    await link(c!, b!);
    expect(await findLinkLoop(temp.db, alice, answer(a!, c!), 2)).toBeNull();
    expect(await findLinkLoop(temp.db, alice, answer(a!, c!), 3)).not.toBeNull();
  });
});

describe('refuseLinkLoop', () => {
  it('names the loop by titles, and an argument the user may not see without its title', async () => {
    const a = await argument(alice, 'Alice’s A');
    const hidden = await argument(bob, 'Bob’s secret', 'PRIVATE');
    const c = await argument(alice, 'Alice’s C');
    await link(hidden, a);
    await link(c, hidden);
    const refusal = await refuseLinkLoop(temp.db, alice, answer(a, c)).catch((error) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.message).toBe(
      `This link would make a loop: Alice’s A → Alice’s C → ${NETWORK_MESSAGES.hiddenArgument} → Alice’s A`,
    );
    // Bob may read every title of it.
    await expect(refuseLinkLoop(temp.db, bob, answer(a, c))).rejects.toThrow(
      'This link would make a loop: Alice’s A → Alice’s C → Bob’s secret → Alice’s A',
    );
    await expect(refuseLinkLoop(temp.db, alice, answer(c, a))).resolves.toBeUndefined();
  });
});

describe('storing a link', () => {
  it('refuses one that closes a loop and stores nothing of the transaction (409)', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    await link(b, a);
    const before = {
      arguments: await temp.db.argument.count(),
      links: await temp.db.dialecticalRelationship.count(),
    };
    const attempt = temp.db.$transaction(async (tx) => {
      // Something else written first in the same transaction goes too.
      await insertArgument(tx, alice, {
        title: 'Written before the link',
        premises: [{ content: 'p' }],
        conclusion: { content: 'c' },
      });
      await insertRelationship(tx, {
        sourceArgumentId: a.id,
        targetArgumentId: b.id,
        targetClaimId: b.premises[0]!.id,
        linkType: 'refute',
        createdById: alice,
      });
    });
    await expect(attempt).rejects.toThrow('This link would make a loop: A → B → A');
    expect({
      arguments: await temp.db.argument.count(),
      links: await temp.db.dialecticalRelationship.count(),
    }).toEqual(before);
  });

  it('linkArgument, whose new argument nothing answers yet, is never refused for a loop', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    await link(b, a);
    await link(a, b); // a loop stored before the check existed
    const id = await linkArgument(temp.db, bob, {
      title: 'Objection to B',
      premises: [{ content: 'reason' }],
      conclusion: { content: 'B fails' },
      linkType: 'refute',
      originalArgumentId: b.id,
      originalPremiseId: b.premises[0]!.id,
      conclusionType: 'NEGATION',
    });
    expect(await temp.db.dialecticalRelationship.count({ where: { sourceArgumentId: id } })).toBe(
      1,
    );
  });
});

describe('equivalences that would close a loop', () => {
  it('finds the loop through the two claims, and none for a harmless pair', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    const c = await argument(alice, 'C');
    await link(b, a); // B answers A's premise
    // B's premise the same as A's conclusion: A's conclusion would back B, which answers A.
    expect(await findEquivalenceLoop(temp.db, alice, b.premises[0]!.id, a.conclusion.id)).toEqual([
      a.id,
      b.id,
      a.id,
    ]);
    // An argument concluding its own premise.
    expect(await findEquivalenceLoop(temp.db, alice, a.premises[0]!.id, a.conclusion.id)).toEqual([
      a.id,
      a.id,
    ]);
    expect(await findEquivalenceLoop(temp.db, alice, b.premises[0]!.id, c.premises[0]!.id)).toBe(
      null,
    );
  });

  it('follows the user’s own equivalences, not another user’s', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    const c = await argument(alice, 'C');
    await link(b, a);
    // Alice already holds C's premise the same as B's premise.
    await createClaimEquivalence(temp.db, alice, {
      claimId: c.premises[0]!.id,
      otherClaimId: b.premises[0]!.id,
    });
    expect(await findEquivalenceLoop(temp.db, alice, c.premises[0]!.id, a.conclusion.id)).toEqual([
      a.id,
      b.id,
      a.id,
    ]);
    expect(await findEquivalenceLoop(temp.db, bob, c.premises[0]!.id, a.conclusion.id)).toBe(null);
  });

  it('refuses such a declaration with the loop named (409) and stores nothing', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    await link(b, a);
    const refusal = await createClaimEquivalence(temp.db, alice, {
      claimId: b.premises[0]!.id,
      otherClaimId: a.conclusion.id,
    }).catch((error) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.message).toBe(NETWORK_MESSAGES.loop(['A', 'B', 'A']));
    expect(await temp.db.claimEquivalence.count()).toBe(0);
  });
});
