/**
 * The cross-user matrix for FRIENDS_ONLY, over real HTTP (the built app on a temp SQLite file).
 * Alice gives a FRIENDS_ONLY argument everything the API can hold (`owner.ts`; its objection is
 * FRIENDS_ONLY too), every text carrying one unique marker. Four readers:
 *
 * - **Fred**, her friend (Alice asked by e-mail, Fred accepted through the API), reads it through
 *   every read path — the argument and summaries, its claims, dialectical source and dialectics,
 *   the share link (API and page), the share image, the evaluator and dialectic pages — but not
 *   what stays private to its author (Alice's evaluation, versions, conditional records,
 *   patterns) nor the owner's actions (edit, delete, visibility, share link, image link): 403.
 * - **Pat**, whose request to Alice waits unanswered, and **Sam**, a stranger, get what a stranger
 *   gets for a PRIVATE argument (`crossUser.http.test.ts`): 403/404 from every call aimed at it
 *   and answers with nothing of Alice's.
 * - **Signed out**: sign-in or 403/404, never the marker.
 *
 * Afterwards Alice's own rows are unchanged; and once Alice removes Fred, he is a stranger again.
 */
import { randomBytes } from 'node:crypto';
import { type CallName, callNames, calls } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import {
  type DatabaseSnapshot,
  filterSnapshot,
  snapshotDatabase,
  snapshotDiff,
} from '../testing/dbSnapshot.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import type { Client } from '../testing/server.ts';
import { aims, send, type Targets, urlOf } from './aims.ts';
import { argumentIdLeaks, REFUSED } from './crossUserChecks.ts';
import { createOwnerObjects } from './owner.ts';

const app = httpFixture();

/** In every text of Alice's; no other request or record contains it. */
const MARKER = `A-FRIENDS-${randomBytes(6).toString('hex')}`;

/** Calls about friendships themselves (aimed at users, not arguments): `friends.http.test.ts`. */
const FRIENDS_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'listFriends',
  'requestFriend',
  'acceptFriend',
  'removeFriend',
]);

/** Reads a friend must be answered, with Alice's texts in the answer. */
const FRIEND_READS: ReadonlySet<CallName> = new Set<CallName>([
  'getArgument',
  'getArgumentsByIds',
  'getClaims',
  'getSharedArgument',
  'getArgumentNetwork',
  'searchClaims',
]);

/** The owner's actions: visible to the friend, so 403 (not 404). */
const OWNER_ONLY: ReadonlySet<CallName> = new Set<CallName>([
  'updateArgument',
  'deleteArgument',
  'setVisibility',
  'shareArgument',
  'generateImage',
]);

/**
 * Alice's records that stay hers alone whoever may read the argument: refused, or the friend's
 * own (empty) answer — never Alice's texts.
 */
const AUTHOR_PRIVATE: ReadonlySet<CallName> = new Set<CallName>([
  'getUserArgument',
  'listVersions',
  'revertVersion',
  'updateConditionalProbability',
  'getConditionalPatterns',
  'findConditionalProbabilities',
  'getConditionalProbabilitiesForClaims',
  'batchResetConditionals',
  'loadDemonstration',
]);

describe('cross-user matrix: FRIENDS_ONLY opens to accepted friends and nobody else', () => {
  const alice = app.client();
  const fred = app.client();
  const pat = app.client();
  const sam = app.client();
  let a: Targets;
  let aliceId = 0;
  let fredId = 0;
  let aliceRowsBefore: DatabaseSnapshot;
  let friendsOnlyIds: Set<number>;

  /** Alice's own rows: her user, arguments and their claims, and every row that names her. */
  const aliceRows = (snapshot: DatabaseSnapshot) => {
    const own = new Set([a.argumentId, a.objectionId]);
    return filterSnapshot(snapshot, (table, row) => {
      if (table === 'User') return row.id === aliceId;
      if (table === 'Argument') return row.ownerId === aliceId;
      if (table === 'Claim') return own.has(row.argumentId as number);
      if (table === 'Friendship') return false; // changed on purpose below
      return ['userId', 'ownerId', 'createdById'].some((column) => row[column] === aliceId);
    });
  };

  beforeAll(async () => {
    for (const [client, name] of [
      [alice, 'Alice'],
      [fred, 'Fred'],
      [pat, 'Pat'],
      [sam, 'Sam'],
    ] as const) {
      await signUp(client, name);
    }
    aliceId = await app.userId('alice@x.io');
    fredId = await app.userId('fred@x.io');
    a = await createOwnerObjects(alice, aliceId, MARKER, 'alice@x.io');
    for (const id of [a.argumentId, a.objectionId]) {
      const changed = await alice.json('/api/arguments/visibility', 'PATCH', {
        userArgumentId: id,
        visibility: 'FRIENDS_ONLY',
      });
      expect(changed.status).toBe(200);
    }
    friendsOnlyIds = new Set([a.argumentId, a.objectionId]);

    // Alice asks Fred, Fred accepts; Pat asks Alice, who does not answer.
    expect((await alice.json('/api/friends', 'POST', { email: 'fred@x.io' })).status).toBe(201);
    const accepted = await fred.request(`/api/friends/${aliceId}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    expect((await pat.json('/api/friends', 'POST', { email: 'alice@x.io' })).status).toBe(201);

    aliceRowsBefore = aliceRows(await snapshotDatabase(app.db));
    expect(JSON.stringify(aliceRowsBefore)).toContain(MARKER);
  }, 60_000);

  it('Fred, a friend, reads it through every read path, but neither Alice’s private records nor the owner’s actions', async () => {
    const failures: string[] = [];
    for (const name of callNames) {
      if (FRIENDS_CALLS.has(name)) continue;
      for (const aim of aims[name](a, 'Fred')) {
        const url = urlOf(name, aim.params, aim.query);
        const response = await send(fred, name, aim);
        const text = await response.text();
        const { status } = response;
        const label = `${name}: ${calls[name].method} ${url} → ${status}`;
        if (status >= 500) failures.push(`${label}: ${text.slice(0, 200)}`);
        if (FRIEND_READS.has(name)) {
          if (status !== 200) failures.push(`${label} (expected 200): ${text.slice(0, 200)}`);
          else if (!text.includes(MARKER)) failures.push(`${label} lacks Alice’s texts`);
        } else if (OWNER_ONLY.has(name)) {
          if (status !== 403) failures.push(`${label} (expected 403): ${text.slice(0, 200)}`);
        } else if (AUTHOR_PRIVATE.has(name) && text.includes(MARKER)) {
          failures.push(`${label} shows Alice’s private record: ${text.slice(0, 200)}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);

    // Fred's view carries his own evaluation (saved above), not Alice's; his versions are his.
    const detail = calls.getArgument.response.parse(
      await (await fred.request(`/api/arguments/${a.argumentId}`)).json(),
    ).argument;
    expect(detail.visibility).toBe('FRIENDS_ONLY');
    expect(JSON.stringify(detail.evaluation)).toContain('Fred evaluation note');
    expect(JSON.stringify(detail.evaluation)).not.toContain(MARKER);
    const versions = await (await fred.request(`/api/arguments/${a.argumentId}/version`)).json();
    expect(JSON.stringify(versions)).not.toContain(MARKER);
    // Dialectics: the link between the two FRIENDS_ONLY arguments.
    const source = calls.getDialecticalSource.response.parse(
      await (await fred.request(`/api/dialectical/source/${a.objectionId}`)).json(),
    );
    expect(source.dialecticalRelationships).toEqual([
      { sourceArgumentId: a.objectionId, targetArgumentId: a.argumentId },
    ]);
    const dialectics = calls.listDialectics.response.parse(
      await (await fred.request('/api/dialectics')).json(),
    );
    // (Fred's own objection, linked in the loop above, is in the same group.)
    expect(
      dialectics.dialectics.some(
        (d) => d.argumentIds.includes(a.argumentId) && d.argumentIds.includes(a.objectionId),
      ),
    ).toBe(true);
  });

  it('Fred opens the evaluator, dialectic and share pages and the share image', async () => {
    const reads = [
      `/argumentevaluator?argumentId=${a.argumentId}`,
      `/explore?mode=dialectic&argumentId=${a.objectionId}&linkedArguments=${a.argumentId}`,
      `/argument/shared/${a.shareToken}`,
      `/api/arguments/${a.argumentId}/image.svg`,
    ];
    for (const path of reads) {
      const response = await fred.request(path);
      const text = await response.text();
      expect(response.status, path).toBe(200);
      expect(text, path).toContain(MARKER);
    }
  });

  for (const [who, client] of [
    ['Pat, whose request waits', () => pat],
    ['Sam, a stranger', () => sam],
  ] as const) {
    it(`${who}, gets 403/404 from every call aimed at it, and nothing of Alice’s`, async () => {
      const failures = await strangerFailures(client(), who);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  it('signed out: sign-in or 403/404, never Alice’s texts', async () => {
    const anonymous = app.client();
    for (const path of [
      `/argumentevaluator?argumentId=${a.argumentId}`,
      `/explore?mode=dialectic&argumentId=${a.argumentId}`,
      `/argument/shared/${a.shareToken}`,
      `/api/shared/${a.shareToken}`,
      `/api/arguments/${a.argumentId}/image.svg`,
    ]) {
      const response = await anonymous.request(path);
      expect([302, 401, 403, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toContain(MARKER);
    }
  });

  it('leaves Alice’s own rows unchanged', async () => {
    expect(snapshotDiff(aliceRowsBefore, aliceRows(await snapshotDatabase(app.db)))).toEqual({});
  });

  it('once Alice removes Fred, he is a stranger again', async () => {
    const removed = await alice.request(`/api/friends/${fredId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    for (const [path, status] of [
      [`/api/arguments/${a.argumentId}`, 404],
      [`/argumentevaluator?argumentId=${a.argumentId}`, 404],
      [`/explore?mode=dialectic&argumentId=${a.argumentId}`, 404],
      [`/api/shared/${a.shareToken}`, 403],
      [`/argument/shared/${a.shareToken}`, 403],
      [`/api/arguments/${a.argumentId}/image.svg`, 404],
    ] as const) {
      const response = await fred.request(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).not.toContain(MARKER);
    }
    const failures = await strangerFailures(fred, 'Fred, no longer a friend');
    expect(failures, failures.join('\n')).toEqual([]);
  });

  /** What a non-friend's requests must not get: anything but 403/404 where refused, or Alice's data. */
  async function strangerFailures(client: Client, who: string): Promise<string[]> {
    const failures: string[] = [];
    for (const name of callNames) {
      if (FRIENDS_CALLS.has(name)) continue;
      for (const aim of aims[name](a, who.split(',')[0]!)) {
        const url = urlOf(name, aim.params, aim.query);
        const response = await send(client, name, aim);
        const text = await response.text();
        const { status } = response;
        const label = `${who}: ${name}: ${calls[name].method} ${url} → ${status}`;
        const refused = REFUSED.has(name);
        const ok = status === 403 || status === 404 || (!refused && status >= 200 && status < 300);
        if (!ok) failures.push(`${label} (expected 403/404): ${text.slice(0, 200)}`);
        if (text.includes(MARKER)) failures.push(`${label} leaks Alice’s text`);
        if (ok && status < 300 && response.headers.get('content-type')?.includes('json')) {
          const leaks = argumentIdLeaks(JSON.parse(text), friendsOnlyIds);
          if (leaks.length) failures.push(`${label} names Alice’s arguments: ${leaks.join(', ')}`);
        }
      }
    }
    for (const path of [
      `/argumentevaluator?argumentId=${a.argumentId}`,
      `/explore?mode=dialectic&argumentId=${a.objectionId}&linkedArguments=${a.argumentId}`,
      `/argument/shared/${a.shareToken}`,
      `/api/arguments/${a.argumentId}/image.svg`,
    ]) {
      const response = await client.request(path);
      const text = await response.text();
      if (![403, 404].includes(response.status)) {
        failures.push(`${who}: ${path} → ${response.status} (expected 403/404)`);
      }
      if (text.includes(MARKER)) failures.push(`${who}: ${path} shows Alice’s text`);
    }
    return failures;
  }
});
