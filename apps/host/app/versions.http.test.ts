/**
 * Creating arguments, reading them by id, version snapshots and reverts over real HTTP (same
 * setup as `server.http.test.ts`: `scripts/start.mjs` on a free port and a temp SQLite file,
 * seeded on start). `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { createVersion } from './models/versions.server.ts';
import { signUp } from './testing/accounts.ts';
import { errorOf } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

describe('arguments, versions and reverts over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  let alicePrivate = 0;
  let alicePublic = 0;

  const body = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    premises: [{ content: `${title}: first premise` }, { content: `${title}: second premise` }],
    conclusion: { content: `${title}: conclusion` },
    ...extra,
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/arguments'],
      ['GET', '/api/arguments?ids=1'],
      ['PUT', '/api/arguments/1/version'],
      ['POST', '/api/arguments/1/version/1/revert'],
    ] as const) {
      expect(await errorOf(await app.anonymous(method, path), 401)).toBe('Please sign in');
    }
  });

  it('signs in two users', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
  });

  it('POST /api/arguments creates the user’s argument (201, private by default)', async () => {
    const response = await alice.json('/api/arguments', 'POST', body('Alice private'));
    expect(response.status).toBe(201);
    const { argument } = calls.createArgument.response.parse(await response.json());
    expect(argument).toMatchObject({
      title: 'Alice private',
      visibility: 'PRIVATE',
      argumentType: 'INDUCTIVE',
      creator: { name: 'Alice' },
      evaluation: null,
    });
    expect(argument.premises.map((premise) => premise.content)).toEqual([
      'Alice private: first premise',
      'Alice private: second premise',
    ]);
    alicePrivate = argument.id;
    // The same shape getArgument answers.
    const read = await alice.request(`/api/arguments/${alicePrivate}`);
    expect(calls.getArgument.response.parse(await read.json())).toEqual({ argument });
    expect(await errorOf(await bob.request(`/api/arguments/${alicePrivate}`), 404)).toBe(
      'Argument not found',
    );

    const made = await alice.json(
      '/api/arguments',
      'POST',
      body('Alice public', { visibility: 'PUBLIC', argumentType: 'DEDUCTIVE' }),
    );
    expect(made.status).toBe(201);
    const pub = calls.createArgument.response.parse(await made.json()).argument;
    expect(pub).toMatchObject({ visibility: 'PUBLIC', argumentType: 'DEDUCTIVE' });
    alicePublic = pub.id;
    expect((await bob.request(`/api/arguments/${alicePublic}`)).status).toBe(200);
  });

  it('POST /api/arguments: 400 with a readable message, nothing stored', async () => {
    const before = await app.db.argument.count();
    expect(await errorOf(await alice.json('/api/arguments', 'POST', 'not json'), 400)).toBe(
      'The request body must be JSON',
    );
    expect(
      await errorOf(await alice.json('/api/arguments', 'POST', body('X', { premises: [] })), 400),
    ).toBe('premises: Please add at least one premise');
    expect(await errorOf(await alice.json('/api/arguments', 'POST', body('   ')), 400)).toBe(
      'title: Title is required',
    );
    expect(
      await errorOf(
        await alice.json('/api/arguments', 'POST', body('X', { visibility: 'EVERYONE' })),
        400,
      ),
    ).toMatch(/^visibility: /);
    expect(await app.db.argument.count()).toBe(before);
  });

  it('GET /api/arguments?ids= lists visible summaries in the order asked', async () => {
    const read = async (client: Client, ids: string) => {
      const response = await client.request(`/api/arguments?ids=${ids}`);
      expect(response.status).toBe(200);
      return calls.getArgumentsByIds.response
        .parse(await response.json())
        .arguments.map((argument) => argument.id);
    };
    const ids = `${alicePublic},${alicePrivate},99999,99999999999999999999`;
    expect(await read(alice, ids)).toEqual([alicePublic, alicePrivate]);
    // Bob never learns Alice's private argument exists.
    expect(await read(bob, ids)).toEqual([alicePublic]);

    expect(await errorOf(await alice.request('/api/arguments?ids=1,x'), 400)).toBe(
      'ids: ids must be a comma-separated list of argument ids',
    );
    expect(await errorOf(await alice.request('/api/arguments'), 400)).toMatch(/^ids: /);
    const put = await alice.json('/api/arguments', 'PUT', {});
    expect(await errorOf(put, 405)).toBe('Method not allowed (use GET or POST)');
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('PUT /api/arguments/:id/version takes snapshots numbered per user (201)', async () => {
    const snapshot = async (client: Client, id: number, note?: string) => {
      const response = await client.json(
        `/api/arguments/${id}/version`,
        'PUT',
        note === undefined ? {} : { versionNote: note },
      );
      expect(response.status).toBe(201);
      return calls.createVersion.response.parse(await response.json()).version;
    };
    const v1 = await snapshot(alice, alicePublic);
    expect(v1).toMatchObject({
      version_number: 1,
      is_current: true,
      change_summary: 'Manual snapshot before changes',
      creator: { name: 'Alice', email: 'alice@x.io' },
      parent_version: null,
    });
    const v2 = await snapshot(alice, alicePublic, 'Before rewording');
    expect(v2).toMatchObject({
      version_number: 2,
      is_current: true,
      change_summary: 'Before rewording',
      parent_version: { version_number: 1 },
    });
    // Bob's first snapshot of Alice's public argument is his v1.
    const bobsV1 = await snapshot(bob, alicePublic);
    expect(bobsV1).toMatchObject({
      version_number: 1,
      creator: { name: 'Bob', email: 'bob@x.io' },
      parent_version: null,
    });

    const list = async (client: Client) =>
      calls.listVersions.response.parse(
        await (await client.request(`/api/arguments/${alicePublic}/version`)).json(),
      );
    expect((await list(alice)).map((v) => [v.version_number, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await list(bob)).map((v) => [v.id, v.is_current])).toEqual([[bobsV1.id, true]]);
  });

  it('PUT /api/arguments/:id/version: 404 for private and missing, 400, 405', async () => {
    for (const id of [alicePrivate, 99_999]) {
      expect(await errorOf(await bob.json(`/api/arguments/${id}/version`, 'PUT', {}), 404)).toBe(
        'Argument not found',
      );
    }
    expect(await errorOf(await bob.json('/api/arguments/abc/version', 'PUT', {}), 400)).toMatch(
      /^id: /,
    );
    expect(
      await errorOf(
        await alice.json(`/api/arguments/${alicePublic}/version`, 'PUT', {
          versionNote: 'x'.repeat(501),
        }),
        400,
      ),
    ).toMatch(/^versionNote: /);
    expect(
      await errorOf(await alice.json(`/api/arguments/${alicePublic}/version`, 'PUT', '{'), 400),
    ).toBe('The request body must be JSON');
    expect(await app.db.version.count({ where: { argumentId: alicePrivate } })).toBe(0);
    const deleted = await alice.json(`/api/arguments/${alicePublic}/version`, 'DELETE', {});
    expect(await errorOf(deleted, 405)).toBe('Method not allowed (use GET or PUT)');
  });

  it('concurrent snapshots from two processes get distinct numbers and one current version', async () => {
    const aliceId = (await app.db.user.findUniqueOrThrow({ where: { email: 'alice@x.io' } })).id;
    // The server and this test process write the same SQLite file at the same time.
    const overHttp = Array.from({ length: 4 }, () =>
      alice.json(`/api/arguments/${alicePrivate}/version`, 'PUT', {}).then(async (response) => {
        expect(response.status).toBe(201);
        return calls.createVersion.response.parse(await response.json()).version;
      }),
    );
    const direct = Array.from({ length: 2 }, () =>
      createVersion(app.db, aliceId, alicePrivate, { versionNote: 'From another process' }),
    );
    const made = await Promise.all([...overHttp, ...direct]);
    expect(made.map((v) => v.version_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const currents = await app.db.version.findMany({
      where: { argumentId: alicePrivate, isCurrent: true },
    });
    expect(currents).toHaveLength(1);
  });

  it('POST …/version/:versionId/revert restores a version as the new current one', async () => {
    const versions = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${alicePublic}/version`)).json(),
    );
    const v1 = versions.find((v) => v.version_number === 1);
    if (!v1) throw new Error('Alice has no v1');

    const response = await alice.request(`/api/arguments/${alicePublic}/version/${v1.id}/revert`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const { version } = calls.revertVersion.response.parse(await response.json());
    expect(version).toMatchObject({
      version_number: 3,
      is_current: true,
      change_summary: 'Reverted to version 1',
      creator: { name: 'Alice', email: 'alice@x.io' },
      parent_version: { version_number: 1 },
    });
    const after = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${alicePublic}/version`)).json(),
    );
    expect(after.map((v) => [v.version_number, v.is_current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('revert: 404 for another user’s version and invisible arguments, 400, 405', async () => {
    const [alicesNewest] = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${alicePublic}/version`)).json(),
    );
    const [alicesPrivateVersion] = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${alicePrivate}/version`)).json(),
    );
    if (!alicesNewest || !alicesPrivateVersion) throw new Error('Alice has no versions');
    const revert = (client: Client, id: number | string, versionId: number | string) =>
      client.request(`/api/arguments/${id}/version/${versionId}/revert`, { method: 'POST' });

    const before = await app.db.version.count();
    // Bob can see the argument, but the version is Alice's.
    expect(await errorOf(await revert(bob, alicePublic, alicesNewest.id), 404)).toBe(
      'Version not found',
    );
    // A version of another argument, through this argument's path.
    expect(await errorOf(await revert(alice, alicePublic, alicesPrivateVersion.id), 404)).toBe(
      'Version not found',
    );
    expect(await errorOf(await revert(bob, alicePrivate, alicesPrivateVersion.id), 404)).toBe(
      'Argument not found',
    );
    expect(await errorOf(await revert(alice, alicePublic, 'abc'), 400)).toMatch(/^versionId: /);
    expect(await errorOf(await revert(alice, 'abc', 1), 400)).toMatch(/^id: /);
    expect(await app.db.version.count()).toBe(before);

    const get = await alice.request(
      `/api/arguments/${alicePublic}/version/${alicesNewest.id}/revert`,
    );
    expect(await errorOf(get, 405)).toBe('Method not allowed (use POST)');
  });

  it('GET /api/arguments/:id lists a premise’s objections only from arguments the user sees', async () => {
    const objection = async (visibility: 'PUBLIC' | 'PRIVATE') => {
      const response = await bob.json(
        '/api/arguments',
        'POST',
        body(`Bob ${visibility} objection`, { visibility }),
      );
      return calls.createArgument.response.parse(await response.json()).argument.id;
    };
    const publicObjection = await objection('PUBLIC');
    const privateObjection = await objection('PRIVATE');
    const target = calls.getArgument.response.parse(
      await (await alice.request(`/api/arguments/${alicePublic}`)).json(),
    ).argument;
    const premiseId = target.premises[0]?.id;
    await app.db.dialecticalRelationship.createMany({
      data: [publicObjection, privateObjection].map((sourceArgumentId) => ({
        sourceArgumentId,
        targetArgumentId: alicePublic,
        targetClaimId: premiseId,
      })),
    });

    const linksSeenBy = async (client: Client) =>
      calls.getArgument.response
        .parse(await (await client.request(`/api/arguments/${alicePublic}`)).json())
        .argument.premises[0]?.objectionStatus?.dialecticalRelationships.map(
          (link) => link.sourceArgumentId,
        );
    expect(await linksSeenBy(alice)).toEqual([publicObjection]);
    expect(await linksSeenBy(bob)).toEqual([publicObjection, privateObjection]);
  });
});
