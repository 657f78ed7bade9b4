import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getArgument, listArguments } from '../app/models/arguments.server.ts';
import { verifyLogin } from '../app/models/users.server.ts';
import { createTempDatabase, type TempDatabase } from '../app/testing/tempDatabase.ts';
import { SAMPLE_ARGUMENTS, SEED_USER_EMAIL, SEED_USER_PASSWORD, seed } from './seed.ts';

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
  };
}

describe('seed', () => {
  it('creates a user and two public arguments, and is idempotent', async () => {
    const first = await seed(temp.db);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({ users: 1, arguments: 2, claims: 6, dependencies: 1 });

    const second = await seed(temp.db);
    expect(second).toEqual(first);
    expect(await counts()).toEqual(afterFirst);
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
    expect(inductive?.premiseConditionals['seed-picnic-p2|seed-picnic-p1']).toBe(0.8);
    expect(calls.getArgument.response.parse({ argument: inductive })).toBeTruthy();

    const deductive = await getArgument(temp.db, null, deductiveId!);
    expect(deductive?.argumentType).toBe('DEDUCTIVE');
    expect(deductive?.premises.map((p) => p.id)).toEqual(['seed-socrates-p1', 'seed-socrates-p2']);
    expect(deductive?.conclusion.negationContent).toBe('Socrates is not mortal.');
  });
});
