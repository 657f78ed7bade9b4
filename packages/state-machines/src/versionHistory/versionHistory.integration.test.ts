import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { versionHistoryActorsFromClient } from './versionHistory.actors';
import { versionHistoryMachine } from './versionHistory.machine';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = () =>
  createActor(
    versionHistoryMachine.provide({ actors: versionHistoryActorsFromClient(newClient()) }),
    { input: { argumentId: REMOTE_WORK_ID } },
  ).start();

describe('versionHistory against the mock backend', () => {
  it('lists the three versions, newest first', async () => {
    const actor = start();
    const snapshot = await waitFor(actor, (s) => !s.matches('loading'));
    expect(snapshot.value).toBe('list');
    expect(snapshot.context.versions.map((v) => v.version_number)).toEqual([3, 2, 1]);
    expect(snapshot.context.badge).toEqual({ creatorName: 'Ada Lovelace', versionNumber: 3 });
  });

  it('takes a snapshot and reloads the list with the new current version', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'SNAPSHOT' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('list') && s.context.versions.length === 4,
    );
    const [newest] = snapshot.context.versions;
    expect(newest).toMatchObject({
      version_number: 4,
      is_current: true,
      change_summary: 'Manual snapshot before changes',
    });
    const readBack = await newClient().listVersions({ id: REMOTE_WORK_ID });
    expect(readBack[0]?.version_number).toBe(4);
  });

  it('reverts to a version as a new current version', async () => {
    const actor = start();
    const listed = await waitFor(actor, (s) => s.matches('list'));
    const oldest = listed.context.versions.at(-1)!;
    actor.send({ type: 'REVERT', versionId: oldest.id });
    await waitFor(actor, (s) => s.matches('reverting'));
    await waitFor(actor, (s) => !s.matches('reverting'));
    const readBack = await newClient().listVersions({ id: REMOTE_WORK_ID });
    expect(readBack[0]).toMatchObject({ is_current: true, parent_version: { version_number: 1 } });
  });

  it('asks to sign in when signed out', async () => {
    store.signOut();
    const actor = start();
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.error).toBe('Please sign in to view version history');
  });
});
