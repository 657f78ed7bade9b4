import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { linkedArgumentActorsFromClient } from './linkedArgument.actors';
import { linkedArgumentMachine } from './linkedArgument.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const premise = { id: 'c102', content: 'Remote workers report higher satisfaction.' };

const start = () =>
  createActor(
    linkedArgumentMachine.provide({ actors: linkedArgumentActorsFromClient(newClient()) }),
    { input: { mode: 'refute', originalArgumentId: REMOTE_WORK_ID, premise } },
  ).start();

describe('linkedArgument against the mock backend', () => {
  it('generates premises, saves the objection and links it to the premise', async () => {
    const actor = start();
    actor.send({ type: 'GENERATE' });
    const generated = await waitFor(
      actor,
      (s) => s.matches({ open: { generation: 'idle' } }) && s.context.draft !== null,
    );
    expect(generated.context.draft?.premises.length).toBeGreaterThan(0);

    actor.send({ type: 'SAVE' });
    const saved = await waitFor(
      actor,
      (s) => s.context.savedArgumentId !== null || s.matches({ open: { save: 'error' } }),
    );
    const newId = saved.context.savedArgumentId;
    expect(newId).toEqual(expect.any(Number));

    const client = newClient();
    const { dialecticalRelationships } = await client.getDialecticalSource({ argumentId: newId! });
    expect(dialecticalRelationships).toContainEqual({
      sourceArgumentId: newId,
      targetArgumentId: REMOTE_WORK_ID,
    });
    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    const target = argument.premises.find((p) => p.id === 'c102');
    expect(target?.objectionStatus?.dialecticalRelationships).toContainEqual({
      sourceArgumentId: newId,
      targetArgumentId: REMOTE_WORK_ID,
      linkType: 'refute',
    });
  });

  it('saves a manual objection and shows the server error when the save fails', async () => {
    scenarios.set('linkArgument', 'server-error');
    const actor = start();
    actor.send({ type: 'START_MANUAL' });
    actor.send({ type: 'UPDATE_PREMISE', index: 0, content: 'Isolation lowers satisfaction.' });
    actor.send({ type: 'SAVE' });
    const failed = await waitFor(actor, (s) => s.matches({ open: { save: 'error' } }));
    expect(failed.context.savedArgumentId).toBeNull();
    expect(failed.context.toast?.text).toBe('Internal server error');
  });
});
