import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { userSettingsMachine } from './userSettings.machine';
import { readyUserSettingsSnapshot, selectUserSettingsStatus } from './userSettings.selectors';
import type { UpdateUserSettingsInput, UserSettings } from './userSettings.types';

const known: UserSettings = {
  detailLevel: 'basic',
  conviction: 0.6,
  constraintResolutionMode: 'foundationalist',
};

describe('userSettings selectors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts ready with known settings, without loading, and walks saving → saved → idle', async () => {
    const load = vi.fn(async () => ({ settings: known }));
    let fail = false;
    const machine = userSettingsMachine.provide({
      actors: {
        loadUserSettings: fromPromise(load),
        updateUserSettings: fromPromise<{ settings: UserSettings }, UpdateUserSettingsInput>(
          async ({ input }) => {
            if (fail) throw new Error('Failed to update user settings: 500');
            return { settings: { ...known, ...input } };
          },
        ),
      },
    });
    const actor = createActor(machine, {
      snapshot: readyUserSettingsSnapshot(machine, known),
    }).start();
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.settings).toEqual(known);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();

    actor.send({ type: 'UPDATE', changes: { conviction: 0.8 } });
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('saved');
    expect(actor.getSnapshot().context.settings.conviction).toBe(0.8);
    await vi.advanceTimersByTimeAsync(2000);
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('idle');

    fail = true;
    actor.send({ type: 'UPDATE', changes: { detailLevel: 'complete' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.settings.detailLevel).toBe('basic');
  });

  it('says loading while the first load runs', () => {
    const actor = createActor(userSettingsMachine).start();
    expect(selectUserSettingsStatus(actor.getSnapshot())).toBe('loading');
    actor.stop();
  });
});
