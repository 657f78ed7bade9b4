import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { inferenceDialogActorsFromClient } from './inferenceDialog.actors';
import { inferenceDialogMachine } from './inferenceDialog.machine';
import type { SaveDialogSettingsInput } from './inferenceDialog.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

async function openOnRemoteWork(saved: SaveDialogSettingsInput[] = []) {
  const client = newClient();
  const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
  const machine = inferenceDialogMachine.provide({
    actors: inferenceDialogActorsFromClient(client, {
      saveSettings: (input) => {
        saved.push(input);
      },
    }),
  });
  const actor = createActor(machine, {
    input: {
      argumentId: REMOTE_WORK_ID,
      argumentType: 'INDUCTIVE',
      mode: 'fallback',
      conclusion: { id: argument.conclusion.id, content: argument.conclusion.content },
      premises: argument.premises.map(({ id, content }) => ({ id, content, probability: 0.6 })),
      externalClaims: { c901: 0.5 },
      hasFallbackSaveHandler: false,
    },
  }).start();
  return { actor, client, argument };
}

describe('inferenceDialog against the mock backend', () => {
  it('opens with the stored dependencies and fallback values', async () => {
    const { actor } = await openOnRemoteWork();
    const opened = await waitFor(actor, (s) => s.matches({ status: 'idle' }));
    expect(opened.context.settings.dependencies).toMatchObject({
      c102: ['c101'],
      c103: ['c901'],
    });
    expect(opened.context.settings.pCGivenPremises).toBe(0.85);
    expect(opened.context.settings.pCGivenNotPremises).toBe(0.25);
  });

  it('saves: dependencies to the server, then the settings to the parent', async () => {
    const saved: SaveDialogSettingsInput[] = [];
    const { actor, client } = await openOnRemoteWork(saved);
    await waitFor(actor, (s) => s.matches({ status: 'idle' }));
    actor.send({
      type: 'DEPENDENCIES_CHANGED',
      dependencies: { c102: ['c101'], c103: ['c901'], c104: ['c101'] },
      premiseConditionals: { 'c102|c101': 0.8, 'c104|c101': 0.6 },
    });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.9 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ status: 'saving' }));
    const done = await waitFor(actor, (s) => !s.matches({ status: 'saving' }));
    expect(done.matches({ status: 'success' })).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.settings.pCGivenPremises).toBe(0.9);

    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    expect(argument.dependencies.c104).toEqual(['c101']);
    expect(argument.premiseConditionals['c104|c101']).toBe(0.6);
  });

  it('saves the Bayesian sliders as conditional records and resets from them', async () => {
    const { actor, client, argument } = await openOnRemoteWork();
    await waitFor(actor, (s) => s.matches({ status: 'idle' }));
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    actor.send({
      type: 'BAYESIAN_CHANGED',
      sliders: {
        conditionalProbabilities: { c104: 0.77 },
        reverseConditionalProbabilities: { c104: 0.11 },
      },
    });
    actor.send({ type: 'BAYESIAN_SAVE_TO_DB' });
    await waitFor(actor, (s) => s.matches({ bayesianDb: 'saving' }));
    const saved = await waitFor(actor, (s) => !s.matches({ bayesianDb: 'saving' }));
    expect(saved.matches({ bayesianDb: 'success' })).toBe(true);

    const { probabilities } = await client.getConditionalProbabilitiesForClaims({
      claimIds: ['c104', '~c104'],
      consequentClaims: [argument.conclusion.id],
    });
    expect(probabilities).toContainEqual(
      expect.objectContaining({ antecedentClaims: ['c104'], conditionalProbability: 0.77 }),
    );
    expect(probabilities).toContainEqual(
      expect.objectContaining({ antecedentClaims: ['~c104'], conditionalProbability: 0.11 }),
    );
  });
});
