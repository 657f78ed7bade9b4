import { DURATIONS } from '@credence/engine';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CredenceApiError,
  createCredenceClient,
  createMemoryStorage,
  DEFAULT_USER_SETTINGS,
  type StorageLike,
  userSettingsCacheKey,
} from './index';
import { at, BASE_URL, requestLog, useTestServer } from './testServer';

const server = useTestServer();
const SETTINGS = at('/api/user/settings');
const START = new Date('2024-03-01T12:00:00Z').getTime();
const first = {
  detailLevel: 'basic',
  conviction: 0.4,
  constraintResolutionMode: 'foundationalist',
};
const second = {
  detailLevel: 'detailed',
  conviction: 0.6,
  constraintResolutionMode: 'coherentist',
};

function setup(storage: StorageLike = createMemoryStorage()) {
  const onWarning = vi.fn<(message: string) => void>();
  const client = createCredenceClient({ baseUrl: BASE_URL, storage, onWarning });
  return { client, storage, onWarning };
}

/** Serves each GET with the next of `answers` (the last one repeats) and counts requests. */
function serveSettings(...answers: (() => Response)[]) {
  let requests = 0;
  server.use(
    http.get(SETTINGS, () => {
      requests += 1;
      const answer = answers[Math.min(requests, answers.length) - 1];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return () => requests;
}

const ok = (settings: object) => () => HttpResponse.json({ settings });
const status500 = () => HttpResponse.json({ error: 'boom' }, { status: 500 });

function seed(storage: StorageLike, userId: number, settings: object, storedAt: number) {
  storage.setItem(userSettingsCacheKey(userId), JSON.stringify({ settings, storedAt }));
}

// The files share one process (vitest.config.ts): no fake clock or stubbed global outlives a test.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getUserSettings: the 24 h cache', () => {
  it('stores { settings, storedAt } under credence:user-settings:{userId}', async () => {
    vi.useFakeTimers({ now: START });
    serveSettings(ok(first));
    const { client, storage } = setup();
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(first);
    expect(JSON.parse(storage.getItem('credence:user-settings:42') ?? 'null')).toEqual({
      settings: first,
      storedAt: START,
    });
  });

  it('serves the cache without a request while younger than 24 h, and refetches at 24 h', async () => {
    vi.useFakeTimers({ now: START });
    const requests = serveSettings(ok(first), ok(second));
    const { client, storage } = setup();
    await client.getUserSettings({ userId: 42 });
    vi.setSystemTime(START + DURATIONS.settingsCache - 1);
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(first);
    expect(requests()).toBe(1);
    vi.setSystemTime(START + DURATIONS.settingsCache);
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(second);
    expect(requests()).toBe(2);
    expect(JSON.parse(storage.getItem('credence:user-settings:42') ?? 'null')).toEqual({
      settings: second,
      storedAt: START + DURATIONS.settingsCache,
    });
  });

  it('keeps one cache per user', async () => {
    vi.useFakeTimers({ now: START });
    const requests = serveSettings(ok(first), ok(second));
    const { client } = setup();
    await client.getUserSettings({ userId: 1 });
    await expect(client.getUserSettings({ userId: 2 })).resolves.toEqual(second);
    expect(requests()).toBe(2);
  });

  it('ignores and removes an unreadable cache entry', async () => {
    const requests = serveSettings(ok(first));
    const { client, storage } = setup();
    storage.setItem(userSettingsCacheKey(42), '{"settings":{"detailLevel":"huge"},"storedAt":1}');
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(first);
    expect(requests()).toBe(1);
  });
});

describe('getUserSettings: failures never throw', () => {
  it('warns "Failed to fetch user settings: {status}" and serves a stale cache of any age', async () => {
    vi.useFakeTimers({ now: START });
    const requests = serveSettings(status500);
    const { client, storage, onWarning } = setup();
    seed(storage, 42, first, START - 30 * DURATIONS.settingsCache);
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(first);
    expect(requests()).toBe(1);
    expect(onWarning).toHaveBeenCalledWith('Failed to fetch user settings: 500');
  });

  it('falls back to the defaults without a cache', async () => {
    serveSettings(() => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }));
    const { client, onWarning } = setup();
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual({
      detailLevel: 'complete',
      conviction: 0.3,
      constraintResolutionMode: 'coherentist',
    });
    expect(onWarning).toHaveBeenCalledWith('Failed to fetch user settings: 401');
    expect(DEFAULT_USER_SETTINGS).toEqual({
      detailLevel: 'complete',
      conviction: 0.3,
      constraintResolutionMode: 'coherentist',
    });
  });

  it("warns with the network error's message", async () => {
    const onWarning = vi.fn();
    const client = createCredenceClient({
      baseUrl: BASE_URL,
      storage: createMemoryStorage(),
      onWarning,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(DEFAULT_USER_SETTINGS);
    expect(onWarning).toHaveBeenCalledWith('fetch failed');
  });

  it('does not warn about a call its caller aborted', async () => {
    const { client, onWarning } = setup();
    serveSettings(ok(first));
    const controller = new AbortController();
    const settings = client.getUserSettings({ userId: 42 }, { signal: controller.signal });
    controller.abort();
    await expect(settings).resolves.toEqual(DEFAULT_USER_SETTINGS);
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('falls back on a malformed answer too', async () => {
    serveSettings(() => HttpResponse.json({ settings: { conviction: 2 } }));
    const { client, onWarning } = setup();
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(DEFAULT_USER_SETTINGS);
    expect(onWarning.mock.calls[0]?.[0]).toMatch(/^Invalid response from server: /);
  });
});

describe('rememberUserSettings', () => {
  it('replaces a fresh cache with the settings the app read, served without a request', async () => {
    vi.useFakeTimers({ now: START });
    const requests = serveSettings(ok(first));
    const { client } = setup();
    await client.getUserSettings({ userId: 42 });
    // Changed elsewhere (the host's settings page); the page loader hands the new ones over.
    client.rememberUserSettings({ userId: 42, settings: second as typeof DEFAULT_USER_SETTINGS });
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(second);
    expect(requests()).toBe(1);
  });

  it('serves what another tab stored since, not what it remembered', async () => {
    vi.useFakeTimers({ now: START });
    const requests = serveSettings(ok(first));
    const { client, storage } = setup();
    client.rememberUserSettings({ userId: 42, settings: first as typeof DEFAULT_USER_SETTINGS });
    // Another tab (sharing the storage) saved newer settings.
    storage.setItem(
      userSettingsCacheKey(42),
      JSON.stringify({ settings: second, storedAt: START + 1_000 }),
    );
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(second);
    // And an entry edited into nonsense is refused and removed, not served.
    storage.setItem(userSettingsCacheKey(42), JSON.stringify({ settings: { conviction: 7 } }));
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(first);
    expect(storage.getItem(userSettingsCacheKey(42))).not.toContain('"conviction":7');
    expect(requests()).toBe(1);
  });
});

describe('updateUserSettings', () => {
  it('sends only the settings and refreshes the cache with the answer', async () => {
    vi.useFakeTimers({ now: START });
    const log = requestLog();
    const requests = serveSettings(ok(first));
    server.use(
      http.put(SETTINGS, async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ settings: second });
      }),
    );
    const { client, storage } = setup();
    await client.getUserSettings({ userId: 42 });
    vi.setSystemTime(START + 1000);
    await expect(
      client.updateUserSettings({ userId: 42, detailLevel: 'detailed', conviction: 0.6 }),
    ).resolves.toEqual(second);
    expect(log.requests[0]?.body).toEqual({ detailLevel: 'detailed', conviction: 0.6 });
    await expect(client.getUserSettings({ userId: 42 })).resolves.toEqual(second);
    expect(requests()).toBe(1);
    expect(JSON.parse(storage.getItem(userSettingsCacheKey(42)) ?? 'null')).toEqual({
      settings: second,
      storedAt: START + 1000,
    });
  });

  it('throws on failure and leaves the cache as it was', async () => {
    server.use(http.put(SETTINGS, () => HttpResponse.json({ error: 'Nope' }, { status: 400 })));
    const { client, storage } = setup();
    seed(storage, 42, first, 5);
    const error = await client
      .updateUserSettings({ userId: 42, conviction: 0.9 })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CredenceApiError);
    expect(error).toMatchObject({ message: 'Nope', kind: 'http', status: 400 });
    expect(JSON.parse(storage.getItem(userSettingsCacheKey(42)) ?? 'null')).toEqual({
      settings: first,
      storedAt: 5,
    });
  });
});

describe('default storage', () => {
  it('uses globalThis.localStorage when it exists', async () => {
    const localStorage = createMemoryStorage();
    vi.stubGlobal('localStorage', localStorage);
    serveSettings(ok(first));
    const client = createCredenceClient({ baseUrl: BASE_URL, onWarning: () => {} });
    await client.getUserSettings({ userId: 7 });
    expect(localStorage.getItem('credence:user-settings:7')).toContain('"basic"');
  });

  it('keeps the cache in memory otherwise', async () => {
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined();
    const requests = serveSettings(ok(first));
    const client = createCredenceClient({ baseUrl: BASE_URL, onWarning: () => {} });
    await client.getUserSettings({ userId: 7 });
    await expect(client.getUserSettings({ userId: 7 })).resolves.toEqual(first);
    expect(requests()).toBe(1);
  });
});
