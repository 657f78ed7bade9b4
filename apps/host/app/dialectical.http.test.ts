/**
 * The dialectical-source and version-list endpoints of the built app over real HTTP (same setup
 * as `server.http.test.ts`: `scripts/start.mjs` on a free port and a temp SQLite file, seeded on
 * start). `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { SEED_USER_EMAIL, SEED_USER_PASSWORD } from '../prisma/seed.ts';
import { createArgument } from './models/arguments.server.ts';
import { logIn, signUp } from './testing/accounts.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

async function seededId(title: string): Promise<number> {
  return (await app.db.argument.findFirstOrThrow({ where: { title } })).id;
}

describe('dialectical source and versions over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  const demo = app.client();
  let aliceId = 0;
  let bobId = 0;
  let alicePrivate = 0;
  let alicePublic = 0;
  let picnic = 0;
  let objection = 0;

  it('answers 401 without a session', async () => {
    for (const path of ['/api/dialectical/source/1', '/api/arguments/1/version']) {
      await expectSignInRequired(await app.anonymous('GET', path));
    }
  });

  it('signs in three users and sets up arguments and links', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    await logIn(demo, SEED_USER_EMAIL, SEED_USER_PASSWORD);

    aliceId = await app.userId('alice@x.io');
    bobId = await app.userId('bob@x.io');
    const make = async (title: string, visibility: 'PUBLIC' | 'PRIVATE') =>
      (
        await createArgument(app.db, aliceId, {
          title,
          visibility,
          premises: [{ content: `${title}: premise` }],
          conclusion: { content: `${title}: conclusion` },
        })
      ).id;
    alicePrivate = await make('Alice private', 'PRIVATE');
    alicePublic = await make('Alice public', 'PUBLIC');
    picnic = await seededId('Rain and the picnic');
    objection = await seededId('Objection: The park floods when it rains heavily.');
    await app.db.dialecticalRelationship.createMany({
      data: [
        { sourceArgumentId: alicePublic, targetArgumentId: picnic },
        { sourceArgumentId: alicePublic, targetArgumentId: alicePrivate },
        { sourceArgumentId: alicePrivate, targetArgumentId: alicePublic },
      ],
    });
  });

  it('GET /api/dialectical/source/:argumentId lists only visible targets, schema-valid', async () => {
    const read = async (client: Client, id: number) => {
      const response = await client.request(`/api/dialectical/source/${id}`);
      expect(response.status).toBe(200);
      return calls.getDialecticalSource.response.parse(await response.json())
        .dialecticalRelationships;
    };
    expect(await read(alice, alicePublic)).toEqual([
      { sourceArgumentId: alicePublic, targetArgumentId: picnic },
      { sourceArgumentId: alicePublic, targetArgumentId: alicePrivate },
    ]);
    // Bob sees the public source but not Alice's private target.
    expect(await read(bob, alicePublic)).toEqual([
      { sourceArgumentId: alicePublic, targetArgumentId: picnic },
    ]);
    expect(await read(alice, alicePrivate)).toEqual([
      { sourceArgumentId: alicePrivate, targetArgumentId: alicePublic },
    ]);
    // The seeded objection answers the picnic argument.
    expect(await read(bob, objection)).toEqual([
      { sourceArgumentId: objection, targetArgumentId: picnic },
    ]);
    expect(await read(bob, picnic)).toEqual([]);
  });

  it('GET /api/dialectical/source/:argumentId: 404 for private and missing, 400, 405', async () => {
    for (const id of [alicePrivate, 99_999]) {
      const response = await bob.request(`/api/dialectical/source/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Argument not found' });
    }
    const bad = await bob.request('/api/dialectical/source/abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^argumentId: /);
    const post = await alice.json(`/api/dialectical/source/${alicePublic}`, 'POST', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('GET /api/arguments/:id/version lists the user’s own versions, newest first', async () => {
    const empty = await alice.request(`/api/arguments/${alicePrivate}/version`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual([]);

    const v1 = await app.db.version.create({
      data: {
        argumentId: alicePublic,
        userId: aliceId,
        versionNumber: 1,
        snapshot: '{}',
        changeSummary: 'First',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    });
    await app.db.version.create({
      data: {
        argumentId: alicePublic,
        userId: aliceId,
        versionNumber: 2,
        snapshot: '{}',
        isCurrent: true,
        parentId: v1.id,
        createdAt: new Date('2026-02-02T00:00:00Z'),
      },
    });
    // Bob's own snapshot of the same public argument.
    await app.db.version.create({
      data: { argumentId: alicePublic, userId: bobId, versionNumber: 3, snapshot: '{}' },
    });

    const response = await alice.request(`/api/arguments/${alicePublic}/version`);
    expect(response.status).toBe(200);
    const versions = calls.listVersions.response.parse(await response.json());
    expect(versions.map((v) => v.version_number)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({
      is_current: true,
      created_at: '2026-02-02T00:00:00.000Z',
      creator: { name: 'Alice', email: 'alice@x.io' },
      parent_version: { version_number: 1 },
    });
    expect(versions[1]).toMatchObject({ change_summary: 'First', parent_version: null });

    const bobs = calls.listVersions.response.parse(
      await (await bob.request(`/api/arguments/${alicePublic}/version`)).json(),
    );
    expect(bobs.map((v) => [v.version_number, v.creator.name])).toEqual([[3, 'Bob']]);
  });

  it('the seeded samples have a v1 by the demo user, visible to the demo user only', async () => {
    const mine = await demo.request(`/api/arguments/${picnic}/version`);
    const versions = calls.listVersions.response.parse(await mine.json());
    expect(versions).toEqual([
      expect.objectContaining({
        version_number: 1,
        creator: { name: 'Demo User', email: SEED_USER_EMAIL },
      }),
    ]);
    expect(await (await alice.request(`/api/arguments/${picnic}/version`)).json()).toEqual([]);
  });

  it('GET /api/arguments/:id/version: 404 for private and missing, 400, 405 for POST and DELETE', async () => {
    for (const id of [alicePrivate, 99_999]) {
      const response = await bob.request(`/api/arguments/${id}/version`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Argument not found' });
    }
    const bad = await bob.request('/api/arguments/abc/version');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^id: /);
    // PUT (taking a snapshot) is covered by versions.http.test.ts.
    for (const method of ['POST', 'DELETE']) {
      const response = await alice.json(`/api/arguments/${alicePublic}/version`, method, {});
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, PUT');
      expect(await response.json()).toEqual({ error: 'Method not allowed (use GET or PUT)' });
    }
    // The argument route itself is unaffected by its nested version route.
    expect((await alice.request(`/api/arguments/${alicePublic}`)).status).toBe(200);
  });
});
