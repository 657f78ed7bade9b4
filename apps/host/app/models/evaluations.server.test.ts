import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument, getArgument } from './arguments.server.ts';
import { NotFoundError } from './errors.server.ts';
import { getEvaluation, saveEvaluation, saveUserArgument } from './evaluations.server.ts';
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

const body = {
  title: 'Coffee',
  premises: [{ content: 'Coffee keeps me awake.' }],
  conclusion: { content: 'I should drink coffee.' },
};

describe('evaluations', () => {
  it('saves, merges settings by mode, and reads back the user’s own evaluation', async () => {
    const argument = await createArgument(temp.db, alice, body);
    expect(await getEvaluation(temp.db, alice, argument.id)).toBeNull();

    await saveEvaluation(temp.db, alice, argument.id, {
      evaluationMode: 'bayesian',
      inferenceStrength: 0.8,
      fallbackSupport: 0.3,
      evaluationSettings: { bayesian: { priorProbability: 0.5 } },
    });
    const second = await saveEvaluation(temp.db, alice, argument.id, {
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: { fallback: { pCGivenPremises: 0.9 } },
    });
    expect(second).toEqual({
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: {
        bayesian: { priorProbability: 0.5 },
        fallback: { pCGivenPremises: 0.9 },
      },
      premises: [],
      conclusion: null,
    });
    expect(await temp.db.userArgumentEvaluation.count()).toBe(1);

    const premiseId = argument.premises[0]!.id;
    const withClaims = await saveUserArgument(temp.db, alice, {
      argumentId: argument.id,
      evaluationMode: 'fallback',
      inferenceStrength: 0.85,
      fallbackSupport: 0.1,
      premises: [{ id: premiseId, probability: 0.7 }],
      conclusion: { id: argument.conclusion.id, probability: 0.65 },
    });
    expect(withClaims.premises).toEqual([{ id: premiseId, probability: 0.7 }]);
    expect(withClaims.conclusion).toEqual({ id: argument.conclusion.id, probability: 0.65 });
    expect(withClaims.evaluationSettings).toHaveProperty('bayesian');

    const read = await getArgument(temp.db, alice, argument.id);
    expect(read?.evaluation).toEqual(withClaims);
    expect(calls.getArgument.response.parse({ argument: read }).argument.evaluation).toEqual(
      withClaims,
    );
    expect(calls.getUserArgument.response.parse(withClaims)).toBeTruthy();
  });

  it('keeps evaluations private to their author', async () => {
    const pub = await createArgument(temp.db, alice, { ...body, visibility: 'PUBLIC' });
    await saveEvaluation(temp.db, alice, pub.id, {
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: {},
    });
    // Bob can read the public argument but not Alice's evaluation of it.
    expect(await getEvaluation(temp.db, bob, pub.id)).toBeNull();
    expect((await getArgument(temp.db, bob, pub.id))?.evaluation).toBeNull();
    // Bob's own evaluation of the public argument is separate.
    await saveEvaluation(temp.db, bob, pub.id, {
      evaluationMode: 'bayesian',
      inferenceStrength: 0.4,
      fallbackSupport: 0.4,
      evaluationSettings: {},
    });
    expect((await getEvaluation(temp.db, alice, pub.id))?.inferenceStrength).toBe(0.9);
    expect((await getEvaluation(temp.db, bob, pub.id))?.inferenceStrength).toBe(0.4);
  });

  it('refuses to evaluate an argument the user cannot see, and stores nothing', async () => {
    const priv = await createArgument(temp.db, alice, body);
    await expect(
      saveEvaluation(temp.db, bob, priv.id, {
        evaluationMode: 'fallback',
        inferenceStrength: 0.5,
        fallbackSupport: 0.5,
        evaluationSettings: {},
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      saveUserArgument(temp.db, bob, {
        argumentId: priv.id,
        evaluationMode: 'fallback',
        inferenceStrength: 0.5,
        fallbackSupport: 0.5,
        premises: [],
        conclusion: { id: priv.conclusion.id, probability: 0.5 },
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await getEvaluation(temp.db, bob, priv.id)).toBeNull();
    expect(await temp.db.userArgumentEvaluation.count()).toBe(0);
  });

  it('keeps every mode when saves of different modes race (no lost update)', async () => {
    const argument = await createArgument(temp.db, alice, body);
    const modes = ['bayesian', 'fallback', 'truthTable', 'direct', 'm5', 'm6', 'm7', 'm8'];
    for (const round of [1, 2]) {
      const saved = await Promise.all(
        modes.map((mode, index) =>
          saveEvaluation(temp.db, alice, argument.id, {
            evaluationMode: 'fallback',
            inferenceStrength: index / 10,
            fallbackSupport: 0.5,
            evaluationSettings: { [mode]: { round, index } },
          }),
        ),
      );
      expect(saved).toHaveLength(modes.length);
      const stored = await getEvaluation(temp.db, alice, argument.id);
      expect(stored?.evaluationSettings).toEqual(
        Object.fromEntries(modes.map((mode, index) => [mode, { round, index }])),
      );
    }
    expect(await temp.db.userArgumentEvaluation.count()).toBe(1);
  });

  it('rejects out-of-range values with the shared schema', async () => {
    const argument = await createArgument(temp.db, alice, body);
    await expect(
      saveEvaluation(temp.db, alice, argument.id, {
        evaluationMode: 'fallback',
        inferenceStrength: 1.5,
        fallbackSupport: 0.2,
        evaluationSettings: {},
      }),
    ).rejects.toThrow(/at most 1/);
    expect(await temp.db.userArgumentEvaluation.count()).toBe(0);
  });
});
