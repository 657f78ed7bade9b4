import * as z from 'zod';
import { UserSettings } from '../schemas/settings';
import { type UserId, userSettingsCacheKey } from './settingsCache';
import type { StorageLike } from './types';

/** What the cache stores: the settings and when (`Date.now()`) they were fetched. */
export const CachedUserSettings = z.object({ settings: UserSettings, storedAt: z.number() });

/** A cache entry. */
export type CachedUserSettingsValue = z.output<typeof CachedUserSettings>;

/** The cached entry of a user, if there is a readable one (an unreadable one is removed). */
export function readCachedSettings(
  storage: StorageLike,
  userId: UserId,
): CachedUserSettingsValue | undefined {
  const key = userSettingsCacheKey(userId);
  try {
    const text = storage.getItem(key);
    if (text === null) return undefined;
    const entry = CachedUserSettings.safeParse(JSON.parse(text));
    if (entry.success) return entry.data;
    storage.removeItem(key);
  } catch {
    // Unreadable storage or JSON: treat as no cache.
  }
  return undefined;
}
