import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { NUCLEAR_ID, RAIN_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { proofLoaderActorsFromClient } from './proofLoader.actors';
import { proofLoaderMachine } from './proofLoader.machine';

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
  createActor(proofLoaderMachine.provide({ actors: proofLoaderActorsFromClient(newClient()) }), {
    input: { argumentId },
  }).start();

describe('proofLoader against the mock backend', () => {
  it('loads the saved proof of RAIN_ID', async () => {
    const actor = start(RAIN_ID);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded') || s.matches('error'));
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.proof?.lines).toHaveLength(6);
    expect(snapshot.context.proof?.subproofs.length).toBeGreaterThan(0);
    expect(snapshot.context.header).toBe('Valid Proof (6 lines)');
  });

  it('shows the 404 text for an argument without a saved proof', async () => {
    const actor = start(NUCLEAR_ID);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded') || s.matches('error'));
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error).toBe('No saved proof found for this argument');
  });

  it('shows the API error on a server error', async () => {
    scenarios.set('loadDemonstration', 'server-error');
    const actor = start(RAIN_ID);
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toBe('API error: Internal server error');
  });
});
