import { BUILT_IN_MODELS, createCredenceClient, createMemoryStorage } from '@credence/api';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { modelPickerActorsFromClient } from './modelPicker.actors';
import { modelPickerMachine } from './modelPicker.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = (showAll = false) =>
  createActor(modelPickerMachine.provide({ actors: modelPickerActorsFromClient(newClient()) }), {
    input: { showAll },
  }).start();

describe('modelPicker against the mock backend', () => {
  it('loads the six selectable models', async () => {
    const actor = start();
    const snapshot = await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(snapshot.context.usingFallback).toBe(false);
    expect(snapshot.context.models.map((m) => m.id)).toEqual([
      'gpt-4o-mini',
      'gpt-4o',
      'claude-3-haiku-20240307',
      'claude-3-5-sonnet-20241022',
      'o3-mini',
      'o1-mini',
    ]);
  });

  it('reloads every model when Show all models is checked', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'SET_SHOW_ALL', showAll: true });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ list: 'ready' }) && s.context.models.length === 8,
    );
    expect(snapshot.context.models.map((m) => m.id)).toContain('claude-3-opus-20240229');
  });

  it("falls back to BUILT_IN_MODELS on 'server-error'", async () => {
    scenarios.set('listModels', 'server-error');
    const actor = start();
    const snapshot = await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(snapshot.context.usingFallback).toBe(true);
    expect(snapshot.context.models).toEqual(BUILT_IN_MODELS);
  });
});
