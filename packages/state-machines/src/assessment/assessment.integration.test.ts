import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { NUCLEAR_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { assessmentActorsFromClient } from './assessment.actors';
import { assessmentMachine } from './assessment.machine';
import type { EditorArgument } from './assessment.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const argument: EditorArgument = {
  title: 'Nuclear power',
  description: 'Should we build more reactors?',
  type: 'INDUCTIVE',
  premises: [{ content: 'Nuclear power emits little CO2.' }, { content: 'It is reliable.' }],
  conclusion: { content: 'We should build more nuclear plants.' },
};

const start = () =>
  createActor(
    assessmentMachine.provide({ actors: assessmentActorsFromClient(newClient()) }),
  ).start();

describe('assessment against the mock backend', () => {
  it('loads the dialectical context and the assessment of an argument in a dialectic', async () => {
    const actor = start();
    actor.send({ type: 'OPEN', argument, argumentId: NUCLEAR_ID });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ open: 'loaded' }) || s.matches({ open: 'failed' }),
    );
    expect(snapshot.value).toEqual({ open: 'loaded' });
    expect(snapshot.context.mode).toBe('dialectical');
    expect(snapshot.context.dialecticalContext).toMatchObject({ argumentId: NUCLEAR_ID });
    expect(snapshot.context.assessment?.clarity.score).toBeGreaterThanOrEqual(0);
    expect(snapshot.context.assessment?.overall.summary).toEqual(expect.any(String));
  });

  it('assesses an argument in no dialectic on its own', async () => {
    const actor = start();
    actor.send({ type: 'OPEN', argument, argumentId: REMOTE_WORK_ID });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches({ open: 'loaded' }) || s.matches({ open: 'failed' }),
    );
    expect(snapshot.value).toEqual({ open: 'loaded' });
    expect(snapshot.context.mode).toBe('single');
  });

  it('fails with the server error, then retries', async () => {
    scenarios.set('assessArgument', 'server-error');
    const actor = start();
    actor.send({ type: 'OPEN', argument, argumentId: null });
    const failed = await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(failed.context.error).toEqual(expect.any(String));
    scenarios.clear();
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ open: 'loaded' }));
  });
});
