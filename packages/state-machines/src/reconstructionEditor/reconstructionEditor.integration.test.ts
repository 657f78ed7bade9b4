import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { reconstructionEditorActorsFromClient } from './reconstructionEditor.actors';
import { reconstructionEditorMachine } from './reconstructionEditor.machine';
import type { ReconstructionEditorInput } from './reconstructionEditor.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = (input: ReconstructionEditorInput) =>
  createActor(
    reconstructionEditorMachine.provide({
      actors: reconstructionEditorActorsFromClient(newClient()),
    }),
    { input },
  ).start();

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches('editing') || s.matches('empty'));

const TEXT =
  'Remote workers save two hours of commuting a day. Saved time is partly spent working. Therefore remote work raises productivity.';

describe('reconstruction editor against the mock backend', () => {
  it('extracts the argument from the source text', async () => {
    const actor = start({ sourceText: TEXT, modelId: null });
    const snapshot = await settled(actor);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.conclusion.content).toBe('Remote work raises productivity.');
    expect(snapshot.context.premises.map((p) => p.content)).toEqual([
      'Remote workers save two hours of commuting a day.',
      'Saved time is partly spent working.',
    ]);
    expect(snapshot.context.title).toBe('Remote work raises productivity');
  });

  it('keeps locked premises and the locked conclusion on Retry Reconstruction', async () => {
    const actor = start({
      sourceText: 'Cats sleep a lot because they hunt at night. So cats are nocturnal.',
      argument: {
        title: 'Old',
        description: '',
        premises: [
          { id: 'premise-1', content: 'Unlocked old premise.' },
          { id: 'premise-2', content: 'My locked premise.', locked: true },
        ],
        conclusion: { id: 'conclusion', content: 'My locked conclusion.', locked: true },
      },
      modelId: 'gpt-4o',
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await waitFor(actor, (s) => s.matches('loading'));
    const snapshot = await settled(actor);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.premises.map((p) => [p.content, p.locked])).toEqual([
      ['Cats sleep a lot.', false],
      ['My locked premise.', true],
      ['They hunt at night.', false],
    ]);
    expect(snapshot.context.premises[1]?.id).toBe('premise-2');
    expect(snapshot.context.conclusion).toMatchObject({
      content: 'My locked conclusion.',
      locked: true,
    });
  });

  it('shows the empty state when nothing could be extracted', async () => {
    const actor = start({ sourceText: '  ...  ', modelId: null });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ empty: 'nothingFound' });
  });

  it('shows the failure of the call', async () => {
    scenarios.set('reconstructArgument', 'server-error');
    const actor = start({ sourceText: TEXT, modelId: null });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ empty: 'notTried' });
    expect(snapshot.context.reconstructionError).toEqual(expect.any(String));
  });

  it('Assess Argument assesses the edited argument through the client', async () => {
    const actor = start({ sourceText: TEXT, modelId: null });
    await settled(actor);
    actor.send({ type: 'ASSESS' });
    const assessment = actor.getSnapshot().children.assessment;
    if (!assessment) throw new Error('the editor has no assessment child');
    const done = await waitFor(assessment, (s) => s.matches({ open: 'loaded' }));
    expect(done.context.assessment?.overall.score).toEqual(expect.any(Number));
    expect(done.context.argument?.conclusion.content).toBe('Remote work raises productivity.');
  });

  it('an enthymeme: its formulas and spans, invalid once deductive, valid with the missing premise, saved', async () => {
    const text = 'Socrates is a man. So Socrates is mortal.';
    const actor = start({ sourceText: text, modelId: null });
    let snapshot = await settled(actor);
    expect(snapshot.context.premises[0]).toMatchObject({ formula: 'F(a)', sourceSpans: [[0, 17]] });
    expect(snapshot.context).toMatchObject({
      logicSystem: 'predicate',
      atoms: { a: 'Socrates', F: 'man', G: 'mortal' },
      attempts: 1,
    });
    actor.send({ type: 'SET_TYPE', argumentType: 'DEDUCTIVE' });
    expect(actor.getSnapshot().context.receipt?.valid.status).toBe('invalid');
    actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'generalisation' });
    expect(actor.getSnapshot().context.receipt?.valid).toEqual({ status: 'valid' });
    const before = store.data.arguments.length;
    actor.send({ type: 'SAVE' });
    snapshot = await waitFor(
      actor,
      (s) => s.matches({ editing: 'ready' }) && !s.context.contentChanged,
    );
    expect(snapshot.context.saveError).toBeNull();
    expect(store.data.arguments.length).toBe(before + 1);
  });
});
