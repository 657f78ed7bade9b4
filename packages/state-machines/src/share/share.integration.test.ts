import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { COMPILERS_ID, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shareActorsFromClient } from './share.actors';
import { shareMachine } from './share.machine';
import type { ShareClipboardInput } from './share.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const origin = 'https://credence.example';

function start(argumentId: number, copied: string[] = []) {
  const machine = shareMachine.provide({
    actors: {
      ...shareActorsFromClient(newClient()),
      // Browser-only: the app provides the clipboard.
      writeClipboard: fromPromise<unknown, ShareClipboardInput>(async ({ input }) => {
        copied.push(input.text);
      }),
    },
  });
  return createActor(machine, {
    input: { argumentId, title: 'Remote work', origin, visibility: 'PUBLIC' },
  }).start();
}

describe('share against the mock backend', () => {
  it('makes the share link from the stored token and copies it', async () => {
    const copied: string[] = [];
    const actor = start(REMOTE_WORK_ID, copied);
    actor.send({ type: 'COPY_LINK' });
    const snapshot = await waitFor(
      actor,
      (s) => s.context.shareUrl !== null && s.matches({ link: 'idle' }),
    );
    expect(snapshot.context.shareUrl).toBe(`${origin}/argument/shared/share-remote-work`);
    expect(copied).toEqual([`${origin}/argument/shared/share-remote-work`]);
  });

  it('changes the visibility and the server keeps it', async () => {
    const actor = start(RAIN_ID);
    actor.send({ type: 'SET_VISIBILITY', visibility: 'FRIENDS_ONLY' });
    await waitFor(actor, (s) => s.matches({ visibility: 'updating' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ visibility: 'idle' }));
    expect(snapshot.context.visibility).toBe('FRIENDS_ONLY');
    const { argument } = await newClient().getArgument({ id: RAIN_ID });
    expect(argument.visibility).toBe('FRIENDS_ONLY');
  });

  it('keeps the visibility when the server refuses (403 on an argument Ada does not own)', async () => {
    store.signIn(2); // Grace sees Ada's PUBLIC argument but does not own it
    const actor = start(REMOTE_WORK_ID);
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PRIVATE' });
    await waitFor(actor, (s) => s.matches({ visibility: 'updating' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ visibility: 'idle' }));
    expect(snapshot.context.visibility).toBe('PUBLIC');
    expect(snapshot.context.toast?.kind).toBe('error');
  });

  it('generates the SVG card', async () => {
    const actor = start(REMOTE_WORK_ID);
    actor.send({ type: 'GENERATE_IMAGE' });
    const snapshot = await waitFor(actor, (s) => s.context.imageUrl !== null);
    expect(snapshot.context.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('shows the server error of a share link it may not make', async () => {
    const actor = start(COMPILERS_ID);
    actor.send({ type: 'COPY_LINK' });
    await waitFor(actor, (s) => s.matches({ link: 'fetchingLink' }));
    const snapshot = await waitFor(actor, (s) => s.matches({ link: 'idle' }));
    expect(snapshot.context.shareUrl).toBeNull();
    expect(snapshot.context.toast?.kind).toBe('error');
  });
});
