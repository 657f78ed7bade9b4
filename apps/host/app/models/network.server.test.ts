import { calls, LIMITS } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  type ArgumentDetailValue,
  createArgument,
  getArgument,
  getArgumentDetails,
} from './arguments.server.ts';
import { createClaimEquivalence } from './claimEquivalences.server.ts';
import { saveDependencies } from './dependencies.server.ts';
import { saveEvaluation } from './evaluations.server.ts';
import { getArgumentNetwork, walkNetwork } from './network.server.ts';
import { createUser } from './users.server.ts';

type Visibility = 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';

let temp: TempDatabase;
let alice: number;
let bob: number;
let carol: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  const user = async (name: string) =>
    (
      await createUser(temp.db, {
        email: `${name.toLowerCase()}@x.io`,
        name,
        password: `${name}-password`,
      })
    ).id;
  alice = await user('Alice');
  bob = await user('Bob');
  carol = await user('Carol');
});
afterEach(() => temp.cleanup());

function argument(ownerId: number, title: string, visibility: Visibility = 'PUBLIC') {
  return createArgument(temp.db, ownerId, {
    title,
    visibility,
    premises: [{ content: `${title}: first premise` }, { content: `${title}: second premise` }],
    conclusion: { content: `${title}: conclusion` },
  });
}

/** Stores a link straight away (any two arguments; `linkArgument` always makes a new one). */
async function link(
  source: ArgumentDetailValue,
  target: ArgumentDetailValue,
  premise: number | null,
  linkType: 'refute' | 'support' = 'refute',
) {
  await temp.db.dialecticalRelationship.create({
    data: {
      sourceArgumentId: source.id,
      targetArgumentId: target.id,
      targetClaimId: premise === null ? null : target.premises[premise]!.id,
      linkType,
      createdById: source.ownerId,
    },
  });
}

async function befriend(a: number, b: number) {
  await temp.db.friendship.create({
    data: {
      userLowId: Math.min(a, b),
      userHighId: Math.max(a, b),
      requesterId: a,
      acceptedAt: new Date(),
    },
  });
}

describe('getArgumentDetails', () => {
  it('answers each argument exactly as getArgument does, in the order asked, leaving out what the viewer may not see', async () => {
    const root = await argument(alice, 'Root');
    const mine = await argument(bob, 'Bob private', 'PRIVATE');
    const friends = await argument(carol, 'Carol friends', 'FRIENDS_ONLY');
    await befriend(bob, carol);
    await link(mine, root, 0);
    await saveEvaluation(temp.db, bob, root.id, {
      evaluationMode: 'fallback',
      inferenceStrength: 0.8,
      fallbackSupport: 0.1,
      evaluationSettings: { fallback: { note: 'Bob' } },
    });
    await saveDependencies(temp.db, bob, root.id, {
      dependencies: { [root.premises[1]!.id]: [root.premises[0]!.id] },
      premiseConditionals: {},
      claimIds: root.premises.map((premise) => premise.id),
    });

    for (const viewer of [alice, bob, carol, null]) {
      const ids = [friends.id, 999_999, root.id, mine.id, root.id];
      const details = await getArgumentDetails(temp.db, viewer, ids);
      const one = await Promise.all(
        [friends.id, root.id, mine.id].map((id) => getArgument(temp.db, viewer, id)),
      );
      expect(details, `viewer ${viewer}`).toEqual(one.filter((detail) => detail !== null));
    }
    // Bob's own evaluation and dependencies are in his view; the link from his private argument
    // is listed only for those who may see it.
    const [bobsRoot] = await getArgumentDetails(temp.db, bob, [root.id]);
    expect(bobsRoot?.evaluation?.inferenceStrength).toBe(0.8);
    expect(bobsRoot?.dependencies).toEqual({ [root.premises[1]!.id]: [root.premises[0]!.id] });
    expect(bobsRoot?.premises[0]?.objectionStatus).toBeDefined();
    const [alicesRoot] = await getArgumentDetails(temp.db, alice, [root.id]);
    expect(alicesRoot?.evaluation).toBeNull();
    expect(alicesRoot?.premises[0]?.objectionStatus).toBeUndefined();
    expect(await getArgumentDetails(temp.db, alice, [])).toEqual([]);
  });
});

describe('getArgumentNetwork', () => {
  it('is the root alone when nothing answers its premises', async () => {
    const root = await argument(alice, 'Root');
    const network = await getArgumentNetwork(temp.db, alice, root.id);
    expect(network).toEqual({
      rootArgumentId: root.id,
      arguments: [await getArgument(temp.db, alice, root.id)],
      links: [],
      equivalences: [],
      hiddenArguments: 0,
      truncated: false,
    });
    expect(calls.getArgumentNetwork.response.parse({ network })).toEqual({ network });
  });

  it('walks links answering premises into the network, breadth first, as each viewer may see it', async () => {
    const root = await argument(alice, 'Root');
    const objection = await argument(bob, 'Objection');
    const support = await argument(carol, 'Support', 'PRIVATE');
    const behindSupport = await argument(alice, 'Behind the support');
    const bobsFriendsOnly = await argument(bob, 'Bob friends only', 'FRIENDS_ONLY');
    const second = await argument(carol, 'Answer to the objection');
    const unrelated = await argument(alice, 'Linked without a premise');
    const outward = await argument(alice, 'What the root answers');
    await link(objection, root, 0);
    await link(support, objection, 1, 'support');
    await link(behindSupport, support, 0);
    await link(bobsFriendsOnly, root, 1);
    await link(second, objection, 0);
    await link(unrelated, root, null);
    await link(root, outward, 0);

    // Alice: Carol's private support and Bob's friends-only objection are hidden; what is behind
    // the support (Alice's own) is not reached, and not counted.
    const forAlice = await getArgumentNetwork(temp.db, alice, root.id);
    expect(forAlice?.arguments.map((a) => a.title)).toEqual([
      'Root',
      'Objection',
      'Answer to the objection',
    ]);
    expect(forAlice?.hiddenArguments).toBe(2);
    expect(forAlice?.truncated).toBe(false);
    expect(forAlice?.links).toEqual([
      {
        sourceArgumentId: objection.id,
        targetArgumentId: root.id,
        targetClaimId: root.premises[0]!.id,
        linkType: 'refute',
      },
      {
        sourceArgumentId: second.id,
        targetArgumentId: objection.id,
        targetClaimId: objection.premises[0]!.id,
        linkType: 'refute',
      },
    ]);
    for (const detail of forAlice?.arguments ?? []) {
      expect(detail).toEqual(await getArgument(temp.db, alice, detail.id));
    }

    // Carol sees her support and what is behind it; Bob's friends-only argument is hidden.
    const forCarol = await getArgumentNetwork(temp.db, carol, root.id);
    expect(forCarol?.arguments.map((a) => a.title)).toEqual([
      'Root',
      'Objection',
      'Support',
      'Answer to the objection',
      'Behind the support',
    ]);
    expect(forCarol?.hiddenArguments).toBe(1);
    expect(
      forCarol?.links.map((l) => [l.sourceArgumentId, l.targetArgumentId, l.linkType]),
    ).toEqual([
      [objection.id, root.id, 'refute'],
      [support.id, objection.id, 'support'],
      [behindSupport.id, support.id, 'refute'],
      [second.id, objection.id, 'refute'],
    ]);

    // Once Carol is Bob's friend, his friends-only objection is in her network.
    await befriend(carol, bob);
    const asFriend = await getArgumentNetwork(temp.db, carol, root.id);
    expect(asFriend?.arguments.map((a) => a.title)).toContain('Bob friends only');
    expect(asFriend?.hiddenArguments).toBe(0);
  });

  it('answers null for a missing root and for a root the viewer may not see', async () => {
    const hidden = await argument(bob, 'Private root', 'PRIVATE');
    expect(await getArgumentNetwork(temp.db, alice, hidden.id)).toBeNull();
    expect(await getArgumentNetwork(temp.db, alice, 999_999)).toBeNull();
    expect(await getArgumentNetwork(temp.db, bob, hidden.id)).not.toBeNull();
  });

  it('shows only the viewer’s own equivalences, and only those among its arguments', async () => {
    const root = await argument(alice, 'Root');
    const objection = await argument(bob, 'Objection');
    const outside = await argument(alice, 'Outside');
    await link(objection, root, 0);
    const inside = await createClaimEquivalence(temp.db, alice, {
      claimId: objection.conclusion.id,
      otherClaimId: root.premises[1]!.id,
    });
    await createClaimEquivalence(temp.db, alice, {
      claimId: outside.conclusion.id,
      otherClaimId: root.premises[0]!.id,
    });
    const bobs = await createClaimEquivalence(temp.db, bob, {
      claimId: objection.premises[0]!.id,
      otherClaimId: root.premises[1]!.id,
    });
    expect((await getArgumentNetwork(temp.db, alice, root.id))?.equivalences).toEqual([inside]);
    expect((await getArgumentNetwork(temp.db, bob, root.id))?.equivalences).toEqual([bobs]);
    expect((await getArgumentNetwork(temp.db, carol, root.id))?.equivalences).toEqual([]);
  });

  it('ends on loops already stored, listing their links', async () => {
    const a = await argument(alice, 'A');
    const b = await argument(alice, 'B');
    await link(b, a, 0);
    await link(a, b, 1);
    const network = await getArgumentNetwork(temp.db, alice, a.id);
    expect(network?.arguments.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(network?.links).toHaveLength(2);
  });

  it(`stops at LIMITS.networkArguments (${LIMITS.networkArguments}) and says so`, async () => {
    const root = await argument(alice, 'Root');
    const answers: ArgumentDetailValue[] = [];
    for (let index = 0; index < LIMITS.networkArguments; index += 1) {
      answers.push(await argument(bob, `Answer ${index}`));
      await link(answers[index]!, root, index % 2);
    }
    const network = await getArgumentNetwork(temp.db, alice, root.id);
    expect(network?.arguments).toHaveLength(LIMITS.networkArguments);
    expect(network?.arguments.at(-1)?.title).toBe(`Answer ${LIMITS.networkArguments - 2}`);
    expect(network?.truncated).toBe(true);
    // Every link among the arguments kept, none to the one left out.
    expect(network?.links).toHaveLength(LIMITS.networkArguments - 1);

    // One fewer answer: everything fits, and it says so.
    await temp.db.argument.delete({ where: { id: answers.at(-1)!.id } });
    const whole = await getArgumentNetwork(temp.db, alice, root.id);
    expect(whole?.arguments).toHaveLength(LIMITS.networkArguments);
    expect(whole?.truncated).toBe(false);
  });
});

describe('walkNetwork', () => {
  it('takes a limit, counting hidden arguments met before it', async () => {
    const root = await argument(alice, 'Root');
    const first = await argument(bob, 'First');
    const hidden = await argument(bob, 'Hidden', 'PRIVATE');
    const deeper = await argument(bob, 'Deeper');
    await link(first, root, 0);
    await link(hidden, root, 1);
    await link(deeper, first, 0);
    expect(await walkNetwork(temp.db, alice, root.id, 2)).toEqual({
      ids: [root.id, first.id],
      hidden: 1,
      truncated: true,
    });
    expect(await walkNetwork(temp.db, alice, root.id)).toEqual({
      ids: [root.id, first.id, deeper.id],
      hidden: 1,
      truncated: false,
    });
  });
});
