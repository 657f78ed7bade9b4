import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { aiAssessActorsFromClient } from './aiAssess.actors';
import { aiAssessMachine } from './aiAssess.machine';
import type { AiAssessInput } from './aiAssess.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const argument: AiAssessInput = {
  tabId: 'BAYESIAN',
  premises: [
    { id: 'c101', content: 'Remote work saves commuting time.' },
    { id: 'c102', content: 'Workers use saved time productively.' },
  ],
  conclusion: { id: 'c100', content: 'Remote work raises productivity.' },
};

const start = (input: AiAssessInput) =>
  createActor(aiAssessMachine.provide({ actors: aiAssessActorsFromClient(newClient()) }), {
    input,
  }).start();

describe('aiAssess against the mock backend', () => {
  it('estimates the Bayesian sliders for every premise', async () => {
    const actor = start(argument);
    actor.send({ type: 'ASSESS' });
    const done = await waitFor(actor, (s) => s.matches('success') || s.matches('error'));
    expect(done.value).toBe('success');
    const estimate = done.context.estimate;
    expect(estimate?.tabId).toBe('BAYESIAN');
    if (estimate?.tabId === 'BAYESIAN') {
      expect(Object.keys(estimate.bayesianNetworkData.conditionalProbabilities).sort()).toEqual([
        'c101',
        'c102',
      ]);
    }
  });

  it('estimates truth-table rows', async () => {
    const actor = start({ ...argument, tabId: 'TRUTH_TABLE' });
    actor.send({ type: 'ASSESS' });
    const done = await waitFor(actor, (s) => s.matches('success') || s.matches('error'));
    expect(done.value).toBe('success');
    expect(done.context.estimate?.tabId).toBe('TRUTH_TABLE');
  });

  it('shows an error message on a server error', async () => {
    scenarios.set('estimateSettings', 'server-error');
    const actor = start(argument);
    actor.send({ type: 'ASSESS' });
    const done = await waitFor(actor, (s) => s.matches('error'));
    expect(done.context.message?.kind).toBe('error');
  });
});
