import { createCredenceClient, createMemoryStorage } from '@credence/api';
import {
  ADA_ID,
  NUCLEAR_ID,
  NUCLEAR_OBJECTION_ID,
  NUCLEAR_SUPPORT_ID,
  REMOTE_WORK_ID,
} from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { evaluatorActorsFromClient } from './evaluator.actors';
import { evaluatorMachine } from './evaluator.machine';
import {
  selectDialecticManager,
  selectEvaluationState,
  selectOverriddenPremiseIds,
  selectSubconclusionArgumentIds,
} from './evaluator.selectors';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = (argumentId: number) =>
  createActor(
    evaluatorMachine.provide({
      actors: evaluatorActorsFromClient(newClient(), { userId: ADA_ID }),
    }),
    { input: { argumentId } },
  ).start();

describe('evaluator against the mock backend', () => {
  it("loads REMOTE_WORK_ID with its premises, dependencies and Ada's saved evaluation", async () => {
    const actor = start(REMOTE_WORK_ID);
    const snapshot = await waitFor(
      actor,
      (s) => !s.matches({ screen: 'loading' }) && !s.matches({ screen: 'starting' }),
    );
    expect(snapshot.matches({ screen: 'ready' })).toBe(true);
    const { argument } = snapshot.context;
    expect(argument?.premises.map((p) => p.id)).toEqual(['c101', 'c102', 'c103', 'c104']);
    expect(argument?.conclusion?.id).toBe('c100');
    expect(argument?.dependencies).toMatchObject({ c102: ['c101'], c103: ['c901'] });
    expect(snapshot.context.evaluationMode).toBe('fallback');
    expect(snapshot.context.userSettings.constraintResolutionMode).toBe('coherentist');
  });

  it('saves a changed premise and reads it back from the server', async () => {
    const actor = start(REMOTE_WORK_ID);
    await waitFor(actor, (s) => s.matches({ screen: 'ready' }));
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'c104', value: 0.65 });
    expect(actor.getSnapshot().context.premiseConfidences.c104).toBe(0.65);
    actor.send({ type: 'SAVE_EVALUATION' });
    const saved = await waitFor(actor, (s) => !selectEvaluationState(s).isSaving);
    expect(selectEvaluationState(saved).isSavedRemotely).toBe(true);

    const client = newClient();
    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    expect(argument.evaluation?.evaluationMode).toBe(saved.context.evaluationMode);
    expect(argument.evaluation?.premises).toContainEqual({ id: 'c104', probability: 0.65 });
    const userArgument = await client.getUserArgument({ argumentId: REMOTE_WORK_ID });
    expect(userArgument.premises).toContainEqual({ id: 'c104', probability: 0.65 });
  });

  it('a lock and a dependency saved with Save Evaluation are there when the argument is opened again', async () => {
    const actor = start(REMOTE_WORK_ID);
    const ready = await waitFor(actor, (s) => s.matches({ screen: 'ready' }));
    const { dependencies, premiseConditionals } = ready.context.evaluationSettings.fallback ?? {};
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'c103' });
    actor.send({
      type: 'UPDATE_DEPENDENCIES',
      dependencies: { ...dependencies, c104: ['c101'] },
      premiseConditionals: { ...premiseConditionals, 'c104|c101': 0.8, 'c104|~c101': 0.4 },
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    const saved = await waitFor(actor, (s) => !selectEvaluationState(s).isSaving);
    expect(selectEvaluationState(saved).isSavedRemotely).toBe(true);
    actor.stop();

    const again = await waitFor(start(REMOTE_WORK_ID), (s) => s.matches({ screen: 'ready' }));
    expect(again.context.lockedPremiseIds).toEqual(['c103']);
    expect(again.context.argument?.dependencies).toMatchObject({ c104: ['c101'] });
    expect(again.context.evaluationSettings.fallback?.premiseConditionals).toMatchObject({
      'c104|c101': 0.8,
    });
  });

  it('shows the load error for an argument Ada may not see', async () => {
    const actor = start(7);
    const snapshot = await waitFor(
      actor,
      (s) => !s.matches({ screen: 'loading' }) && !s.matches({ screen: 'starting' }),
    );
    expect(snapshot.matches({ screen: 'ready' })).toBe(false);
    expect(snapshot.context.argument).toBeNull();
  });

  it('reports a failed save and stays unsaved', async () => {
    scenarios.set('saveEvaluation', 'server-error');
    const actor = start(REMOTE_WORK_ID);
    await waitFor(actor, (s) => s.matches({ screen: 'ready' }));
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'c104', value: 0.4 });
    actor.send({ type: 'SAVE_EVALUATION' });
    const failed = await waitFor(actor, (s) => !selectEvaluationState(s).isSaving);
    expect(selectEvaluationState(failed).isSavedRemotely).toBe(false);
    expect(failed.context.toast?.kind).toBe('error');
  });
});

describe('Dialectic Manager against the mock backend', () => {
  const loaded = (argumentId: number) =>
    waitFor(start(argumentId), (s) => s.matches({ screen: 'ready' }));

  it('shows for an argument whose premises carry objections and support, with the linked ids', async () => {
    const manager = selectDialecticManager(await loaded(NUCLEAR_ID));
    expect(manager.visible).toBe(true);
    const href = manager.visible ? manager.href : '';
    expect(
      href.startsWith(`/explore?mode=dialectic&argumentId=${NUCLEAR_ID}&linkedArguments=`),
    ).toBe(true);
    const linked = new URL(href, 'http://x').searchParams
      .get('linkedArguments')!
      .split(',')
      .map(Number);
    expect(linked).toEqual(expect.arrayContaining([NUCLEAR_OBJECTION_ID, NUCLEAR_SUPPORT_ID]));
  });

  it('overrides exactly the premises an objection or a supporting argument aims at', async () => {
    const snapshot = await loaded(NUCLEAR_ID);
    const premises = snapshot.context.argument?.premises ?? [];
    const aimedAt = premises
      .filter((premise) => (premise.objectionStatus?.dialecticalRelationships ?? []).length > 0)
      .map((premise) => premise.id);
    expect(aimedAt.length).toBeGreaterThan(0);
    expect(aimedAt.length).toBeLessThan(premises.length);
    expect(selectOverriddenPremiseIds(snapshot)).toEqual(aimedAt);
    // Locks are the user's own and override nothing.
    expect(snapshot.context.lockedPremiseIds).toEqual([]);
  });

  it('finds the supporting argument of a sub-conclusion, and no objection as one', async () => {
    const snapshot = await loaded(NUCLEAR_ID);
    // c301 is concluded by the supporting argument; c302 is only objected to.
    expect(selectSubconclusionArgumentIds(snapshot, 'c301')).toEqual([NUCLEAR_SUPPORT_ID]);
    expect(selectSubconclusionArgumentIds(snapshot, 'c302')).toEqual([]);
  });

  it('shows for an argument that is only the source of a relationship', async () => {
    // The objection's own premises may carry links too; what matters is that its source link counts.
    const snapshot = await loaded(NUCLEAR_OBJECTION_ID);
    expect(snapshot.context.argument?.sourceRelationships?.length).toBeGreaterThan(0);
    expect(selectDialecticManager(snapshot).visible).toBe(true);
  });

  it('still evaluates when the relationships cannot be read, without the source links', async () => {
    const linkedIds = (snapshot: Awaited<ReturnType<typeof loaded>>) => {
      const manager = selectDialecticManager(snapshot);
      const href = manager.visible ? manager.href : '/explore';
      const ids = new URL(href, 'http://x').searchParams.get('linkedArguments');
      return ids ? ids.split(',').map(Number) : [];
    };
    // The objection is the source of a link to NUCLEAR_ID; its premises carry other links.
    expect(linkedIds(await loaded(NUCLEAR_OBJECTION_ID))).toContain(NUCLEAR_ID);

    scenarios.set('getDialecticalSource', 'server-error');
    const snapshot = await loaded(NUCLEAR_OBJECTION_ID);
    expect(snapshot.context.argument?.premises.length).toBeGreaterThan(0);
    expect(snapshot.context.argument?.sourceRelationships).toEqual([]);
    expect(linkedIds(snapshot)).not.toContain(NUCLEAR_ID);
  });

  it('stays hidden for an argument with no dialectical relationships', async () => {
    expect(selectDialecticManager(await loaded(REMOTE_WORK_ID))).toEqual({ visible: false });
  });
});
