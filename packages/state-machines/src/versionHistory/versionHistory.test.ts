import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { versionHistoryMachine } from './versionHistory.machine';
import { versionBadge, versionLabel } from './versionHistory.messages';
import type {
  CreateVersionInput,
  CreateVersionOutput,
  ListVersionsInput,
  ListVersionsOutput,
  RevertToVersionInput,
  VersionHistoryInput,
  VersionRecord,
} from './versionHistory.types';

const version = (id: number, number: number, name = 'Ada'): VersionRecord => ({
  id,
  version_number: number,
  is_current: id === 2,
  is_canonical: false,
  change_summary: null,
  created_at: '2024-05-01T10:00:00.000Z',
  creator: { name, email: 'ada@example.com' },
  parent_version: number > 1 ? { version_number: number - 1 } : null,
});

interface Fakes {
  list?: (input: ListVersionsInput) => Promise<ListVersionsOutput>;
  create?: (input: CreateVersionInput) => Promise<CreateVersionOutput>;
  revert?: (input: RevertToVersionInput) => Promise<unknown>;
}

function start(fakes: Fakes, input: VersionHistoryInput = { argumentId: 3 }) {
  const calls = {
    list: 0,
    create: [] as CreateVersionInput[],
    revert: [] as RevertToVersionInput[],
  };
  const actor = createActor(
    versionHistoryMachine.provide({
      actors: {
        listVersions: fromPromise<ListVersionsOutput, ListVersionsInput>(
          async ({ input: body }) => {
            calls.list++;
            return (fakes.list ?? (async () => []))(body);
          },
        ),
        createVersion: fromPromise<CreateVersionOutput, CreateVersionInput>(
          async ({ input: body }) => {
            calls.create.push(body);
            return (fakes.create ?? (async () => ({})))(body);
          },
        ),
        revertToVersion: fromPromise<unknown, RevertToVersionInput>(async ({ input: body }) => {
          calls.revert.push(body);
          return (fakes.revert ?? (async () => undefined))(body);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('versionBadge', () => {
  it("reads the first item's creator and number, with defaults", () => {
    expect(versionBadge([version(2, 2, 'Ada'), version(1, 1, 'Bob')])).toEqual({
      creatorName: 'Ada',
      versionNumber: 2,
    });
    expect(versionBadge([])).toBeNull();
    expect(versionBadge([version(1, 1, '')])).toEqual({ creatorName: 'Unknown', versionNumber: 1 });
    expect(versionLabel(4)).toBe('v4');
  });
});

describe('versionHistoryMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the list and fills the header badge', async () => {
    const { actor } = start({ list: async () => [version(2, 2), version(1, 1)] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.badge).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.versions.map((v) => v.id)).toEqual([2, 1]);
    expect(actor.getSnapshot().context.badge).toEqual({ creatorName: 'Ada', versionNumber: 2 });
  });

  it('has no badge for an argument without versions (the box says No versions yet)', async () => {
    const { actor } = start({ list: async () => [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.badge).toBeNull();
  });

  it('starts from a list given as input (a page loader read it), without a request', async () => {
    const { actor, calls } = start(
      { list: async () => [version(3, 3), version(2, 2), version(1, 1)] },
      { argumentId: 3, variant: 'evaluatorHeader', versions: [version(2, 2), version(1, 1)] },
    );
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.badge).toEqual({ creatorName: 'Ada', versionNumber: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.list).toBe(0);
    // RELOAD still asks the server.
    actor.send({ type: 'RELOAD' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.list).toBe(1);
    expect(actor.getSnapshot().context.badge).toEqual({ creatorName: 'Ada', versionNumber: 3 });

    const none = start({}, { argumentId: 4, versions: [] });
    expect(none.actor.getSnapshot().value).toBe('empty');
    expect(none.actor.getSnapshot().context.badge).toBeNull();
    expect(none.calls.list).toBe(0);
  });

  it('shows the empty state and creates the first snapshot, then reloads', async () => {
    let versions: VersionRecord[] = [];
    const { actor, calls } = start({
      list: async () => versions,
      create: async () => {
        versions = [version(1, 1)];
        return { version: version(1, 1) };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'SNAPSHOT' });
    expect(actor.getSnapshot().value).toBe('snapshotting');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.create).toEqual([
      { argumentId: 3, versionNote: 'Manual snapshot before changes' },
    ]);
    expect(calls.list).toBe(2);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.versions).toHaveLength(1);
  });

  it.each([
    ['a 401', () => Promise.reject(httpError(401)), 'Please sign in to view version history'],
    ['another status', () => Promise.reject(httpError(500)), 'Failed to fetch version history'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to load version history',
    ],
    [
      'an answer that is not a list',
      () => Promise.resolve({ versions: [] } as never),
      'Failed to load version history',
    ],
  ])('shows the error for %s and reloads on demand', async (_, fail, text) => {
    let attempt = 0;
    const { actor } = start({
      list: () => (attempt++ === 0 ? fail() : Promise.resolve([version(1, 1)])),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(text);
    actor.send({ type: 'SNAPSHOT' });
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('keeps the list and shows a toast when a snapshot fails', async () => {
    const { actor, calls } = start({
      list: async () => [version(1, 1)],
      create: () => Promise.reject(httpError(500)),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SNAPSHOT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Failed to create version snapshot',
    });
    expect(calls.list).toBe(1);
  });

  it('returns to the empty state when the first snapshot fails', async () => {
    const { actor } = start({ create: () => Promise.reject(new TypeError('offline')) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SNAPSHOT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.toast?.text).toBe('Failed to create version snapshot');
  });

  it('expands and collapses details', async () => {
    const { actor } = start({ list: async () => [version(2, 2), version(1, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE_DETAILS', versionId: 1 });
    actor.send({ type: 'TOGGLE_DETAILS', versionId: 2 });
    expect(actor.getSnapshot().context.expandedVersionIds).toEqual([1, 2]);
    actor.send({ type: 'TOGGLE_DETAILS', versionId: 1 });
    expect(actor.getSnapshot().context.expandedVersionIds).toEqual([2]);
  });

  it('reverts through the callback actor, then reloads', async () => {
    const { actor, calls } = start({ list: async () => [version(2, 2), version(1, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REVERT', versionId: 1 });
    expect(actor.getSnapshot().value).toBe('reverting');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.revert).toEqual([{ argumentId: 3, versionId: 1, versionNumber: 1 }]);
    expect(calls.list).toBe(2);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('refuses to revert to a version that is not listed', async () => {
    const { actor, calls } = start({ list: async () => [version(1, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REVERT', versionId: 99 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls.revert).toHaveLength(0);
  });

  it('shows a toast when the revert fails', async () => {
    const { actor } = start({
      list: async () => [version(1, 1)],
      revert: () => Promise.reject(new Error('nope')),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REVERT', versionId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Failed to revert to this version',
    });
  });

  it('only says "coming soon" when a version is chosen to load from the evaluator header', async () => {
    const { actor, calls } = start(
      { list: async () => [version(1, 1)] },
      { argumentId: 3, variant: 'evaluatorHeader' },
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SELECT_VERSION', versionId: 1 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'info',
      text: 'Version loading coming soon!',
    });
    expect(calls.revert).toHaveLength(0);
  });

  it('ignores choosing a version in the panel', async () => {
    const { actor } = start({ list: async () => [version(1, 1)] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SELECT_VERSION', versionId: 1 });
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('reverts from the evaluator header too, and emits "reverted" so the app reloads', async () => {
    const { actor, calls } = start(
      { list: async () => [version(2, 2), version(1, 1)] },
      { argumentId: 3, variant: 'evaluatorHeader' },
    );
    const reverted: unknown[] = [];
    actor.on('reverted', (event) => reverted.push(event));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REVERT', versionId: 1 });
    expect(actor.getSnapshot().value).toBe('reverting');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.revert).toEqual([{ argumentId: 3, versionId: 1, versionNumber: 1 }]);
    expect(reverted).toEqual([{ type: 'reverted', argumentId: 3 }]);
  });

  it('fails with the network text when the app did not provide the actor', async () => {
    const actor = createActor(versionHistoryMachine, { input: { argumentId: 1 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Failed to load version history');
  });
});
