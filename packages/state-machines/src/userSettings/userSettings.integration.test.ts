import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { userSettingsActorsFromClient } from './userSettings.actors';
import { userSettingsMachine } from './userSettings.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = (userId?: number) =>
  createActor(
    userSettingsMachine.provide({
      actors: userSettingsActorsFromClient(newClient(), userId === undefined ? {} : { userId }),
    }),
  ).start();

describe('userSettings against the mock backend', () => {
  it("loads Ada's settings and saves a change", async () => {
    const actor = start(ADA_ID);
    const loaded = await waitFor(actor, (s) => s.matches('ready'));
    expect(loaded.context).toMatchObject({
      source: 'server',
      settings: { constraintResolutionMode: 'coherentist', conviction: 0.3 },
    });
    actor.send({ type: 'UPDATE', changes: { conviction: 0.6 } });
    await waitFor(actor, (s) => s.matches({ ready: 'saving' }));
    const saved = await waitFor(actor, (s) => !s.matches({ ready: 'saving' }));
    expect(saved.context.settings.conviction).toBe(0.6);
    const readBack = await newClient().request('getUserSettings', {});
    expect(readBack.settings.conviction).toBe(0.6);
  });

  it('shows the defaults when the uncached load fails', async () => {
    scenarios.set('getUserSettings', 'server-error');
    const actor = start();
    const loaded = await waitFor(actor, (s) => s.matches('ready'));
    expect(loaded.context.source).toBe('defaults');
    expect(loaded.context.warning).toEqual(expect.any(String));
  });
});
