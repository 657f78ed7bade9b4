import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { NotFoundError } from './errors.server.ts';
import { createUser } from './users.server.ts';
import { createVersion, listVersions, readOwnVersions, revertVersion } from './versions.server.ts';

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

describe('readOwnVersions (the evaluator page’s loader)', () => {
  it('answers what listVersions answers, in one query when every parent is listed', async () => {
    const { id } = await argument(alice, 'PUBLIC');
    const aliceUser = { id: alice, name: 'Alice', email: 'alice@x.io' };
    expect(await readOwnVersions(temp.db, aliceUser, id)).toEqual([]);
    const v1 = await version(id, alice, 1, { createdAt: new Date('2026-01-01T10:00:00Z') });
    await version(id, alice, 2, { createdAt: new Date('2026-01-02T10:00:00Z'), parentId: v1.id });
    await version(id, bob, 3, { parentId: v1.id });
    expect(await readOwnVersions(temp.db, aliceUser, id)).toEqual(
      await listVersions(temp.db, alice, id),
    );
    // A parent outside the user's own list (not made by the app, but possible in the schema) is
    // read as listVersions reads it.
    const bobs = await temp.db.version.findFirstOrThrow({ where: { userId: bob } });
    await version(id, alice, 4, { createdAt: new Date('2026-01-03T10:00:00Z'), parentId: bobs.id });
    const read = await readOwnVersions(temp.db, aliceUser, id);
    expect(read).toEqual(await listVersions(temp.db, alice, id));
    expect(read[0]?.parent_version).toEqual({ version_number: 3 });
  });
});

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

/** The stored rows of one user's history of an argument, oldest first. */
async function rows(argumentId: number, userId: number) {
  return temp.db.version.findMany({
    where: { argumentId, userId },
    orderBy: { versionNumber: 'asc' },
  });
}

function dependencies(userId: number, argumentId: number) {
  return temp.db.dependencySettings.findUnique({
    where: { userId_argumentId: { userId, argumentId } },
  });
}

describe('createVersion', () => {
  it('snapshots the argument as the user’s current version, numbered and parented in order', async () => {
    const argumentRecord = await argument(alice, 'PRIVATE');
    const [premise] = argumentRecord.premises;
    await temp.db.dependencySettings.create({
      data: {
        userId: alice,
        argumentId: argumentRecord.id,
        dependencies: JSON.stringify({ [premise!.id]: [] }),
      },
    });

    const v1 = await createVersion(temp.db, alice, argumentRecord.id, {});
    expect(calls.createVersion.response.parse({ version: v1 })).toEqual({ version: v1 });
    expect(v1).toMatchObject({
      version_number: 1,
      is_current: true,
      is_canonical: false,
      change_summary: 'Manual snapshot before changes',
      creator: { name: 'Alice', email: 'alice@x.io' },
      parent_version: null,
    });
    const v2 = await createVersion(temp.db, alice, argumentRecord.id, { versionNote: 'Reworded' });
    expect(v2).toMatchObject({
      version_number: 2,
      is_current: true,
      change_summary: 'Reworded',
      parent_version: { version_number: 1 },
    });

    const stored = await rows(argumentRecord.id, alice);
    expect(stored.map((row) => [row.versionNumber, row.isCurrent])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(JSON.parse(stored[0]!.snapshot)).toEqual({
      title: 'Coffee',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      premises: [{ id: premise!.id, content: 'Coffee keeps me awake.', negationContent: null }],
      conclusion: {
        id: argumentRecord.conclusion.id,
        content: 'I should drink coffee.',
        negationContent: null,
      },
      dependencies: { [premise!.id]: [] },
      premiseConditionals: {},
    });
    expect((await listVersions(temp.db, alice, argumentRecord.id))?.[0]).toEqual(v2);
  });

  it('numbers versions per user: another user’s first snapshot of a public argument is v1', async () => {
    const { id } = await argument(alice, 'PUBLIC');
    await createVersion(temp.db, alice, id, {});
    await createVersion(temp.db, alice, id, {});

    const bobs = await createVersion(temp.db, bob, id, {});
    expect(bobs).toMatchObject({ version_number: 1, is_current: true, parent_version: null });
    // Bob's snapshot leaves Alice's current version alone.
    expect((await rows(id, alice)).map((row) => row.isCurrent)).toEqual([false, true]);
    expect((await listVersions(temp.db, bob, id))?.map((v) => v.id)).toEqual([bobs.id]);
  });

  it('gives concurrent snapshots distinct numbers and exactly one current version', async () => {
    const { id } = await argument(alice, 'PUBLIC');
    // Started together, these would all read the same highest number without the transaction.
    // (Snapshots racing from another process are covered by versions.http.test.ts.)
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createVersion(temp.db, alice, id, { versionNote: `#${index}` }),
      ),
    );
    expect(made.map((v) => v.version_number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const stored = await rows(id, alice);
    expect(stored.filter((row) => row.isCurrent).map((row) => row.versionNumber)).toEqual([8]);
  });

  it('throws NotFoundError for missing and invisible arguments, writing nothing', async () => {
    const { id } = await argument(alice, 'PRIVATE');
    await expect(createVersion(temp.db, bob, id, {})).rejects.toThrow(NotFoundError);
    await expect(createVersion(temp.db, bob, 99_999, {})).rejects.toThrow('Argument not found');
    expect(await temp.db.version.count()).toBe(0);
  });

  it('validates the note with the shared schema', async () => {
    const { id } = await argument(alice, 'PRIVATE');
    await expect(
      createVersion(temp.db, alice, id, { versionNote: 'x'.repeat(501) }),
    ).rejects.toThrow();
    expect(await temp.db.version.count()).toBe(0);
  });
});

describe('revertVersion', () => {
  it('restores a version as a new current version, with the owner’s title and dependencies', async () => {
    const created = await argument(alice, 'PRIVATE');
    const id = created.id;
    const premiseId = created.premises[0]!.id;
    const v1 = await createVersion(temp.db, alice, id, { versionNote: 'Before' });
    await temp.db.argument.update({
      where: { id },
      data: { title: 'Tea', summarizedDescription: 'Changed my mind' },
    });
    await temp.db.dependencySettings.create({
      data: {
        userId: alice,
        argumentId: id,
        dependencies: JSON.stringify({ [premiseId]: [created.conclusion.id] }),
        premiseConditionals: JSON.stringify({ x: 0.5 }),
      },
    });
    await createVersion(temp.db, alice, id, { versionNote: 'After' });

    const v3 = await revertVersion(temp.db, alice, id, v1.id);
    expect(calls.revertVersion.response.parse({ version: v3 })).toEqual({ version: v3 });
    expect(v3).toMatchObject({
      version_number: 3,
      is_current: true,
      change_summary: 'Reverted to version 1',
      parent_version: { version_number: 1 },
    });
    const stored = await rows(id, alice);
    expect(stored.map((row) => row.isCurrent)).toEqual([false, false, true]);
    expect(stored[2]!.snapshot).toBe(stored[0]!.snapshot);
    const restored = await getArgument(temp.db, alice, id);
    expect(restored).toMatchObject({
      title: 'Coffee',
      summarizedDescription: '',
      dependencies: {},
      premiseConditionals: {},
    });
  });

  it('restores only the reader’s own dependencies on someone else’s argument', async () => {
    const { id, premises } = await argument(alice, 'PUBLIC');
    const bobsV1 = await createVersion(temp.db, bob, id, {});
    await temp.db.argument.update({ where: { id }, data: { title: 'Renamed by Alice' } });
    await temp.db.dependencySettings.create({
      data: {
        userId: bob,
        argumentId: id,
        dependencies: JSON.stringify({ [premises[0]!.id]: [] }),
      },
    });

    const reverted = await revertVersion(temp.db, bob, id, bobsV1.id);
    expect(reverted).toMatchObject({ version_number: 2, parent_version: { version_number: 1 } });
    expect((await getArgument(temp.db, alice, id))?.title).toBe('Renamed by Alice');
    expect(JSON.parse((await dependencies(bob, id))!.dependencies)).toEqual({});
    expect(await dependencies(alice, id)).toBeNull();
  });

  it('leaves dependencies alone when the snapshot has none (older snapshots)', async () => {
    const { id, premises } = await argument(alice, 'PRIVATE');
    const seeded = await version(id, alice, 1, {
      changeSummary: 'Initial version',
    });
    await temp.db.version.update({
      where: { id: seeded.id },
      data: { snapshot: JSON.stringify({ title: 'Seeded title', premises: [] }) },
    });
    const deps = JSON.stringify({ [premises[0]!.id]: [] });
    await temp.db.dependencySettings.create({
      data: { userId: alice, argumentId: id, dependencies: deps },
    });

    await revertVersion(temp.db, alice, id, seeded.id);
    expect((await dependencies(alice, id))?.dependencies).toBe(deps);
    expect((await getArgument(temp.db, alice, id))?.title).toBe('Seeded title');
  });

  it('is 404 for another user’s version, another argument’s version and invisible arguments', async () => {
    const pub = await argument(alice, 'PUBLIC');
    const other = await argument(alice, 'PUBLIC');
    const priv = await argument(alice, 'PRIVATE');
    const alicesV1 = await createVersion(temp.db, alice, pub.id, {});
    const privV1 = await createVersion(temp.db, alice, priv.id, {});

    await expect(revertVersion(temp.db, bob, pub.id, alicesV1.id)).rejects.toThrow(
      'Version not found',
    );
    await expect(revertVersion(temp.db, alice, other.id, alicesV1.id)).rejects.toThrow(
      'Version not found',
    );
    await expect(revertVersion(temp.db, alice, pub.id, 99_999)).rejects.toThrow(NotFoundError);
    await expect(revertVersion(temp.db, bob, priv.id, privV1.id)).rejects.toThrow(
      'Argument not found',
    );
    // Nothing changed: no new versions, Alice's versions are still current.
    expect((await temp.db.version.findMany()).map((row) => row.isCurrent)).toEqual([true, true]);
  });
});
