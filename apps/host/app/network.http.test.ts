/**
 * Argument networks over real HTTP (the built app on a temp database, seeded on start):
 * `getArgumentNetwork` as three people see one network (owner, a stranger, the owner's friend),
 * equivalences (create, refusals, delete, per user), the claim search, the settings' network
 * switch, and links still stored after the loop check. `pnpm test` builds the app first.
 */
import { calls, NETWORK_MESSAGES } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { errorOf, expectJson, expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

type Detail = ReturnType<typeof calls.getArgument.response.parse>['argument'];

async function create(client: Client, title: string, visibility: string): Promise<Detail> {
  const body = await expectJson(
    await client.json('/api/arguments', 'POST', {
      title,
      visibility,
      premises: [{ content: `${title}: first premise` }, { content: `${title}: second premise` }],
      conclusion: { content: `${title}: conclusion` },
    }),
    201,
  );
  return calls.createArgument.response.parse(body).argument;
}

/** Links a new argument of `client`'s to the premise; answers its detail as `client` sees it. */
async function answer(
  client: Client,
  title: string,
  target: Detail,
  premise: number,
  linkType: 'refute' | 'support',
): Promise<Detail> {
  const body = await expectJson(
    await client.json('/api/arguments/link', 'POST', {
      title,
      premises: [{ content: `${title}: reason` }],
      conclusion: { content: `${title}: conclusion` },
      linkType,
      originalArgumentId: target.id,
      originalPremiseId: target.premises[premise]!.id,
      conclusionType: linkType === 'refute' ? 'NEGATION' : 'AFFIRMATION',
    }),
    201,
  );
  const { argumentId } = calls.linkArgument.response.parse(body);
  return calls.getArgument.response.parse(
    await expectJson(await client.request(`/api/arguments/${argumentId}`), 200),
  ).argument;
}

async function setVisibility(client: Client, argument: Detail, visibility: string) {
  await expectJson(
    await client.json('/api/arguments/visibility', 'PATCH', {
      userArgumentId: argument.id,
      visibility,
    }),
    200,
  );
}

async function networkOf(client: Client, id: number) {
  const body = await expectJson(await client.request(`/api/arguments/${id}/network`), 200);
  return calls.getArgumentNetwork.response.parse(body).network;
}

describe('argument networks over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  const fred = app.client();
  let root: Detail;
  let objection: Detail;
  let bobsPrivate: Detail;
  let alicesFriendsOnly: Detail;

  beforeAll(async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    await signUp(fred, 'Fred');
    // Fred is Alice's friend; Bob is nobody's.
    await expectJson(await alice.json('/api/friends', 'POST', { email: 'fred@x.io' }), 201);
    const aliceId = await app.userId('alice@x.io');
    await expectJson(await fred.request(`/api/friends/${aliceId}/accept`, { method: 'POST' }), 200);

    root = await create(alice, 'Root', 'PUBLIC');
    objection = await answer(bob, 'Bob’s objection', root, 0, 'refute');
    bobsPrivate = await answer(bob, 'Bob’s private objection', root, 1, 'refute');
    await setVisibility(bob, bobsPrivate, 'PRIVATE');
    alicesFriendsOnly = await answer(alice, 'Alice’s friends-only support', root, 1, 'support');
    await setVisibility(alice, alicesFriendsOnly, 'FRIENDS_ONLY');
  }, 90_000);

  it('answers each reader the arguments they may see, as getArgument answers them, and counts the others', async () => {
    const views = [
      [alice, ['Root', 'Bob’s objection', 'Alice’s friends-only support']],
      [bob, ['Root', 'Bob’s objection', 'Bob’s private objection']],
      [fred, ['Root', 'Bob’s objection', 'Alice’s friends-only support']],
    ] as const;
    for (const [client, titles] of views) {
      const network = await networkOf(client, root.id);
      expect(network.rootArgumentId).toBe(root.id);
      expect(network.arguments.map((argument) => argument.title)).toEqual(titles);
      expect(network.hiddenArguments).toBe(1);
      expect(network.truncated).toBe(false);
      expect(network.equivalences).toEqual([]);
      for (const detail of network.arguments) {
        const alone = await expectJson(await client.request(`/api/arguments/${detail.id}`), 200);
        expect({ argument: detail }).toEqual(calls.getArgument.response.parse(alone));
      }
      // Links only between the arguments shown, each naming the premise it answers.
      const shown = new Set(network.arguments.map((argument) => argument.id));
      expect(network.links).toHaveLength(2);
      for (const link of network.links) {
        expect(shown.has(link.sourceArgumentId) && link.targetArgumentId === root.id).toBe(true);
        expect(root.premises.map((premise) => premise.id)).toContain(link.targetClaimId);
      }
    }
    // Bob sees neither Alice's friends-only argument nor its id anywhere in his answer.
    const bobs = JSON.stringify(await networkOf(bob, root.id));
    expect(bobs).not.toContain('friends-only support');
    expect(bobs).not.toContain(`"sourceArgumentId":${alicesFriendsOnly.id}`);
  });

  it('answers 404 for a root the reader may not see, 400 for a bad id, 401 signed out, 405 for writes', async () => {
    expect(
      await errorOf(await alice.request(`/api/arguments/${bobsPrivate.id}/network`), 404),
    ).toBe('Argument not found');
    expect(
      await errorOf(await bob.request(`/api/arguments/${alicesFriendsOnly.id}/network`), 404),
    ).toBe('Argument not found');
    expect((await fred.request(`/api/arguments/${alicesFriendsOnly.id}/network`)).status).toBe(200);
    expect((await alice.request('/api/arguments/999999/network')).status).toBe(404);
    expect((await alice.request('/api/arguments/0x10/network')).status).toBe(400);
    await expectSignInRequired(await app.anonymous('GET', `/api/arguments/${root.id}/network`));
    expect((await alice.json(`/api/arguments/${root.id}/network`, 'POST', {})).status).toBe(405);
  });

  it('stores an equivalence once per reader, refuses what it must and shows each reader their own', async () => {
    const count = () => app.db.claimEquivalence.count();
    const body = { claimId: objection.conclusion.id, otherClaimId: root.premises[0]!.id };
    const created = calls.createClaimEquivalence.response.parse(
      await expectJson(await alice.json('/api/claims/equivalences', 'POST', body), 201),
    ).equivalence;
    expect(created.claimIds).toEqual([...created.claimIds].sort());
    expect(new Set(created.claimIds)).toEqual(new Set([body.claimId, body.otherClaimId]));

    const refusals: [Client, unknown, number, string | RegExp][] = [
      [
        alice,
        { claimId: body.otherClaimId, otherClaimId: body.claimId },
        409,
        NETWORK_MESSAGES.alreadyEquivalent,
      ],
      [
        alice,
        { claimId: body.claimId, otherClaimId: body.claimId },
        400,
        NETWORK_MESSAGES.sameClaim,
      ],
      [
        alice,
        { claimId: body.claimId, otherClaimId: bobsPrivate.conclusion.id },
        404,
        NETWORK_MESSAGES.claimNotFound(bobsPrivate.conclusion.id),
      ],
      [
        bob,
        { claimId: body.claimId, otherClaimId: alicesFriendsOnly.premises[0]!.id },
        404,
        NETWORK_MESSAGES.claimNotFound(alicesFriendsOnly.premises[0]!.id),
      ],
      [alice, { ...body, userId: 1 }, 400, /Unrecognized key: "userId"/],
      // The root would conclude its own premise: a loop, refused as a link closing one is.
      [
        alice,
        { claimId: root.premises[1]!.id, otherClaimId: root.conclusion.id },
        409,
        NETWORK_MESSAGES.loop([root.title, root.title]),
      ],
    ];
    for (const [client, refused, status, message] of refusals) {
      const error = await errorOf(
        await client.json('/api/claims/equivalences', 'POST', refused),
        status,
      );
      expect(error).toMatch(message);
    }
    expect(await count()).toBe(1);

    // Bob declares the same pair for himself; each network shows its reader's own.
    const bobs = calls.createClaimEquivalence.response.parse(
      await expectJson(await bob.json('/api/claims/equivalences', 'POST', body), 201),
    ).equivalence;
    expect((await networkOf(alice, root.id)).equivalences).toEqual([created]);
    expect((await networkOf(bob, root.id)).equivalences).toEqual([bobs]);
    expect((await networkOf(fred, root.id)).equivalences).toEqual([]);

    // Only the declarer withdraws it.
    const path = `/api/claims/equivalences/${created.id}`;
    expect(await errorOf(await bob.request(path, { method: 'DELETE' }), 404)).toBe(
      NETWORK_MESSAGES.equivalenceNotFound,
    );
    expect(await expectJson(await alice.request(path, { method: 'DELETE' }), 200)).toEqual({
      success: true,
    });
    expect((await alice.request(path, { method: 'DELETE' })).status).toBe(404);
    expect((await networkOf(alice, root.id)).equivalences).toEqual([]);
    expect(await count()).toBe(1);

    await expectSignInRequired(await app.anonymous('POST', '/api/claims/equivalences'));
    await expectSignInRequired(
      await app.anonymous('DELETE', `/api/claims/equivalences/${bobs.id}`),
    );
    expect((await alice.request('/api/claims/equivalences/0x1', { method: 'DELETE' })).status).toBe(
      400,
    );
    expect((await alice.request('/api/claims/equivalences')).status).toBe(405);
  });

  it('refuses equivalence writes from another site or in another body type, storing nothing', async () => {
    const before = await app.db.claimEquivalence.count();
    const body = JSON.stringify({
      claimId: root.premises[1]!.id,
      otherClaimId: root.conclusion.id,
    });
    const crossSite = await alice.request('/api/claims/equivalences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.status).toBe(403);
    const asText = await alice.request('/api/claims/equivalences', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    expect(asText.status).toBe(415);
    expect(await app.db.claimEquivalence.count()).toBe(before);
  });

  it('finds the claims a reader may see by their words, ignoring case', async () => {
    const search = async (client: Client, q: string) =>
      calls.searchClaims.response.parse(
        await expectJson(
          await client.request(`/api/claims/search?q=${encodeURIComponent(q)}`),
          200,
        ),
      ).claims;
    const forBob = await search(bob, 'PRIVATE OBJECTION');
    expect(forBob.map((claim) => [claim.content, claim.role, claim.argumentTitle])).toEqual([
      ['Bob’s private objection: reason', 'PREMISE', 'Bob’s private objection'],
      ['Bob’s private objection: conclusion', 'CONCLUSION', 'Bob’s private objection'],
    ]);
    expect(forBob[0]?.argumentId).toBe(bobsPrivate.id);
    expect(await search(alice, 'private objection')).toEqual([]);
    expect((await search(fred, 'friends-only support')).length).toBe(2);
    expect(await search(bob, 'friends-only support')).toEqual([]);

    expect(await errorOf(await alice.request('/api/claims/search?q=%20%20'), 400)).toMatch(/^q: /);
    expect((await alice.request(`/api/claims/search?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await alice.request('/api/claims/search')).status).toBe(400);
    await expectSignInRequired(await app.anonymous('GET', '/api/claims/search?q=root'));
  });

  it('remembers each user’s network switch', async () => {
    const settingsOf = async (client: Client) =>
      calls.getUserSettings.response.parse(
        await expectJson(await client.request('/api/user/settings'), 200),
      ).settings;
    expect((await settingsOf(alice)).networkView).toBe(false);
    const saved = await expectJson(
      await alice.json('/api/user/settings', 'PUT', { networkView: true }),
      200,
    );
    expect(calls.updateUserSettings.response.parse(saved).settings.networkView).toBe(true);
    expect((await settingsOf(alice)).networkView).toBe(true);
    expect((await settingsOf(bob)).networkView).toBe(false);
    // Changing another setting keeps it.
    await expectJson(await alice.json('/api/user/settings', 'PUT', { detailLevel: 'basic' }), 200);
    expect(await settingsOf(alice)).toMatchObject({ networkView: true, detailLevel: 'basic' });
    expect((await alice.json('/api/user/settings', 'PUT', { networkView: 'on' })).status).toBe(400);
  });

  it('still stores links after the loop check, even where a loop was stored before it existed', async () => {
    // A loop written straight into the database (no call can make one): the root answers its
    // objection, which answers the root.
    await app.db.dialecticalRelationship.create({
      data: {
        sourceArgumentId: root.id,
        targetArgumentId: objection.id,
        targetClaimId: objection.premises[0]!.id,
      },
    });
    const before = await app.db.dialecticalRelationship.count();
    const linked = await answer(fred, 'Fred’s answer', objection, 0, 'support');
    expect(await app.db.dialecticalRelationship.count()).toBe(before + 1);
    // The network ends on the stored loop and lists Fred's answer.
    const network = await networkOf(fred, root.id);
    expect(network.arguments.map((argument) => argument.id)).toContain(linked.id);
    expect(network.links.some((link) => link.sourceArgumentId === root.id)).toBe(true);
  });
});
