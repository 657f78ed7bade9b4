import { DURATIONS } from '@credence/engine';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CredenceApiError } from './errors';
import { createCredenceClient, createMemoryStorage } from './index';
import { at, BASE_URL, catchAll, requestLog, useTestServer } from './testServer';

const server = useTestServer();
const CLAIMS = at('/api/objects/claims/batch');
const claims = [{ id: 'p1', content: 'It rains.' }];

function client() {
  return createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage() });
}

/** Settles a promise into a value for later inspection (no unhandled rejection meanwhile). */
function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

// The files share one process (vitest.config.ts): no fake clock or stubbed global outlives a test.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getClaims: ids', () => {
  it('keeps ids of 99 characters and drops ids of 100 or more before sending', async () => {
    const log = requestLog();
    server.use(
      http.post(CLAIMS, async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ claims });
      }),
    );
    const id99 = 'a'.repeat(99);
    const result = await client().getClaims({
      claimIds: [id99, 'b'.repeat(100), 'p1', 'c'.repeat(150)],
    });
    expect(log.requests[0]?.body).toEqual({ claimIds: [id99, 'p1'] });
    expect(result).toEqual(claims);
  });

  it('returns [] without a request when no id is left', async () => {
    const log = requestLog();
    server.use(catchAll(log));
    await expect(client().getClaims({ claimIds: ['x'.repeat(100)] })).resolves.toEqual([]);
    await expect(client().getClaims({ claimIds: [] })).resolves.toEqual([]);
    expect(log.count).toBe(0);
  });
});

describe('getClaims: failures', () => {
  it("throws exactly 'API call failed: {status} {statusText}' and does not retry", async () => {
    let attempts = 0;
    server.use(
      http.post(CLAIMS, () => {
        attempts += 1;
        return HttpResponse.json(
          { error: 'ignored' },
          { status: 503, statusText: 'Service Unavailable' },
        );
      }),
    );
    const error = await client()
      .getClaims({ claimIds: ['p1'] })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('API call failed: 503 Service Unavailable');
    expect(attempts).toBe(1);
  });

  it('times out after 10 s and retries twice, each after a 2 s wait, then throws', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    server.use(
      http.post(CLAIMS, async () => {
        attempts += 1;
        await delay('infinite');
        return HttpResponse.json({ claims });
      }),
    );
    const result = settle(client().getClaims({ claimIds: ['p1'] }));
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchTimeout - 1);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1); // first attempt times out
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchRetryDelay - 1);
    expect(attempts).toBe(1); // no retry before the 2 s wait
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchTimeout);
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchRetryDelay - 1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchTimeout);
    const outcome = await result;
    expect('error' in outcome && outcome.error).toBeInstanceOf(CredenceApiError);
    expect(outcome).toMatchObject({ error: { kind: 'timeout' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);
  });

  it('succeeds when a retry after a time-out gets an answer', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    server.use(
      http.post(CLAIMS, async () => {
        attempts += 1;
        if (attempts === 1) await delay('infinite');
        return HttpResponse.json({ claims });
      }),
    );
    const result = settle(client().getClaims({ claimIds: ['p1'] }));
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchTimeout + DURATIONS.claimFetchRetryDelay);
    expect(await result).toEqual({ value: claims });
    expect(attempts).toBe(2);
  });

  it('makes 3 attempts on network errors, waiting 1 s then 2 s, then throws the TypeError', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    server.use(
      http.post(CLAIMS, () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const result = settle(client().getClaims({ claimIds: ['p1'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(DURATIONS.claimFetchBackoffStart - 1);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * DURATIONS.claimFetchBackoffStart - 1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(3);
    const outcome = await result;
    expect('error' in outcome && outcome.error).toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);
  });

  it('succeeds when the third attempt after network errors gets an answer', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    server.use(
      http.post(CLAIMS, () => {
        attempts += 1;
        return attempts < 3 ? HttpResponse.error() : HttpResponse.json({ claims });
      }),
    );
    const result = settle(client().getClaims({ claimIds: ['p1'] }));
    await vi.advanceTimersByTimeAsync(3 * DURATIONS.claimFetchBackoffStart);
    expect(await result).toEqual({ value: claims });
    expect(attempts).toBe(3);
  });

  it('stops waiting between retries when the caller aborts', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    server.use(
      http.post(CLAIMS, () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const controller = new AbortController();
    const result = settle(client().getClaims({ claimIds: ['p1'] }, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const outcome = await result;
    expect(outcome).toHaveProperty('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(1);
  });
});
