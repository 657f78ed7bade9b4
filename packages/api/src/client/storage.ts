import type { StorageLike } from './types';

/** A {@link StorageLike} kept in memory (for servers, tests, and browsers without storage). */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `globalThis.localStorage` when it exists and can be read, else a new memory storage. */
export function defaultStorage(): StorageLike {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (storage && typeof storage.getItem === 'function') return storage;
  } catch {
    // Reading localStorage throws when the browser blocks storage: use memory instead.
  }
  return createMemoryStorage();
}
