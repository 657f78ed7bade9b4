import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { RAIN_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { counterexampleActorsFromClient } from './counterexample.actors';
import { memoryStorage } from './counterexample.fixtures';
import { counterexampleMachine } from './counterexample.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

async function startOnRain() {
  const client = newClient();
  const { argument } = await client.getArgument({ id: RAIN_ID });
  const storage = memoryStorage(); // browser-only: local storage is the app's
  const machine = counterexampleMachine.provide({
    actors: { ...counterexampleActorsFromClient(client), ...storage.actors },
  });
  const actor = createActor(machine, {
    input: {
      argumentId: RAIN_ID,
      // The conclusion's text is left out: the machine fetches it.
      premises: argument.premises.map(({ id, content }) => ({ id, content })),
      conclusion: { id: argument.conclusion.id, content: '' },
      logicSystem: 'propositional',
    },
  }).start();
  return { actor, argument };
}

describe('counterexample against the mock backend', () => {
  it('fetches the missing claim text, regiments, then builds the truth table', async () => {
    const { actor, argument } = await startOnRain();
    await waitFor(actor, (s) => s.matches({ regimentation: 'idle' }));
    expect(actor.getSnapshot().context.originalConclusion.content).toBe(
      argument.conclusion.content,
    );

    actor.send({ type: 'REGIMENT' });
    const regimented = await waitFor(
      actor,
      (s) =>
        s.matches({ regimentation: 'idle' }) &&
        s.context.regimentedConclusion.regimentedContent !== '',
    );
    const { regimentedPremises, regimentedConclusion } = regimented.context;
    expect(regimentedPremises.map((p) => p.id)).toEqual(argument.premises.map((p) => p.id));
    expect(regimentedPremises.every((p) => p.regimentedContent.trim() !== '')).toBe(true);

    for (const premise of regimentedPremises)
      actor.send({ type: 'CONFIRM_PREMISE', id: premise.id });
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    actor.send({ type: 'PROCEED' });
    const table = await waitFor(
      actor,
      (s) =>
        s.matches({ countermodel: { propositional: 'ready' } }) ||
        s.matches({ countermodel: { propositional: 'failed' } }),
    );
    expect(table.matches({ countermodel: { propositional: 'ready' } })).toBe(true);
    const truthTable = table.context.truthTable!;
    expect(truthTable.rows).toHaveLength(2 ** truthTable.variables.length);
    expect(truthTable.rows[0]?.evaluations).toHaveLength(regimentedPremises.length + 1);
    expect(regimentedConclusion.id).toBe(argument.conclusion.id);
  });

  it('shows the regimentation error toast on a server error', async () => {
    scenarios.set('regiment', 'server-error');
    const { actor } = await startOnRain();
    await waitFor(actor, (s) => s.matches({ regimentation: 'idle' }));
    actor.send({ type: 'REGIMENT' });
    await waitFor(actor, (s) => s.matches({ regimentation: 'regimenting' }));
    const failed = await waitFor(actor, (s) => s.matches({ regimentation: 'idle' }));
    expect(failed.context.toasts.at(-1)?.kind).toBe('error');
  });
});
