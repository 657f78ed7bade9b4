import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { userSettingsMachine } from './userSettings.machine';
import type {
  UpdateUserSettingsInput,
  UserSettings,
  UserSettingsChanges,
} from './userSettings.types';

const stored: UserSettings = {
  detailLevel: 'basic',
  conviction: 0.6,
  constraintResolutionMode: 'foundationalist',
  lastUpdated: '2025-01-01T00:00:00.000Z',
};

const defaults = {
  detailLevel: 'complete',
  conviction: 0.3,
  constraintResolutionMode: 'coherentist',
};

function start(options: {
  load?: () => Promise<{ settings: UserSettings }>;
  update?: (changes: UpdateUserSettingsInput) => Promise<{ settings: UserSettings }>;
}) {
  const sent: UpdateUserSettingsInput[] = [];
  const actor = createActor(
    userSettingsMachine.provide({
      actors: {
        loadUserSettings: fromPromise(options.load ?? (async () => ({ settings: stored }))),
        updateUserSettings: fromPromise<{ settings: UserSettings }, UpdateUserSettingsInput>(
          async ({ input }) => {
            sent.push(input);
            return (options.update ?? (async (c) => ({ settings: { ...stored, ...c } })))(input);
          },
        ),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('userSettingsMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the settings from the server', async () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.settings).toEqual(defaults);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      settings: stored,
      source: 'server',
      warning: null,
    });
  });

  it('falls back to the defaults with a warning when the load fails', async () => {
    const { actor } = start({
      load: async () => {
        throw new Error('Failed to fetch user settings: 500');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      settings: defaults,
      source: 'defaults',
      warning: 'Failed to fetch user settings: 500',
    });
    actor.send({ type: 'DISMISS_WARNING' });
    expect(actor.getSnapshot().context.warning).toBeNull();
  });

  it('saves a change, shows success for exactly 2 s, then returns to idle', async () => {
    const { actor, sent } = start({});
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'UPDATE', changes: { conviction: 0.45 } });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ conviction: 0.45 }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'success' });
    expect(actor.getSnapshot().context.settings.conviction).toBe(0.45);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toEqual({ ready: 'success' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('keeps the old settings and shows the error for exactly 3 s when the save fails', async () => {
    const { actor } = start({
      update: async () => {
        throw new Error('Error saving settings');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'UPDATE', changes: { detailLevel: 'detailed' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' });
    expect(actor.getSnapshot().context.error).toBe('Error saving settings');
    expect(actor.getSnapshot().context.settings).toEqual(stored);
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().value).toEqual({ ready: 'error' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a successful save after a failed load replaces the defaults and clears the warning', async () => {
    const { actor } = start({
      load: async () => {
        throw new Error('offline');
      },
      update: async (changes) => ({ settings: { ...stored, ...changes } }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'UPDATE', changes: { constraintResolutionMode: 'coherentist' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ source: 'server', warning: null });
    expect(actor.getSnapshot().context.settings.constraintResolutionMode).toBe('coherentist');
  });

  it('refuses invalid changes', async () => {
    const { actor, sent } = start({});
    await vi.advanceTimersByTimeAsync(0);
    const invalid: UserSettingsChanges[] = [
      {},
      { conviction: 1.01 },
      { conviction: -0.01 },
      { conviction: Number.NaN },
      { detailLevel: 'everything' as never },
      { constraintResolutionMode: 'sceptic' as never },
    ];
    for (const changes of invalid) {
      actor.send({ type: 'UPDATE', changes });
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    }
    actor.send({ type: 'UPDATE', changes: { conviction: 0 } });
    actor.send({ type: 'UPDATE', changes: { conviction: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ conviction: 0 }]);
  });

  it('ignores an update while one is saving, and accepts one during success or error', async () => {
    let release: () => void = () => {};
    const { actor, sent } = start({
      update: (changes) =>
        new Promise((resolve) => {
          release = () => resolve({ settings: { ...stored, ...changes } });
        }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'UPDATE', changes: { conviction: 0.4 } });
    actor.send({ type: 'UPDATE', changes: { conviction: 0.5 } });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ conviction: 0.4 }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'success' });
    actor.send({ type: 'UPDATE', changes: { conviction: 0.5 } });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
  });

  it('reloads on request', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls++;
        return { settings: { ...stored, conviction: calls / 10 } };
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.settings.conviction).toBe(0.2);
  });

  it('fails loudly when the app did not provide the actors', async () => {
    const actor = createActor(userSettingsMachine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.warning).toBe(
      'The "loadUserSettings" actor was not provided: use machine.provide({ actors })',
    );
  });
});
