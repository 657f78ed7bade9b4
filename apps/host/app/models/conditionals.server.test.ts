import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { argumentWithClaims } from '../testing/claims.ts';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  batchResetConditionals,
  batchSaveConditionals,
  conditionalPatterns,
  conditionalsForClaims,
  createConditional,
  findConditionals,
  saveTruthTableProbabilities,
  updateConditional,
} from './conditionals.server.ts';
import { ConflictError, NotFoundError } from './errors.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
  bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
  // The claims the records below name: a PUBLIC argument of Alice's, so Bob may name them too.
  await argumentWithClaims(temp.db, alice, 'PUBLIC', ['c', 'p1', 'p2', 'p3']);
});
afterEach(() => temp.cleanup());

const record = calls.createConditionalProbability.response.shape.probability;

describe('conditional probability records', () => {
  it('creates, refuses a duplicate in any order, finds and updates the user’s own record', async () => {
    const created = await createConditional(temp.db, alice, {
      consequentClaims: ['c'],
      antecedentClaims: ['p1', '~p2'],
      conditionalProbability: 0.7,
    });
    expect(record.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      antecedentClaims: ['p1', '~p2'],
      consequentClaims: ['c'],
      conditionalProbability: 0.7,
    });

    await expect(
      createConditional(temp.db, alice, {
        consequentClaims: ['c'],
        antecedentClaims: ['~p2', 'p1'],
        conditionalProbability: 0.1,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
    // Bob's records are his own: the same claims are no conflict for him.
    const bobs = await createConditional(temp.db, bob, {
      consequentClaims: ['c'],
      antecedentClaims: ['p1', '~p2'],
      conditionalProbability: 0.2,
    });

    const found = await findConditionals(temp.db, alice, {
      consequent_claims: 'c',
      antecedent_claims: '~p2, p1',
    });
    expect(found).toEqual([created]);
    expect(
      await findConditionals(temp.db, alice, { consequent_claims: 'c', antecedent_claims: 'p1' }),
    ).toEqual([]);

    const updated = await updateConditional(temp.db, alice, created.id, {
      conditionalProbability: 0.4,
    });
    expect(updated).toEqual({ ...created, conditionalProbability: 0.4 });
    await expect(
      updateConditional(temp.db, alice, bobs.id, { conditionalProbability: 0.9 }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateConditional(temp.db, alice, 2 ** 40, { conditionalProbability: 0.9 }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const bobsNow = await findConditionals(temp.db, bob, {
      consequent_claims: 'c',
      antecedent_claims: 'p1,~p2',
    });
    expect(bobsNow.map((r) => r.conditionalProbability)).toEqual([0.2]);
  });

  it('lists the records touching some claims, and patterns of records with antecedents', async () => {
    const a = await createConditional(temp.db, alice, {
      consequentClaims: ['c'],
      antecedentClaims: ['~p1'],
      conditionalProbability: 0.3,
    });
    const b = await createConditional(temp.db, alice, {
      consequentClaims: ['p2'],
      antecedentClaims: ['p3'],
      conditionalProbability: 0.6,
    });
    const prior = await createConditional(temp.db, alice, {
      consequentClaims: ['c'],
      antecedentClaims: [],
      conditionalProbability: 0.5,
    });
    await createConditional(temp.db, bob, {
      consequentClaims: ['c'],
      antecedentClaims: ['p1'],
      conditionalProbability: 0.9,
    });

    expect(await conditionalsForClaims(temp.db, alice, { claimIds: ['p1'] })).toEqual([a]);
    expect(await conditionalsForClaims(temp.db, alice, { claimIds: ['~p3', 'c'] })).toEqual([
      a,
      b,
      prior,
    ]);
    expect(
      await conditionalsForClaims(temp.db, alice, {
        claimIds: ['p1', 'p3'],
        consequentClaims: ['p2'],
      }),
    ).toEqual([b]);

    expect(await conditionalPatterns(temp.db, alice)).toEqual([
      { key: 'c|~p1', value: 0.3 },
      { key: 'p2|p3', value: 0.6 },
    ]);
    expect(await conditionalPatterns(temp.db, bob)).toEqual([{ key: 'c|p1', value: 0.9 }]);
  });
});

describe('batches and truth-table values', () => {
  it('counts created, skipped and errors, and updates a changed value', async () => {
    const first = await batchSaveConditionals(temp.db, alice, {
      items: [
        { conclusionId: 'p2', antecedentExpression: 'p1', probability: 0.8, source: 'dependency' },
        {
          conclusionId: 'p3',
          antecedentExpression: 'p1 & ~p2',
          probability: 0.6,
          source: 'dependency',
          metadata: { dependencyId: 'p3|p1', priority: 1, isLocked: true },
        },
        { conclusionId: 'p3', antecedentExpression: 'p1 & ', probability: 0.6, source: 'x' },
        {
          conclusionId: 'x'.repeat(100),
          antecedentExpression: 'p1',
          probability: 0.6,
          source: 'x',
        },
        // The same claims twice in one batch: the second updates what the first created.
        { conclusionId: 'p2', antecedentExpression: 'p1', probability: 0.7, source: 'dependency' },
      ],
    });
    expect(calls.batchSaveConditionals.response.parse(first)).toEqual({
      created: 3,
      skipped: 0,
      errors: 2,
    });
    const second = await batchSaveConditionals(temp.db, alice, {
      items: [
        { conclusionId: 'p2', antecedentExpression: 'p1', probability: 0.7, source: 'dependency' },
        { conclusionId: 'p3', antecedentExpression: '~p2&p1', probability: 0.5, source: 'ai' },
      ],
    });
    expect(second).toEqual({ created: 1, skipped: 1, errors: 0 });
    const rows = await temp.db.conditionalProbability.findMany({
      where: { userId: alice },
      orderBy: { id: 'asc' },
    });
    expect(
      rows.map((r) => [r.consequentClaims, r.antecedentClaims, r.conditionalProbability, r.source]),
    ).toEqual([
      ['["p2"]', '["p1"]', 0.7, 'dependency'],
      ['["p3"]', '["p1","~p2"]', 0.5, 'ai'],
    ]);
    expect(JSON.parse(rows[1]!.metadata ?? 'null')).toEqual({
      dependencyId: 'p3|p1',
      priority: 1,
      isLocked: true,
    });

    expect(
      await batchResetConditionals(temp.db, alice, {
        dependencies: [
          { targetId: 'p2', sourceId: 'p1' },
          { targetId: 'p1', sourceId: 'p2' },
        ],
      }),
    ).toEqual([
      { dependencyId: 'p2|p1', newProbability: 0.7 },
      { dependencyId: 'p1|p2', newProbability: null },
    ]);
    // Bob has nothing stored.
    expect(
      await batchResetConditionals(temp.db, bob, {
        dependencies: [{ targetId: 'p2', sourceId: 'p1' }],
      }),
    ).toEqual([{ dependencyId: 'p2|p1', newProbability: null }]);
  });

  it('keeps a new priority or lock of an unchanged value, and reads the metadata back', async () => {
    const item = (priority: number, isLocked: boolean) => ({
      conclusionId: 'p2',
      antecedentExpression: 'p1',
      probability: 0.7,
      source: 'dependency',
      metadata: { isPremiseDependency: true, dependencyId: 'p2|p1', priority, isLocked },
    });
    await batchSaveConditionals(temp.db, alice, { items: [item(1, false)] });
    // Same value, new order and lock: counted as skipped, but the metadata is kept.
    expect(await batchSaveConditionals(temp.db, alice, { items: [item(2, true)] })).toEqual({
      created: 0,
      skipped: 1,
      errors: 0,
    });
    const listed = await conditionalsForClaims(temp.db, alice, { claimIds: ['p1', 'p2'] });
    expect(listed.map((r) => record.parse(r).metadata)).toEqual([
      { isPremiseDependency: true, dependencyId: 'p2|p1', priority: 2, isLocked: true },
    ]);
  });

  it('stores the three truth-table values and updates them on a second save', async () => {
    const save = (pC: number) =>
      saveTruthTableProbabilities(temp.db, alice, {
        conclusionId: 'c',
        premiseIds: ['p1', 'p2'],
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.1,
        pC,
      });
    await save(0.5);
    await save(0.6);
    const found = await conditionalsForClaims(temp.db, alice, { claimIds: ['c'] });
    expect(found.map((r) => [r.antecedentClaims, r.conditionalProbability])).toEqual([
      [['p1', 'p2'], 0.9],
      [['~p1', '~p2'], 0.1],
      [[], 0.6],
    ]);
    const sources = await temp.db.conditionalProbability.findMany({ select: { source: true } });
    expect(sources.every((row) => row.source === 'truth-table')).toBe(true);
  });
});

describe('claims a record names must be visible to its author', () => {
  // Bob's PRIVATE argument (claims s1, s2) and his PUBLIC one (claim b1).
  beforeEach(async () => {
    await argumentWithClaims(temp.db, bob, 'PRIVATE', ['s1', 's2']);
    await argumentWithClaims(temp.db, bob, 'PUBLIC', ['b1']);
  });
  const count = () => temp.db.conditionalProbability.count();

  it('create: another user’s private claim or a made-up id is NotFoundError and stores nothing', async () => {
    for (const [consequentClaims, antecedentClaims, missing] of [
      [['c'], ['s1'], 's1'],
      [['s2'], ['p1'], 's2'],
      [['c'], ['~s1'], 's1'],
      [['c'], ['made-up'], 'made-up'],
      [['c'], ['p1', '~nope'], 'nope'],
    ] as const) {
      const attempt = createConditional(temp.db, alice, {
        consequentClaims: [...consequentClaims],
        antecedentClaims: [...antecedentClaims],
        conditionalProbability: 0.5,
      });
      await expect(attempt).rejects.toBeInstanceOf(NotFoundError);
      await expect(attempt).rejects.toThrow(`Claim ${missing} not found`);
    }
    expect(await count()).toBe(0);
  });

  it('create: a public argument’s claim of another user, a negation and one’s own private claim are accepted', async () => {
    const external = await createConditional(temp.db, alice, {
      consequentClaims: ['c'],
      antecedentClaims: ['b1', '~p1'],
      conditionalProbability: 0.6,
    });
    expect(external.antecedentClaims).toEqual(['b1', '~p1']);
    // Bob's private claims are his to use.
    await createConditional(temp.db, bob, {
      consequentClaims: ['s1'],
      antecedentClaims: ['~s2'],
      conditionalProbability: 0.4,
    });
    expect(await count()).toBe(2);
  });

  it('truth-table values: an invisible or unknown claim is NotFoundError and stores nothing', async () => {
    const save = (conclusionId: string, premiseIds: string[]) =>
      saveTruthTableProbabilities(temp.db, alice, {
        conclusionId,
        premiseIds,
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.1,
        pC: 0.5,
      });
    await expect(save('s1', ['p1'])).rejects.toThrow('Claim s1 not found');
    await expect(save('c', ['p1', 's2'])).rejects.toThrow('Claim s2 not found');
    await expect(save('c', ['ghost'])).rejects.toBeInstanceOf(NotFoundError);
    expect(await count()).toBe(0);
    await save('c', ['b1', 'p1']);
    expect(await count()).toBe(3);
  });

  it('batch: items naming invisible or unknown claims count as errors; the others are saved', async () => {
    const item = (conclusionId: string, antecedentExpression: string) => ({
      conclusionId,
      antecedentExpression,
      probability: 0.7,
      source: 'dependency',
    });
    const answer = await batchSaveConditionals(temp.db, alice, {
      items: [
        item('p2', 'p1'),
        item('p2', 's1'),
        item('s2', 'p1'),
        item('p3', 'p1 & ~s1'),
        item('p3', 'ghost'),
        item('p3', '~b1 & p2'),
      ],
    });
    expect(answer).toEqual({ created: 2, skipped: 0, errors: 4 });
    const rows = await temp.db.conditionalProbability.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.consequentClaims, r.antecedentClaims])).toEqual([
      ['["p2"]', '["p1"]'],
      ['["p3"]', '["~b1","p2"]'],
    ]);
  });
});
