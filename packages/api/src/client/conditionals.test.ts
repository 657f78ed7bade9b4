import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CredenceApiError, createCredenceClient, createMemoryStorage } from './index';
import { at, BASE_URL, catchAll, requestLog, useTestServer } from './testServer';

const server = useTestServer();
const COLLECTION = at('/api/user/conditional-probabilities');
const record = (id: number, conditionalProbability: number) => ({
  id,
  consequentClaims: ['c1', 'c2'],
  antecedentClaims: ['p1', 'p2'],
  conditionalProbability,
  createdAt: '2024-01-01T00:00:00.000Z',
});
const input = {
  consequentClaims: ['c1', 'c2'],
  antecedentClaims: ['p1', 'p2'],
  conditionalProbability: 0.65,
};

function setup() {
  const onWarning = vi.fn<(message: string) => void>();
  const client = createCredenceClient({
    baseUrl: BASE_URL,
    storage: createMemoryStorage(),
    onWarning,
  });
  return { client, onWarning };
}

/** Serves the create, find and update calls, recording each request. */
function serveConditionals(create: () => Response, found = [record(5, 0.4), record(9, 0.1)]) {
  const log = requestLog();
  server.use(
    http.post(COLLECTION, async ({ request }) => {
      await log.record(request);
      return create();
    }),
    http.get(COLLECTION, async ({ request }) => {
      await log.record(request);
      return HttpResponse.json({ probabilities: found });
    }),
    http.put(at('/api/user/conditional-probabilities/:id'), async ({ request, params }) => {
      const seen = await log.record(request);
      const { conditionalProbability } = seen.body as { conditionalProbability: number };
      return HttpResponse.json({ probability: record(Number(params.id), conditionalProbability) });
    }),
  );
  return log;
}

describe('saveConditionalProbability', () => {
  it('creates the record with one POST when none exists', async () => {
    const log = serveConditionals(() =>
      HttpResponse.json({ probability: record(3, 0.65) }, { status: 201 }),
    );
    await expect(setup().client.saveConditionalProbability(input)).resolves.toEqual(
      record(3, 0.65),
    );
    expect(log.requests).toEqual([expect.objectContaining({ method: 'POST', body: input })]);
  });

  it('on 409 finds the record by its claims (ids joined by commas) and updates it by id', async () => {
    const log = serveConditionals(() => HttpResponse.json({ error: 'exists' }, { status: 409 }));
    await expect(setup().client.saveConditionalProbability(input)).resolves.toEqual(
      record(5, 0.65),
    );
    expect(
      log.requests.map(({ method, path, query, body }) => ({ method, path, query, body })),
    ).toEqual([
      { method: 'POST', path: '/api/user/conditional-probabilities', query: {}, body: input },
      {
        method: 'GET',
        path: '/api/user/conditional-probabilities',
        query: { consequent_claims: 'c1,c2', antecedent_claims: 'p1,p2' },
        body: undefined,
      },
      {
        method: 'PUT',
        path: '/api/user/conditional-probabilities/5',
        query: {},
        body: { conditionalProbability: 0.65 },
      },
    ]);
  });

  it('sends an empty antecedent_claims for a record without antecedents', async () => {
    const log = serveConditionals(() => HttpResponse.json({ error: 'exists' }, { status: 409 }));
    await setup().client.saveConditionalProbability({ ...input, antecedentClaims: [] });
    expect(log.requests[1]?.query).toEqual({ consequent_claims: 'c1,c2', antecedent_claims: '' });
  });

  it('throws other failures without looking the record up', async () => {
    const log = serveConditionals(() => HttpResponse.json({ error: 'Broken' }, { status: 500 }));
    await expect(setup().client.saveConditionalProbability(input)).rejects.toThrow('Broken');
    expect(log.count).toBe(1);
  });

  it('throws a 404 error when the 409 is followed by no matching record', async () => {
    const log = serveConditionals(
      () => HttpResponse.json({ error: 'exists' }, { status: 409 }),
      [],
    );
    const error = await setup()
      .client.saveConditionalProbability(input)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CredenceApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(log.count).toBe(2);
  });

  it('keeps the plain one-call methods', async () => {
    const log = serveConditionals(() => HttpResponse.json({ error: 'exists' }, { status: 409 }));
    const { client } = setup();
    await expect(client.createConditionalProbability(input)).rejects.toMatchObject({ status: 409 });
    expect(log.count).toBe(1);
  });
});

describe('getConditionalPatterns', () => {
  const PATTERNS = at('/api/user/conditional-patterns');
  const conditionals = [{ key: 'p2|p1', value: 0.8 }];

  it('returns the conditionals for the user', async () => {
    const log = requestLog();
    server.use(
      http.post(PATTERNS, async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ conditionals });
      }),
    );
    await expect(setup().client.getConditionalPatterns({ userId: 42 })).resolves.toEqual(
      conditionals,
    );
    expect(log.requests[0]?.body).toEqual({ userId: 42 });
  });

  it('returns [] without a request when there is no user', async () => {
    const log = requestLog();
    server.use(catchAll(log));
    const { client } = setup();
    await expect(client.getConditionalPatterns()).resolves.toEqual([]);
    await expect(client.getConditionalPatterns({ userId: null })).resolves.toEqual([]);
    await expect(client.getConditionalPatterns({ userId: '' })).resolves.toEqual([]);
    expect(log.count).toBe(0);
  });

  it('returns [] on a failed answer or a network error, with a warning', async () => {
    let answer = () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
    server.use(http.post(PATTERNS, () => answer()));
    const { client, onWarning } = setup();
    await expect(client.getConditionalPatterns({ userId: 42 })).resolves.toEqual([]);
    answer = () => HttpResponse.error();
    await expect(client.getConditionalPatterns({ userId: 42 })).resolves.toEqual([]);
    expect(onWarning).toHaveBeenCalledTimes(2);
    expect(onWarning.mock.calls[0]?.[0]).toBe('Failed to fetch conditional patterns: Forbidden');
  });

  it('returns [] without a warning for a call its caller aborted', async () => {
    server.use(http.post(PATTERNS, () => HttpResponse.json({ conditionals })));
    const { client, onWarning } = setup();
    const controller = new AbortController();
    const patterns = client.getConditionalPatterns({ userId: 42 }, { signal: controller.signal });
    controller.abort();
    await expect(patterns).resolves.toEqual([]);
    expect(onWarning).not.toHaveBeenCalled();
  });
});
