import { calls, LIMITS, NETWORK_MESSAGES } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { deleteArgument, updateArgument } from './authoring.server.ts';
import {
  createClaimEquivalence,
  deleteClaimEquivalence,
  equivalencePair,
  searchClaims,
} from './claimEquivalences.server.ts';
import { createUser } from './users.server.ts';

type Visibility = 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';

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

function argument(
  ownerId: number,
  title: string,
  visibility: Visibility = 'PUBLIC',
  premises = [`${title}: first premise`, `${title}: second premise`],
  conclusion = `${title}: conclusion`,
) {
  return createArgument(temp.db, ownerId, {
    title,
    visibility,
    premises: premises.map((content) => ({ content })),
    conclusion: { content: conclusion },
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: Error & { status?: number }) => `${error.status} ${error.message}`,
  );

describe('createClaimEquivalence', () => {
  it('stores the user’s pair once, the smaller id first, whichever order it was declared in', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(bob, 'B');
    const [low, high] = equivalencePair(a.conclusion.id, b.premises[0]!.id);
    const created = await createClaimEquivalence(temp.db, alice, {
      claimId: high,
      otherClaimId: low,
    });
    expect(created).toEqual({ id: expect.any(Number), claimIds: [low, high] });
    expect(low < high).toBe(true);
    expect(calls.createClaimEquivalence.response.parse({ equivalence: created })).toBeTruthy();
    expect(await temp.db.claimEquivalence.findMany()).toMatchObject([
      { userId: alice, claimLowId: low, claimHighId: high },
    ]);

    // 409 in either order; another user declares the same pair for themself.
    for (const [claimId, otherClaimId] of [
      [low, high],
      [high, low],
    ] as const) {
      expect(
        await rejection(createClaimEquivalence(temp.db, alice, { claimId, otherClaimId })),
      ).toBe(`409 ${NETWORK_MESSAGES.alreadyEquivalent}`);
    }
    await createClaimEquivalence(temp.db, bob, { claimId: low, otherClaimId: high });
    expect(await temp.db.claimEquivalence.count()).toBe(2);
  });

  it('takes two claims of one argument, never one claim twice, never its conclusion and premise', async () => {
    const a = await argument(alice, 'A');
    await createClaimEquivalence(temp.db, alice, {
      claimId: a.premises[0]!.id,
      otherClaimId: a.premises[1]!.id,
    });
    // The argument would conclude its own premise: a loop (linkLoops.server.test.ts has more).
    expect(
      await rejection(
        createClaimEquivalence(temp.db, alice, {
          claimId: a.premises[1]!.id,
          otherClaimId: a.conclusion.id,
        }),
      ),
    ).toBe(`409 ${NETWORK_MESSAGES.loop(['A', 'A'])}`);
    expect(
      await rejection(
        createClaimEquivalence(temp.db, alice, {
          claimId: a.premises[1]!.id,
          otherClaimId: a.premises[1]!.id,
        }),
      ),
    ).toBe(`400 ${NETWORK_MESSAGES.sameClaim}`);
    expect(await temp.db.claimEquivalence.count()).toBe(1);
  });

  it('answers 404 for a claim the user may not see, missing or invisible alike, and stores nothing', async () => {
    const mine = await argument(alice, 'Mine', 'PRIVATE');
    const bobs = await argument(bob, 'Bob’s', 'PRIVATE');
    const friends = await argument(bob, 'Bob’s friends only', 'FRIENDS_ONLY');
    for (const other of [bobs.premises[0]!.id, friends.conclusion.id, 'no-such-claim']) {
      expect(
        await rejection(
          createClaimEquivalence(temp.db, alice, {
            claimId: mine.premises[0]!.id,
            otherClaimId: other,
          }),
        ),
      ).toBe(`404 ${NETWORK_MESSAGES.claimNotFound(other)}`);
    }
    expect(await temp.db.claimEquivalence.count()).toBe(0);
    // A friend may: Bob's friends-only argument is Alice's to read once they are friends.
    await temp.db.friendship.create({
      data: { userLowId: alice, userHighId: bob, requesterId: bob, acceptedAt: new Date() },
    });
    await createClaimEquivalence(temp.db, alice, {
      claimId: mine.premises[0]!.id,
      otherClaimId: friends.conclusion.id,
    });
    expect(await temp.db.claimEquivalence.count()).toBe(1);
  });

  it('decides between two requests sent at once: one stored, the other 409', async () => {
    const a = await argument(alice, 'A');
    const results = await Promise.all(
      [0, 1].map((index) =>
        rejection(
          createClaimEquivalence(temp.db, alice, {
            claimId: index === 0 ? a.premises[0]!.id : a.premises[1]!.id,
            otherClaimId: index === 0 ? a.premises[1]!.id : a.premises[0]!.id,
          }),
        ),
      ),
    );
    expect(results.sort()).toEqual([`409 ${NETWORK_MESSAGES.alreadyEquivalent}`, 'stored']);
    expect(await temp.db.claimEquivalence.count()).toBe(1);
  });

  it('goes with either claim: a premise removed by an edit, an argument deleted', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    await createClaimEquivalence(temp.db, alice, {
      claimId: a.premises[0]!.id,
      otherClaimId: b.conclusion.id,
    });
    const kept = await createClaimEquivalence(temp.db, alice, {
      claimId: a.premises[1]!.id,
      otherClaimId: b.premises[0]!.id,
    });
    // The first premise removed, the second kept by id (with new words).
    await updateArgument(temp.db, alice, a.id, {
      title: 'A',
      premises: [{ id: a.premises[1]!.id, content: 'A: the second premise, reworded' }],
      conclusion: { content: 'A: conclusion' },
    });
    expect((await temp.db.claimEquivalence.findMany()).map((row) => row.id)).toEqual([kept.id]);
    await deleteArgument(temp.db, alice, b.id);
    expect(await temp.db.claimEquivalence.count()).toBe(0);
  });
});

describe('deleteClaimEquivalence', () => {
  it('withdraws the user’s own; anyone else’s and a missing one are the same 404', async () => {
    const a = await argument(alice, 'A');
    const { id } = await createClaimEquivalence(temp.db, alice, {
      claimId: a.premises[0]!.id,
      otherClaimId: a.premises[1]!.id,
    });
    expect(await rejection(deleteClaimEquivalence(temp.db, bob, id))).toBe(
      `404 ${NETWORK_MESSAGES.equivalenceNotFound}`,
    );
    expect(await temp.db.claimEquivalence.count()).toBe(1);
    expect(await deleteClaimEquivalence(temp.db, alice, id)).toEqual({ success: true });
    expect(await temp.db.claimEquivalence.count()).toBe(0);
    expect(await rejection(deleteClaimEquivalence(temp.db, alice, id))).toBe(
      `404 ${NETWORK_MESSAGES.equivalenceNotFound}`,
    );
  });
});

describe('searchClaims', () => {
  it('finds claims the user may see whose text contains the words, ignoring case', async () => {
    const older = await argument(
      alice,
      'Weather',
      'PRIVATE',
      ['Clouds gather', 'Rain is WET'],
      'It will rain',
    );
    const newer = await argument(
      bob,
      'Picnic',
      'PUBLIC',
      ['We planned a picnic'],
      'Rain stops play',
    );
    await argument(bob, 'Secret', 'PRIVATE', ['Rain secret'], 'Secret rain');
    const found = await searchClaims(temp.db, alice, { q: ' rAiN ' });
    expect(found.claims).toEqual([
      {
        id: newer.conclusion.id,
        content: 'Rain stops play',
        role: 'CONCLUSION',
        argumentId: newer.id,
        argumentTitle: 'Picnic',
      },
      {
        id: older.premises[1]!.id,
        content: 'Rain is WET',
        role: 'PREMISE',
        argumentId: older.id,
        argumentTitle: 'Weather',
      },
      {
        id: older.conclusion.id,
        content: 'It will rain',
        role: 'CONCLUSION',
        argumentId: older.id,
        argumentTitle: 'Weather',
      },
    ]);
    expect(calls.searchClaims.response.parse(found)).toEqual(found);
    // Bob finds his private claims, not Alice's.
    const bobs = await searchClaims(temp.db, bob, { q: 'rain' });
    expect(bobs.claims.map((claim) => claim.content)).toEqual([
      'Rain secret',
      'Secret rain',
      'Rain stops play',
    ]);
  });

  it('takes `%` and `_` as themselves', async () => {
    await argument(
      alice,
      'Odds',
      'PUBLIC',
      ['Half is 50% of the time', 'a_b names a thing'],
      'Nothing',
    );
    expect((await searchClaims(temp.db, alice, { q: '%' })).claims.map((c) => c.content)).toEqual([
      'Half is 50% of the time',
    ]);
    expect((await searchClaims(temp.db, alice, { q: 'a_b' })).claims.map((c) => c.content)).toEqual(
      ['a_b names a thing'],
    );
    expect((await searchClaims(temp.db, alice, { q: 'Half_is' })).claims).toEqual([]);
  });

  it(`answers at most LIMITS.claimSearchResults (${LIMITS.claimSearchResults}) claims, the newest arguments’ first`, async () => {
    const premises = Array.from({ length: 12 }, (_, index) => `Common premise ${index}`);
    await argument(alice, 'First', 'PUBLIC', premises, 'Common conclusion');
    const second = await argument(alice, 'Second', 'PUBLIC', premises, 'Common conclusion');
    const found = (await searchClaims(temp.db, alice, { q: 'common' })).claims;
    expect(found).toHaveLength(LIMITS.claimSearchResults);
    expect(found.slice(0, 13).every((claim) => claim.argumentId === second.id)).toBe(true);
    expect(found[12]?.role).toBe('CONCLUSION');
  });

  it('ignores the case of letters beyond ASCII too, on both databases', async () => {
    await argument(alice, 'Accents', 'PUBLIC', ['École ouverte', 'Ο λόγος ΕΊΝΑΙ'], 'Fin');
    const contents = async (q: string) =>
      (await searchClaims(temp.db, alice, { q })).claims.map((c) => c.content);
    expect(await contents('école')).toEqual(['École ouverte']);
    expect(await contents('COLE OUV')).toEqual(['École ouverte']);
    // Not 'ΛΌΓΟΣ': PostgreSQL lowers Σ to σ, never to the final ς.
    expect(await contents('ΛΌΓΟ')).toEqual(['Ο λόγος ΕΊΝΑΙ']);
    expect(await contents('είναι')).toEqual(['Ο λόγος ΕΊΝΑΙ']);
    expect(await contents('ecole')).toEqual([]);
  });
});
