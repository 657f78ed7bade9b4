import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { createUser } from './users.server.ts';
import { listVersions } from './versions.server.ts';

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

function argument(ownerId: number, visibility: 'PUBLIC' | 'PRIVATE') {
  return createArgument(temp.db, ownerId, {
    title: 'Coffee',
    visibility,
    premises: [{ content: 'Coffee keeps me awake.' }],
    conclusion: { content: 'I should drink coffee.' },
  });
}

function version(
  argumentId: number,
  userId: number,
  versionNumber: number,
  extra: { createdAt?: Date; parentId?: number; changeSummary?: string; isCurrent?: boolean } = {},
) {
  return temp.db.version.create({
    data: { argumentId, userId, versionNumber, snapshot: '{}', ...extra },
  });
}

describe('listVersions', () => {
  it('lists the user’s versions newest first, in the schema’s shape', async () => {
    const { id } = await argument(alice, 'PRIVATE');
    expect(await listVersions(temp.db, alice, id)).toEqual([]);

    const v1 = await version(id, alice, 1, {
      createdAt: new Date('2026-01-01T10:00:00Z'),
      changeSummary: 'First draft',
    });
    await version(id, alice, 2, {
      createdAt: new Date('2026-01-02T10:00:00Z'),
      parentId: v1.id,
      isCurrent: true,
    });
    // Same instant as v2: the higher version number counts as newer.
    await version(id, alice, 3, { createdAt: new Date('2026-01-02T10:00:00Z'), parentId: v1.id });

    const versions = await listVersions(temp.db, alice, id);
    expect(calls.listVersions.response.parse(versions)).toEqual(versions);
    expect(versions?.map((v) => v.version_number)).toEqual([3, 2, 1]);
    expect(versions?.[1]).toEqual({
      id: expect.any(Number),
      version_number: 2,
      is_current: true,
      is_canonical: false,
      change_summary: '',
      created_at: '2026-01-02T10:00:00.000Z',
      creator: { name: 'Alice', email: 'alice@x.io' },
      parent_version: { version_number: 1 },
    });
    expect(versions?.[2]).toMatchObject({
      id: v1.id,
      change_summary: 'First draft',
      parent_version: null,
    });
  });

  it('is private to the user: another user’s versions of a public argument are not listed', async () => {
    const { id } = await argument(alice, 'PUBLIC');
    await version(id, alice, 1);
    await version(id, bob, 2);

    expect((await listVersions(temp.db, alice, id))?.map((v) => v.creator.name)).toEqual(['Alice']);
    expect((await listVersions(temp.db, bob, id))?.map((v) => v.creator.email)).toEqual([
      'bob@x.io',
    ]);
  });

  it('is null for missing and invisible arguments alike', async () => {
    const { id } = await argument(alice, 'PRIVATE');
    await version(id, alice, 1);
    // Even a version Bob once made does not reveal an argument he can no longer see.
    await version(id, bob, 2);

    expect(await listVersions(temp.db, bob, id)).toBeNull();
    expect(await listVersions(temp.db, bob, 99_999)).toBeNull();
    expect(await listVersions(temp.db, alice, id)).toHaveLength(1);
  });
});
