import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CredenceApiError } from './errors';
import { createCredenceClient, createMemoryStorage } from './index';
import { at, BASE_URL, catchAll, requestLog, useTestServer } from './testServer';

const server = useTestServer();

function client(options: Partial<Parameters<typeof createCredenceClient>[0]> = {}) {
  return createCredenceClient({
    baseUrl: BASE_URL,
    storage: createMemoryStorage(),
    onWarning: () => {},
    ...options,
  });
}

/** Runs `promise` expecting a rejection, and returns the error. */
async function failure(promise: Promise<unknown>): Promise<CredenceApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CredenceApiError);
  return error as CredenceApiError;
}

const settings = { detailLevel: 'basic', conviction: 0.5, constraintResolutionMode: 'coherentist' };

describe('request core: building requests', () => {
  it('joins the base URL (trailing slash ignored) and encodes path parameters', async () => {
    const log = requestLog();
    server.use(
      http.get(at('/api/shared/:token'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ error: 'gone' }, { status: 404 });
      }),
    );
    await failure(client({ baseUrl: `${BASE_URL}/` }).getSharedArgument({ shareToken: 'a b/c' }));
    expect(log.requests[0]?.path).toBe('/api/shared/a%20b%2Fc');
  });

  it('builds the query with URLSearchParams and skips undefined values', async () => {
    const log = requestLog();
    server.use(
      http.get(at('/api/user/conditional-probabilities'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ probabilities: [] });
      }),
    );
    await client().findConditionalProbabilities({
      consequent_claims: 'c,d',
      antecedent_claims: undefined,
    });
    expect(log.requests[0]?.query).toEqual({ consequent_claims: 'c,d' });
  });

  it('sends the validated JSON body with its defaults, and no body for GET', async () => {
    const log = requestLog();
    server.use(
      http.put(at('/api/arguments/:id/version'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ error: 'nope' }, { status: 500 });
      }),
      http.get(at('/api/dialectics'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ dialectics: [] });
      }),
    );
    await failure(client().createVersion({ id: 7 }));
    await client().listDialectics();
    expect(log.requests[0]).toMatchObject({
      method: 'PUT',
      body: { versionNote: 'Manual snapshot before changes' },
      contentType: 'application/json',
    });
    expect(log.requests[1]).toMatchObject({ method: 'GET', body: undefined, contentType: null });
  });

  it("uses the given fetch with credentials 'include' by default, or the configured policy", async () => {
    server.use(http.get(at('/api/dialectics'), () => HttpResponse.json({ dialectics: [] })));
    const spy = vi.fn((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
    await client({ fetch: spy }).listDialectics();
    await client({ fetch: spy, credentials: 'same-origin' }).listDialectics();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[0]?.[0]).toBe(`${BASE_URL}/api/dialectics`);
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(spy.mock.calls[1]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });
});

describe('request core: invalid input is rejected before anything is sent', () => {
  it('rejects an invalid body with a readable message', async () => {
    const log = requestLog();
    server.use(catchAll(log));
    const error = await failure(
      client().estimateDependencies({ premises: [{ id: 'p1', content: 'P' }], modelId: 'm' }),
    );
    expect(error.message).toBe(
      'Invalid request body for estimateDependencies: premises: Need at least 2 premises to assess dependencies',
    );
    expect(error).toMatchObject({ kind: 'invalid-request', status: 0, statusText: '' });
    expect(log.count).toBe(0);
  });

  it('rejects unknown fields of a strict body, invalid path parameters and invalid queries', async () => {
    const log = requestLog();
    server.use(catchAll(log));
    const c = client();
    const strict = await failure(
      c.request('updateUserSettings', { body: { theme: 'dark' } as never }),
    );
    expect(strict.message).toMatch(/^Invalid request body for updateUserSettings: /);
    expect(strict.message).toContain('theme');
    const params = await failure(c.getArgument({ id: 0 }));
    expect(params.message).toMatch(/^Invalid path parameters for getArgument: id: /);
    const query = await failure(c.getArgumentsByIds({ ids: '1;2' }));
    expect(query.message).toBe(
      'Invalid query for getArgumentsByIds: ids: ids must be a comma-separated list of argument ids',
    );
    expect(log.count).toBe(0);
  });

  it('refuses, before sending, a body over the limits or with a field the call does not take', async () => {
    const log = requestLog();
    server.use(catchAll(log));
    const c = client();
    const argument = { title: 'T', premises: [{ content: 'P' }], conclusion: { content: 'C' } };
    const long = await failure(c.createArgument({ ...argument, title: 'x'.repeat(201) }));
    expect(long.message).toBe(
      'Invalid request body for createArgument: title: must be at most 200 characters',
    );
    const extra = await failure(c.createArgument({ ...argument, ownerId: 2 } as never));
    expect(extra.message).toBe(
      'Invalid request body for createArgument: Unrecognized key: "ownerId"',
    );
    expect(extra.kind).toBe('invalid-request');
    expect(log.count).toBe(0);
  });
});

describe('request core: answers', () => {
  it('parses a valid answer with the response schema', async () => {
    server.use(http.get(at('/api/arguments'), () => HttpResponse.json({ arguments: [] })));
    await expect(client().getArgumentsByIds({ ids: '1,2' })).resolves.toEqual({ arguments: [] });
  });

  it("rejects a malformed answer with 'Invalid response from server: <zod message>'", async () => {
    server.use(
      http.get(at('/api/user/settings'), () =>
        HttpResponse.json({ settings: { ...settings, detailLevel: 'everything' } }),
      ),
      http.get(at('/api/dialectics'), () => HttpResponse.text('not json')),
    );
    const c = client();
    const error = await failure(c.request('getUserSettings'));
    expect(error.message).toMatch(
      /^Invalid response from server: settings\.detailLevel: Invalid option: expected one of/,
    );
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    const text = await failure(c.listDialectics());
    expect(text.message).toMatch(/^Invalid response from server: .*expected object/);
    expect(text.body).toBe('not json');
  });

  it("uses the answer's error field as the message of a non-OK answer", async () => {
    server.use(
      http.get(at('/api/dialectics'), () =>
        HttpResponse.json(
          { error: 'Session expired' },
          { status: 401, statusText: 'Unauthorized' },
        ),
      ),
    );
    const error = await failure(client().listDialectics());
    expect(error).toMatchObject({
      message: 'Session expired',
      kind: 'http',
      status: 401,
      statusText: 'Unauthorized',
      body: { error: 'Session expired' },
    });
  });

  it("falls back to 'HTTP {status} {statusText}', or 'HTTP {status}' without status text", async () => {
    server.use(
      http.get(at('/api/dialectics'), () =>
        HttpResponse.json({}, { status: 500, statusText: 'Internal Server Error' }),
      ),
      http.get(at('/api/models'), () => new Response(null, { status: 503, statusText: '' })),
    );
    const c = client();
    expect((await failure(c.listDialectics())).message).toBe('HTTP 500 Internal Server Error');
    const bare = await failure(c.request('listModels'));
    expect(bare.message).toBe('HTTP 503');
    expect(bare.body).toBeUndefined();
  });

  it("lets a network failure through as fetch's TypeError", async () => {
    server.use(http.get(at('/api/dialectics'), () => HttpResponse.error()));
    await expect(client().listDialectics()).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts with the caller’s signal', async () => {
    server.use(http.get(at('/api/dialectics'), () => HttpResponse.json({ dialectics: [] })));
    const controller = new AbortController();
    controller.abort();
    await expect(client().listDialectics(undefined, { signal: controller.signal })).rejects.toThrow(
      /abort/i,
    );
  });
});
