import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { deleteArgument, updateArgument } from './authoring.server.ts';
import { createConditional } from './conditionals.server.ts';
import { saveDependencies } from './dependencies.server.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from './errors.server.ts';
import { readEvaluation, saveEvaluation, saveUserArgument } from './evaluations.server.ts';
import { linkArgument } from './links.server.ts';
import { createUser } from './users.server.ts';
import { listVersions, revertVersion } from './versions.server.ts';

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

/** Alice's argument with three premises, her credences, dependencies and two records. */
async function arranged(visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const created = await createArgument(temp.db, alice, {
    title: 'Coffee',
    visibility,
    premises: [{ content: 'A' }, { content: 'B' }, { content: 'C' }],
    conclusion: { content: 'D' },
  });
  const [a, b, c] = created.premises.map((premise) => premise.id) as [string, string, string];
  const d = created.conclusion.id;
  await saveUserArgument(temp.db, alice, {
    argumentId: created.id,
    evaluationMode: 'fallback',
    inferenceStrength: 0.8,
    fallbackSupport: 0.2,
    premises: [
      { id: a, probability: 0.9 },
      { id: b, probability: 0.7 },
      { id: c, probability: 0.6 },
    ],
    conclusion: { id: d, probability: 0.5 },
  });
  await saveDependencies(temp.db, alice, created.id, {
    dependencies: { [b]: [a], [c]: [b] },
    premiseConditionals: { [`${b}|${a}`]: 0.8, [`${c}|~${b}`]: 0.3 },
    claimIds: [a, b, c],
  });
  await createConditional(temp.db, alice, {
    consequentClaims: [b],
    antecedentClaims: [a],
    conditionalProbability: 0.8,
  });
  await createConditional(temp.db, alice, {
    consequentClaims: [d],
    antecedentClaims: [a, `~${c}`],
    conditionalProbability: 0.4,
  });
  return { id: created.id, a, b, c, d };
}

const body = (premises: Array<{ id?: string; content: string }>) => ({
  title: 'Coffee, edited',
  summarizedDescription: 'Now with tea.',
  argumentType: 'INDUCTIVE' as const,
  visibility: 'PUBLIC' as const,
  premises,
  conclusion: { content: 'D, edited' },
});

describe('updateArgument', () => {
  it('keeps premises by id, carries credences over, and cleans up what named removed ones', async () => {
    const { id, a, b, c, d } = await arranged();
    const updated = await updateArgument(
      temp.db,
      alice,
      id,
      body([{ content: 'New' }, { id: b, content: 'B, edited' }, { id: a, content: 'A' }]),
    );
    const [fresh] = updated.premises.map((premise) => premise.id);
    expect(updated.premises.map((p) => [p.id, p.content])).toEqual([
      [fresh, 'New'],
      [b, 'B, edited'],
      [a, 'A'],
    ]);
    expect(updated.conclusion).toMatchObject({ id: d, content: 'D, edited' });
    expect(updated.title).toBe('Coffee, edited');
    expect(updated.evaluation?.premises).toEqual([
      { id: fresh, probability: 0.5 },
      { id: b, probability: 0.7 },
      { id: a, probability: 0.9 },
    ]);
    // c is gone: its dependency and the conditional keyed on it go; b → a stays.
    expect(updated.dependencies).toEqual({ [b]: [a] });
    expect(updated.premiseConditionals).toEqual({ [`${b}|${a}`]: 0.8 });
    const records = await temp.db.conditionalProbability.findMany({ where: { userId: alice } });
    expect(records.map((record) => record.consequentClaims)).toEqual([JSON.stringify([b])]);
    expect(await temp.db.claim.findUnique({ where: { id: c } })).toBeNull();
  });

  it('cleans each mode’s saved settings of removed premises and of what described the old argument', async () => {
    const { id, a, b, c } = await arranged();
    await saveEvaluation(temp.db, alice, id, {
      evaluationMode: 'bayesian',
      inferenceStrength: 0.8,
      fallbackSupport: 0.2,
      evaluationSettings: {
        bayesian: {
          dependencies: { [b]: [a], [c]: [b] },
          premiseConditionals: { [`${b}|${a}`]: 0.8, [`${c}|~${b}`]: 0.3 },
          bayesianNetworkData: {
            conditionalProbabilities: { [a]: 0.9, [c]: 0.7 },
            reverseConditionalProbabilities: { [a]: 0.2, [c]: 0.4 },
          },
        },
        truthTable: { truthTableData: { rowValues: { TTT: 0.9, FFF: 0.1 } } },
        fallback: { pCGivenPremises: 0.9, counterexampleData: { isValid: false } },
      },
    });
    await updateArgument(
      temp.db,
      alice,
      id,
      body([
        { id: a, content: 'A' },
        { id: b, content: 'B' },
      ]),
    );
    const { evaluationSettings } = (await readEvaluation(temp.db, alice, id))!;
    expect(evaluationSettings).toEqual({
      bayesian: {
        dependencies: { [b]: [a] },
        premiseConditionals: { [`${b}|${a}`]: 0.8 },
        bayesianNetworkData: {
          conditionalProbabilities: { [a]: 0.9 },
          reverseConditionalProbabilities: { [a]: 0.2 },
        },
      },
      // Rows were keyed by three premise positions; a counterexample was found for the old text.
      truthTable: {},
      fallback: { pCGivenPremises: 0.9 },
    });
  });

  it('first snapshots the old content as "Before edit"; reverting restores content and ids', async () => {
    const { id, a, b, c } = await arranged();
    await updateArgument(temp.db, alice, id, body([{ content: 'Only one' }]));
    const [before] = (await listVersions(temp.db, alice, id)) ?? [];
    expect(before).toMatchObject({ change_summary: 'Before edit', is_current: false });

    await revertVersion(temp.db, alice, id, before!.id);
    const restored = await getArgument(temp.db, alice, id);
    expect(restored?.premises.map((p) => [p.id, p.content])).toEqual([
      [a, 'A'],
      [b, 'B'],
      [c, 'C'],
    ]);
    expect(restored?.title).toBe('Coffee');
    expect(restored?.conclusion.content).toBe('D');
    expect(restored?.dependencies).toEqual({ [b]: [a], [c]: [b] });
    // The credences of the removed premises were dropped with them: they come back at 0.5.
    expect(restored?.evaluation?.premises).toEqual([
      { id: a, probability: 0.5 },
      { id: b, probability: 0.5 },
      { id: c, probability: 0.5 },
    ]);
  });

  it('refuses a premise id of another argument (400) and changes nothing', async () => {
    const { id } = await arranged();
    const other = await createArgument(temp.db, alice, {
      title: 'Other',
      premises: [{ content: 'X' }],
      conclusion: { content: 'Y' },
    });
    const before = await getArgument(temp.db, alice, id);
    await expect(
      updateArgument(temp.db, alice, id, body([{ id: other.premises[0]!.id, content: 'X' }])),
    ).rejects.toThrow(BadRequestError);
    expect(await getArgument(temp.db, alice, id)).toEqual(before);
    expect(await listVersions(temp.db, alice, id)).toEqual([]);
  });

  it('is owner only: 403 for a visible argument, 404 for an invisible one; nothing changes', async () => {
    const visible = await arranged('PUBLIC');
    const hidden = await arranged('PRIVATE');
    const before = await getArgument(temp.db, alice, visible.id);
    await expect(
      updateArgument(temp.db, bob, visible.id, body([{ content: 'x' }])),
    ).rejects.toThrow(ForbiddenError);
    await expect(updateArgument(temp.db, bob, hidden.id, body([{ content: 'x' }]))).rejects.toThrow(
      NotFoundError,
    );
    await expect(updateArgument(temp.db, bob, 99_999, body([{ content: 'x' }]))).rejects.toThrow(
      NotFoundError,
    );
    expect(await getArgument(temp.db, alice, visible.id)).toEqual(before);
    expect(await temp.db.version.count()).toBe(0);
  });

  it('removes other users’ links to a removed premise, and their records naming it', async () => {
    const { id, a, c } = await arranged();
    const objection = await linkArgument(temp.db, bob, {
      title: 'Against C',
      premises: [{ content: 'Not C' }],
      conclusion: { content: 'C is false' },
      linkType: 'refute',
      originalArgumentId: id,
      originalPremiseId: c,
      conclusionType: 'NEGATION',
    });
    await createConditional(temp.db, bob, {
      consequentClaims: [c],
      antecedentClaims: [a],
      conditionalProbability: 0.5,
    });
    await updateArgument(temp.db, alice, id, body([{ id: a, content: 'A' }]));
    expect(await temp.db.dialecticalRelationship.count()).toBe(0);
    expect(await temp.db.argument.findUnique({ where: { id: objection } })).not.toBeNull();
    expect(await temp.db.conditionalProbability.count({ where: { userId: bob } })).toBe(0);
  });
});

describe('deleteArgument', () => {
  it('deletes the argument, its links both ways, and every reference to its claims', async () => {
    const { id, a } = await arranged();
    const objection = await linkArgument(temp.db, bob, {
      title: 'Against A',
      premises: [{ content: 'Not A' }],
      conclusion: { content: 'A is false' },
      linkType: 'refute',
      originalArgumentId: id,
      originalPremiseId: a,
      conclusionType: 'NEGATION',
    });
    // Bob's own argument uses Alice's premise a as an external parent, and a record names it.
    const bobs = await createArgument(temp.db, bob, {
      title: 'Bob’s',
      visibility: 'PUBLIC',
      premises: [{ content: 'P' }],
      conclusion: { content: 'Q' },
    });
    const p = bobs.premises[0]!.id;
    await saveDependencies(temp.db, bob, bobs.id, {
      dependencies: { [p]: [a] },
      premiseConditionals: { [`${p}|${a}`]: 0.7, [`${p}|~${a}`]: 0.2 },
      claimIds: [p, a],
    });
    await createConditional(temp.db, bob, {
      consequentClaims: [p],
      antecedentClaims: [a],
      conditionalProbability: 0.7,
    });

    await deleteArgument(temp.db, alice, id);
    expect(await temp.db.argument.findUnique({ where: { id } })).toBeNull();
    expect(await temp.db.claim.count({ where: { argumentId: id } })).toBe(0);
    expect(await temp.db.dialecticalRelationship.count()).toBe(0);
    expect(await temp.db.argument.findUnique({ where: { id: objection } })).not.toBeNull();
    const bobsView = await getArgument(temp.db, bob, bobs.id);
    expect(bobsView?.dependencies).toEqual({});
    expect(bobsView?.premiseConditionals).toEqual({});
    expect(await temp.db.conditionalProbability.count()).toBe(0);
    expect(await temp.db.userArgumentEvaluation.count({ where: { argumentId: id } })).toBe(0);
  });

  it('is owner only: 403 / 404, and nothing is deleted', async () => {
    const visible = await arranged('PUBLIC');
    const hidden = await arranged('PRIVATE');
    await expect(deleteArgument(temp.db, bob, visible.id)).rejects.toThrow(ForbiddenError);
    await expect(deleteArgument(temp.db, bob, hidden.id)).rejects.toThrow(NotFoundError);
    expect(await temp.db.argument.count()).toBe(2);
    expect(await temp.db.conditionalProbability.count()).toBe(4);
  });
});
