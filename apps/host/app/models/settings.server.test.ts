import { calls } from '@credence/api';
import {
  DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  DEFAULT_CONVICTION,
  DEFAULT_DETAIL_LEVEL,
} from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { getUserSettings, updateUserSettings } from './settings.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
  bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
});
afterEach(() => temp.cleanup());

describe('settings', () => {
  it('answers the engine defaults for a user who saved none', async () => {
    expect(await getUserSettings(temp.db, alice)).toEqual({
      detailLevel: DEFAULT_DETAIL_LEVEL,
      conviction: DEFAULT_CONVICTION,
      constraintResolutionMode: DEFAULT_CONSTRAINT_RESOLUTION_MODE,
      networkView: false,
    });
    expect(await temp.db.userSettings.count()).toBe(0);
  });

  it('remembers the network switch per user, apart from the other settings', async () => {
    await updateUserSettings(temp.db, alice, { conviction: 0.6 });
    expect((await getUserSettings(temp.db, alice)).networkView).toBe(false);
    const on = await updateUserSettings(temp.db, alice, { networkView: true });
    expect(on).toMatchObject({ networkView: true, conviction: 0.6 });
    // Changing another setting keeps the switch; the switch alone changes nothing else.
    expect(await updateUserSettings(temp.db, alice, { detailLevel: 'basic' })).toMatchObject({
      networkView: true,
      detailLevel: 'basic',
      conviction: 0.6,
    });
    expect((await getUserSettings(temp.db, bob)).networkView).toBe(false);
    expect((await updateUserSettings(temp.db, alice, { networkView: false })).networkView).toBe(
      false,
    );
  });

  it('updates some settings, keeps the others, and only for that user', async () => {
    const updated = await updateUserSettings(temp.db, alice, { conviction: 0.6 });
    expect(updated).toMatchObject({ conviction: 0.6, detailLevel: DEFAULT_DETAIL_LEVEL });
    expect(updated.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await updateUserSettings(temp.db, alice, { detailLevel: 'basic' });
    expect(again).toMatchObject({ conviction: 0.6, detailLevel: 'basic' });
    expect(calls.getUserSettings.response.parse({ settings: again })).toBeTruthy();
    expect((await getUserSettings(temp.db, bob)).conviction).toBe(DEFAULT_CONVICTION);
  });

  it('rejects unknown fields and bad values', async () => {
    await expect(updateUserSettings(temp.db, alice, { conviction: 2 })).rejects.toThrow();
    await expect(
      updateUserSettings(temp.db, alice, { colour: 'red' } as unknown as { conviction: number }),
    ).rejects.toThrow();
    expect(await temp.db.userSettings.count()).toBe(0);
  });
});
