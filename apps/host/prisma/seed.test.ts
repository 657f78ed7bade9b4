import { calls } from '@credence/api';
import { DEFAULT_DEPENDENCY_CONDITIONAL, parseProofV4 } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getArgument, listArguments } from '../app/models/arguments.server.ts';
import { getDialecticalSource } from '../app/models/dialectical.server.ts';
import { loadSavedProof } from '../app/models/proofs.server.ts';
import { verifyLogin } from '../app/models/users.server.ts';
import { listVersions } from '../app/models/versions.server.ts';
import { createTempDatabase, type TempDatabase } from '../app/testing/tempDatabase.ts';
import {
  SAMPLE_ARGUMENTS,
  SEED_USER_EMAIL,
  SEED_USER_PASSWORD,
  SOCRATES_PROOF,
  seed,
} from './seed.ts';

let temp: TempDatabase;
beforeEach(async () => {
  temp = await createTempDatabase();
});
afterEach(() => temp.cleanup());

async function counts() {
  const { db } = temp;
  return {
    users: await db.user.count(),
    arguments: await db.argument.count(),
    claims: await db.claim.count(),
    dependencies: await db.dependencySettings.count(),
    versions: await db.version.count(),
    relationships: await db.dialecticalRelationship.count(),
    proofs: await db.savedProof.count(),
  };
}

describe('seed', () => {
  it('creates a user, three public arguments, their versions and a link; is idempotent', async () => {
    const first = await seed(temp.db);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      users: 1,
      arguments: 3,
      claims: 9,
      dependencies: 1,
      versions: 3,
      relationships: 1,
      proofs: 1,
    });

    const second = await seed(temp.db);
    expect(second).toEqual(first);
    expect(await counts()).toEqual(afterFirst);
  });

  it('adds only the missing versions and links to a database seeded before they existed', async () => {
    const first = await seed(temp.db);
    const afterFirst = await counts();
    await temp.db.version.deleteMany({ where: { argumentId: first.argumentIds[0] } });
    await temp.db.dialecticalRelationship.deleteMany();
    await temp.db.savedProof.deleteMany();
    expect(await counts()).toMatchObject({ versions: 2, relationships: 0, proofs: 0 });

    expect(await seed(temp.db)).toEqual(first);
    expect(await counts()).toEqual(afterFirst);
  });

  it('gives each sample a v1 by the seed user, and an objection linked to the picnic', async () => {
    const { userId, argumentIds } = await seed(temp.db);
    const [picnicId, socratesId, objectionId] = argumentIds;
    for (const id of argumentIds) {
      const versions = await listVersions(temp.db, userId, id);
      expect(calls.listVersions.response.parse(versions)).toEqual(versions);
      expect(versions).toEqual([
        expect.objectContaining({
          version_number: 1,
          is_current: true,
          change_summary: 'Initial version',
          creator: { name: 'Demo User', email: SEED_USER_EMAIL },
          parent_version: null,
        }),
      ]);
    }
    const snapshot = await temp.db.version.findFirstOrThrow({ where: { argumentId: socratesId } });
    expect(JSON.parse(snapshot.snapshot)).toMatchObject({
      title: 'Socrates is mortal',
      conclusion: { id: 'seed-socrates-c', negationContent: 'Socrates is not mortal.' },
    });

    // The objection is the source; the picnic's second premise carries the link.
    expect(await getDialecticalSource(temp.db, null, objectionId!)).toEqual([
      { sourceArgumentId: objectionId, targetArgumentId: picnicId },
    ]);
    expect(await getDialecticalSource(temp.db, null, picnicId!)).toEqual([]);
    const picnic = await getArgument(temp.db, null, picnicId!);
    expect(picnic?.premises[1]?.objectionStatus).toEqual({
      dialecticalRelationships: [
        { sourceArgumentId: objectionId, targetArgumentId: picnicId, linkType: 'refute' },
      ],
    });
    expect(picnic?.premises[0]?.objectionStatus).toBeUndefined();
    const objection = await getArgument(temp.db, null, objectionId!);
    expect(objection?.title).toBe('Objection: The park floods when it rains heavily.');
    expect(objection?.visibility).toBe('PUBLIC');
  });

  it('gives readable arguments: one inductive with a dependency, one deductive', async () => {
    const { argumentIds } = await seed(temp.db);
    expect(await verifyLogin(temp.db, SEED_USER_EMAIL, SEED_USER_PASSWORD)).not.toBeNull();

    // Public: a signed-out reader sees both.
    const visible = await listArguments(temp.db, null);
    expect(visible.map((a) => a.title).sort()).toEqual(SAMPLE_ARGUMENTS.map((a) => a.title).sort());

    const [inductiveId, deductiveId] = argumentIds;
    const inductive = await getArgument(temp.db, null, inductiveId!);
    expect(inductive?.argumentType).toBe('INDUCTIVE');
    expect(inductive?.visibility).toBe('PUBLIC');
    expect(inductive?.dependencies).toEqual({ 'seed-picnic-p2': ['seed-picnic-p1'] });
    // The owner's conditional is theirs: a reader gets the structure at the new-dependency
    // default; the seeded owner reads their own 0.8.
    expect(inductive?.premiseConditionals['seed-picnic-p2|seed-picnic-p1']).toBe(
      DEFAULT_DEPENDENCY_CONDITIONAL,
    );
    const owner = await temp.db.user.findUniqueOrThrow({ where: { email: SEED_USER_EMAIL } });
    const ownView = await getArgument(temp.db, owner.id, inductiveId!);
    expect(ownView?.premiseConditionals['seed-picnic-p2|seed-picnic-p1']).toBe(0.8);
    expect(calls.getArgument.response.parse({ argument: inductive })).toBeTruthy();

    const deductive = await getArgument(temp.db, null, deductiveId!);
    expect(deductive?.argumentType).toBe('DEDUCTIVE');
    expect(deductive?.premises.map((p) => p.id)).toEqual(['seed-socrates-p1', 'seed-socrates-p2']);
    expect(deductive?.conclusion.negationContent).toBe('Socrates is not mortal.');
  });

  it('gives the deductive sample a saved V4 proof that the engine reads line by line', async () => {
    const { argumentIds } = await seed(temp.db);
    const [picnicId, socratesId] = argumentIds;
    const loaded = await loadSavedProof(temp.db, null, socratesId!);
    expect(loaded.status).toBe('found');
    if (loaded.status !== 'found') return;
    const answer = calls.loadDemonstration.response.parse({
      success: true,
      proofStateV4: loaded.proofStateV4,
    });
    expect(answer.proofStateV4).toEqual(SOCRATES_PROOF);
    // parseProofV4 skips lines that do not parse as formulas: every saved line must survive.
    const parsed = parseProofV4(answer);
    expect(parsed.lines.map((line) => [line.lineNumber, line.content, line.rule])).toEqual([
      [1, '∀x(Hx → Mx)', 'Premise'],
      [2, 'Hs', 'Premise'],
      [3, 'Hs → Ms', '∀E'],
      [4, 'Ms', '→E'],
    ]);
    expect(parsed.timestamp).toBe('2025-01-01T00:00:00.000Z');
    // Only the deductive sample has one.
    expect(await loadSavedProof(temp.db, null, picnicId!)).toEqual({ status: 'missing' });
  });
});
