import {
  DEFAULT_CONSTRAINT_RESOLUTION_MODE,
  DEFAULT_CONVICTION,
  DEFAULT_DETAIL_LEVEL,
  DURATIONS,
} from '@credence/engine';
import type { z } from 'zod';
import type { UserSettings } from '../schemas/settings';
import type { CachedUserSettingsValue } from './cachedSettings';
import { CredenceApiError, errorMessage } from './errors';
import { userSettingsWarning } from './messages';
import { loadContracts, type RequestFunction } from './request';
import type { CallInput, CallOptions, StorageLike, WarningHandler } from './types';

/** The user's settings as the client returns them. */
export type UserSettingsValue = z.output<typeof UserSettings>;

/** A user id as the cache key uses it. */
export type UserId = string | number;

/** Settings used when neither the server nor the cache has any: complete, 0.3, coherentist. */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettingsValue> = Object.freeze({
  detailLevel: DEFAULT_DETAIL_LEVEL,
  conviction: DEFAULT_CONVICTION,
  constraintResolutionMode: DEFAULT_CONSTRAINT_RESOLUTION_MODE,
});

/** The storage key of a user's cached settings: `credence:user-settings:{userId}`. */
export function userSettingsCacheKey(userId: UserId): string {
  return `credence:user-settings:${userId}`;
}

/** An entry this client wrote, with the exact text it stored. */
interface WrittenEntry {
  text: string;
  entry: CachedUserSettingsValue;
}

/**
 * Stores a user's settings with the current time; storage failures are ignored. Returns what
 * was written.
 */
export function writeCachedSettings(
  storage: StorageLike,
  userId: UserId,
  settings: UserSettingsValue,
): WrittenEntry {
  const entry: CachedUserSettingsValue = { settings, storedAt: Date.now() };
  const text = JSON.stringify(entry);
  try {
    storage.setItem(userSettingsCacheKey(userId), text);
  } catch {
    // A full or blocked storage only loses the cache.
  }
  return { text, entry };
}

/** `getUserSettings`' argument: whose settings (the cache key; not sent). */
export interface GetUserSettingsInput {
  userId: UserId;
}

/** `updateUserSettings`' argument: the user (for the cache) and the settings to change. */
export type UpdateUserSettingsInput = { userId: UserId } & CallInput<'updateUserSettings'>;

/** `rememberUserSettings`' argument: the user and their current settings. */
export interface RememberUserSettingsInput {
  userId: UserId;
  settings: UserSettingsValue;
}

/** What the settings methods need. */
export interface SettingsCacheDeps {
  request: RequestFunction;
  storage: StorageLike;
  warn: WarningHandler;
}

/**
 * Builds `getUserSettings` and `updateUserSettings` around the 24 h settings cache
 * (`DURATIONS.settingsCache`).
 */
export function createSettingsMethods({ request, storage, warn }: SettingsCacheDeps) {
  /** What this client last wrote for each user: the entry, known valid without parsing. */
  const written = new Map<string, WrittenEntry>();

  function write(userId: UserId, settings: UserSettingsValue): void {
    written.set(String(userId), writeCachedSettings(storage, userId, settings));
  }

  /**
   * The user's cache entry. While the storage still holds the text this client wrote (settings
   * remembered from the page's loader, typically), that entry is used as it is; anything else
   * (another tab's entry, an edited one) is parsed with its schema, which loads `./contracts`.
   */
  async function readCache(userId: UserId): Promise<CachedUserSettingsValue | undefined> {
    const mine = written.get(String(userId));
    if (mine) {
      try {
        if (storage.getItem(userSettingsCacheKey(userId)) === mine.text) {
          return { ...mine.entry, settings: { ...mine.entry.settings } };
        }
      } catch {
        // Unreadable storage: the schema reader below treats it as no cache.
      }
    }
    const { readCachedSettings } = await loadContracts();
    return readCachedSettings(storage, userId);
  }

  /**
   * The user's settings (GET /api/user/settings). Served from the cache without a request while
   * it is younger than 24 h; otherwise fetched and cached as `{ settings, storedAt }`. On any
   * failure it warns `Failed to fetch user settings: {status}` (or the network error's message)
   * and returns the cached settings of any age, else {@link DEFAULT_USER_SETTINGS}. Never throws;
   * a call aborted through `options.signal` returns the same without a warning.
   */
  async function getUserSettings(
    input: GetUserSettingsInput,
    options: CallOptions = {},
  ): Promise<UserSettingsValue> {
    const cached = await readCache(input.userId);
    if (cached && Date.now() - cached.storedAt < DURATIONS.settingsCache) return cached.settings;
    try {
      const { settings } = await request('getUserSettings', { signal: options.signal });
      write(input.userId, settings);
      return settings;
    } catch (error) {
      // A call its caller aborted did not fail: nobody waits for it, so nothing is reported.
      if (options.signal?.aborted) return cached?.settings ?? { ...DEFAULT_USER_SETTINGS };
      const failed =
        error instanceof CredenceApiError && error.kind === 'http'
          ? userSettingsWarning(error.status)
          : errorMessage(error);
      try {
        warn(failed);
      } catch {
        // A throwing warning handler must not make this method throw.
      }
      return cached?.settings ?? { ...DEFAULT_USER_SETTINGS };
    }
  }

  /**
   * Changes some settings (PUT /api/user/settings) and refreshes the user's cache with the
   * answer. Throws {@link CredenceApiError} on failure (the cache is then left as it was).
   */
  async function updateUserSettings(
    input: UpdateUserSettingsInput,
    options: CallOptions = {},
  ): Promise<UserSettingsValue> {
    const { userId, ...changes } = input;
    const { settings } = await request('updateUserSettings', {
      body: changes,
      signal: options.signal,
    });
    write(userId, settings);
    return settings;
  }

  /**
   * Stores settings the app already has (e.g. read by its page loader) as the user's cached
   * settings, so the next `getUserSettings` serves them without a request. A host whose
   * settings can change elsewhere (its own settings page, another device) calls it on each page
   * load, and the 24 h cache never shows stale settings.
   */
  function rememberUserSettings(input: RememberUserSettingsInput): void {
    write(input.userId, input.settings);
  }

  return { getUserSettings, updateUserSettings, rememberUserSettings };
}
