import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { ADA_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { dependencyEditorActorsFromClient } from './dependencyEditor.actors';
import { dependencyEditorMachine } from './dependencyEditor.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

async function startOnRemoteWork(client = newClient()) {
  const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
  const actor = createActor(
    dependencyEditorMachine.provide({ actors: dependencyEditorActorsFromClient(client) }),
    {
      input: {
        argumentId: REMOTE_WORK_ID,
        premises: argument.premises.map(({ id, content }) => ({ id, content })),
        externalClaims: { c901: 0.5 },
        userId: ADA_ID,
      },
    },
  ).start();
  return { actor, client };
}

describe('dependencyEditor against the mock backend', () => {
  it('loads the stored dependencies and fetches the external parent claim', async () => {
    const { actor } = await startOnRemoteWork();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.dependencies).toMatchObject({ c102: ['c101'], c103: ['c901'] });
    expect(ready.context.premiseConditionals).toMatchObject({ 'c102|c101': expect.any(Number) });
    expect(ready.context.claims.c901?.content).toEqual(expect.any(String));
    expect(ready.context.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['c102|c101', 'c103|c901']),
    );
  });

  it('adds a dependency, saves it, and the server keeps it', async () => {
    const { actor, client } = await startOnRemoteWork();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'c101' });
    actor.send({ type: 'SET_CONSEQUENT', id: 'c104' });
    actor.send({ type: 'SET_FORM_CONDITIONAL', value: 0.7 });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(actor.getSnapshot().context.dependencies.c104).toEqual(['c101']);

    actor.send({ type: 'SAVE_TO_DB' });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'saving' } }));
    const saved = await waitFor(actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(saved.context.warnings).toEqual([]);

    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    expect(argument.dependencies.c104).toEqual(['c101']);
    expect(argument.premiseConditionals['c104|c101']).toBe(0.7);
    const { probabilities } = await client.findConditionalProbabilities({
      consequent_claims: 'c104',
      antecedent_claims: 'c101',
    });
    expect(probabilities[0]?.conditionalProbability).toBe(0.7);
  });

  it('reads back the foundationalist order and locks a save kept with the records', async () => {
    const client = newClient();
    const { actor } = await startOnRemoteWork(client);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SET_RESOLUTION_MODE', mode: 'foundationalist' });
    const before = actor.getSnapshot().context.items.filter((item) => !item.isCalculated);
    expect(before.length).toBeGreaterThanOrEqual(2);
    actor.send({ type: 'REORDER', fromIndex: 1, toIndex: 0 });
    const [first, second] = actor.getSnapshot().context.items.map((item) => item.id);
    actor.send({ type: 'TOGGLE_LOCK', id: first! });
    actor.send({ type: 'SAVE_TO_DB' });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'saving' } }));
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    actor.stop();

    // A fresh editor (another page visit) finds the same order and lock.
    const { actor: again } = await startOnRemoteWork(client);
    await waitFor(again, (s) => s.matches('ready'));
    again.send({ type: 'SET_RESOLUTION_MODE', mode: 'foundationalist' });
    const items = again.getSnapshot().context.items;
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([first, second]);
    expect(items.find((item) => item.id === first)?.isLocked).toBe(true);
    expect(items.find((item) => item.id === second)?.isLocked).toBe(false);
  });

  it('removes a dependency on the server', async () => {
    const { actor, client } = await startOnRemoteWork();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'REQUEST_REMOVE', id: 'c102|c101' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    await waitFor(actor, (s) => s.matches({ ready: { list: 'removing' } }));
    await waitFor(actor, (s) => s.matches({ ready: { list: 'browsing' } }));
    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    expect(argument.dependencies.c102).toBeUndefined();
  });
});
