import { DEFAULT_DEPENDENCY_CONDITIONAL, DependencyCycleError } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { argumentWithClaims } from '../testing/claims.ts';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { deleteDependency, findDependencyCycle, saveDependencies } from './dependencies.server.ts';
import { NotFoundError } from './errors.server.ts';
import { createUser } from './users.server.ts';

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

async function argumentOf(visibility: 'PUBLIC' | 'PRIVATE') {
  const argument = await createArgument(temp.db, alice, {
    title: `Rain (${visibility})`,
    visibility,
    premises: [{ content: 'It rains.' }, { content: 'The grass is wet.' }, { content: 'Cold.' }],
    conclusion: { content: 'Stay in.' },
  });
  const [p1, p2, p3] = argument.premises.map((premise) => premise.id) as [string, string, string];
  return { id: argument.id, p1, p2, p3 };
}

describe('findDependencyCycle', () => {
  it('finds cycles (negation ignored, self-dependency included) and accepts DAGs', () => {
    expect(findDependencyCycle({})).toBeNull();
    expect(findDependencyCycle({ a: ['b', 'ext'], b: ['c'], d: ['a', 'b'] })).toBeNull();
    expect(findDependencyCycle({ a: ['~a'] })).toEqual(['a', 'a']);
    expect(findDependencyCycle({ a: ['b'], b: ['c'], c: ['~a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findDependencyCycle({ x: ['a'], a: ['b'], b: ['a'] })).toEqual(['a', 'b', 'a']);
  });

  it('handles a long chain without overflowing the stack', () => {
    const chain = Object.fromEntries(
      Array.from({ length: 100_000 }, (_, i) => [`n${i}`, [`n${i + 1}`]]),
    );
    expect(findDependencyCycle(chain)).toBeNull();
    expect(findDependencyCycle({ ...chain, n100000: ['n0'] })).toHaveLength(100_002);
  });
});

describe('dependency settings', () => {
  it('saves the owner’s settings, drops empty entries and shows them through getArgument', async () => {
    const { id, p1, p2, p3 } = await argumentOf('PUBLIC');
    const saved = await saveDependencies(temp.db, alice, id, {
      dependencies: { [p2]: [p1], [p3]: [] },
      premiseConditionals: { [`${p2}|${p1}`]: 0.8, [`${p2}|~${p1}`]: 0.3 },
      claimIds: [p1, p2, p3],
    });
    expect(saved).toEqual({
      dependencies: { [p2]: [p1] },
      premiseConditionals: { [`${p2}|${p1}`]: 0.8, [`${p2}|~${p1}`]: 0.3 },
    });
    expect(await getArgument(temp.db, alice, id)).toMatchObject(saved);
    // Bob has no settings of his own: he sees the owner's structure with his own starting
    // values (a new dependency's default), never the owner's conditional probabilities.
    expect(await getArgument(temp.db, bob, id)).toMatchObject({
      dependencies: { [p2]: [p1] },
      premiseConditionals: { [`${p2}|${p1}`]: DEFAULT_DEPENDENCY_CONDITIONAL },
    });
  });

  it('refuses a cycle and stores nothing', async () => {
    const { id, p1, p2 } = await argumentOf('PUBLIC');
    await expect(
      saveDependencies(temp.db, alice, id, {
        dependencies: { [p1]: [p2], [p2]: [`~${p1}`] },
        premiseConditionals: {},
        claimIds: [p1, p2],
      }),
    ).rejects.toThrow(new DependencyCycleError([p1, p2, p1]).message);
    expect(await temp.db.dependencySettings.count()).toBe(0);
  });

  it('lets a reader keep their own settings without changing the owner’s', async () => {
    const { id, p1, p2, p3 } = await argumentOf('PUBLIC');
    const owners = {
      dependencies: { [p2]: [p1] },
      premiseConditionals: { [`${p2}|${p1}`]: 0.8 },
    };
    await saveDependencies(temp.db, alice, id, { ...owners, claimIds: [] });
    const bobs = {
      dependencies: { [p3]: [p1] },
      premiseConditionals: { [`${p3}|${p1}`]: 0.6 },
    };
    await saveDependencies(temp.db, bob, id, { ...bobs, claimIds: [] });
    expect(await getArgument(temp.db, alice, id)).toMatchObject(owners);
    expect(await getArgument(temp.db, bob, id)).toMatchObject(bobs);
  });

  it('answers NotFoundError for private, missing and out-of-range arguments', async () => {
    const { id, p1, p2 } = await argumentOf('PRIVATE');
    const body = { dependencies: { [p2]: [p1] }, premiseConditionals: {}, claimIds: [] };
    for (const argumentId of [id, 99_999, 2 ** 40]) {
      await expect(saveDependencies(temp.db, bob, argumentId, body)).rejects.toBeInstanceOf(
        NotFoundError,
      );
      await expect(
        deleteDependency(temp.db, bob, argumentId, { targetId: p2, sourceId: p1 }),
      ).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await temp.db.dependencySettings.count()).toBe(0);
  });

  it('deletes one dependency (either sign) with its conditionals', async () => {
    const { id, p1, p2, p3 } = await argumentOf('PUBLIC');
    await saveDependencies(temp.db, alice, id, {
      dependencies: { [p2]: [`~${p1}`], [p3]: [p1, p2] },
      premiseConditionals: {
        [`${p2}|~${p1}`]: 0.4,
        [`${p2}|${p1}`]: 0.2,
        [`${p3}|${p1} & ${p2}`]: 0.9,
        [`${p3}|${p2}`]: 0.7,
      },
      claimIds: [],
    });

    // Bob removes from what he sees (the owner's structure, his starting values); only his own
    // copy changes, and it holds none of the owner's conditionals.
    const bobs = await deleteDependency(temp.db, bob, id, { targetId: p3, sourceId: p1 });
    expect(bobs).toEqual({
      removed: true,
      dependencies: { [p2]: [`~${p1}`], [p3]: [p2] },
      premiseConditionals: {
        [`${p2}|~${p1}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
        [`${p3}|${p2}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
      },
    });
    expect(await getArgument(temp.db, alice, id)).toMatchObject({
      dependencies: { [p2]: [`~${p1}`], [p3]: [p1, p2] },
    });

    const alices = await deleteDependency(temp.db, alice, id, { targetId: p2, sourceId: p1 });
    expect(alices).toEqual({
      removed: true,
      dependencies: { [p3]: [p1, p2] },
      premiseConditionals: { [`${p3}|${p1} & ${p2}`]: 0.9, [`${p3}|${p2}`]: 0.7 },
    });
    const again = await deleteDependency(temp.db, alice, id, { targetId: p2, sourceId: p1 });
    expect(again).toEqual({
      removed: false,
      dependencies: alices.dependencies,
      premiseConditionals: alices.premiseConditionals,
    });
  });
});

describe('claims the dependency settings name must be visible to the user', () => {
  // Bob's PRIVATE argument (claim s1) and his PUBLIC one (claim b1), next to Alice's argument.
  let alicesArgument: Awaited<ReturnType<typeof argumentOf>>;
  beforeEach(async () => {
    alicesArgument = await argumentOf('PUBLIC');
    await argumentWithClaims(temp.db, bob, 'PRIVATE', ['s1']);
    await argumentWithClaims(temp.db, bob, 'PUBLIC', ['b1']);
  });

  it('refuses another user’s private claim or a made-up id anywhere in the body, storing nothing', async () => {
    const { id, p1, p2 } = alicesArgument;
    const bodies: Parameters<typeof saveDependencies>[3][] = [
      { dependencies: { [p2]: ['s1'] }, premiseConditionals: {}, claimIds: [] },
      { dependencies: { [p2]: [`~s1`] }, premiseConditionals: {}, claimIds: [] },
      { dependencies: { s1: [p1] }, premiseConditionals: {}, claimIds: [] },
      { dependencies: {}, premiseConditionals: { [`${p2}|${p1} & ~s1`]: 0.4 }, claimIds: [] },
      { dependencies: {}, premiseConditionals: { [`s1|${p1}`]: 0.4 }, claimIds: [] },
      { dependencies: {}, premiseConditionals: {}, claimIds: [p1, 's1'] },
      { dependencies: { [p2]: ['made-up'] }, premiseConditionals: {}, claimIds: [] },
    ];
    for (const body of bodies) {
      await expect(saveDependencies(temp.db, alice, id, body)).rejects.toBeInstanceOf(
        NotFoundError,
      );
    }
    await expect(saveDependencies(temp.db, alice, id, bodies[0]!)).rejects.toThrow(
      'Claim s1 not found',
    );
    expect(await temp.db.dependencySettings.count()).toBe(0);
  });

  it('accepts a public argument’s claim as external parent, negated or not', async () => {
    const { id, p1, p2, p3 } = alicesArgument;
    const settings = {
      dependencies: { [p2]: ['b1'], [p3]: ['~b1', p1] },
      premiseConditionals: { [`${p2}|b1`]: 0.8, [`${p3}|~b1 & ${p1}`]: 0.2 },
    };
    expect(
      await saveDependencies(temp.db, alice, id, { ...settings, claimIds: [p1, 'b1'] }),
    ).toEqual(settings);
  });

  it('keeps a stored parent that has become invisible, and lets the user remove it', async () => {
    const { id, p1, p2, p3 } = alicesArgument;
    const settings = {
      dependencies: { [p2]: ['b1'] },
      premiseConditionals: { [`${p2}|b1`]: 0.8 },
      claimIds: [],
    };
    await saveDependencies(temp.db, alice, id, settings);
    // Bob makes his argument private: b1 is no longer Alice's to name anew, but may stay.
    await temp.db.argument.updateMany({ where: { ownerId: bob }, data: { visibility: 'PRIVATE' } });
    await saveDependencies(temp.db, alice, id, {
      ...settings,
      dependencies: { [p2]: ['b1'], [p3]: [p1] },
    });
    await expect(
      saveDependencies(temp.db, alice, id, { ...settings, dependencies: { [p3]: ['s1'] } }),
    ).rejects.toThrow('Claim s1 not found');
    expect(await deleteDependency(temp.db, alice, id, { targetId: p2, sourceId: 'b1' })).toEqual({
      removed: true,
      dependencies: { [p3]: [p1] },
      premiseConditionals: {},
    });
    // Now that it is gone, naming it again is refused, in a save or a delete that removes nothing.
    await expect(saveDependencies(temp.db, alice, id, settings)).rejects.toThrow(
      'Claim b1 not found',
    );
    await expect(
      deleteDependency(temp.db, alice, id, { targetId: p2, sourceId: 'b1' }),
    ).rejects.toThrow('Claim b1 not found');
    await expect(
      deleteDependency(temp.db, alice, id, { targetId: 'ghost', sourceId: p1 }),
    ).rejects.toThrow('Claim ghost not found');
  });
});
