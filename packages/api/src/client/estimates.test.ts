import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCredenceClient, createMemoryStorage, readEstimate } from './index';
import { at, BASE_URL, requestLog, useTestServer } from './testServer';

const server = useTestServer();
const client = () =>
  createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage(), onWarning: () => {} });

const estimateInput = {
  currentTabId: 'BAYESIAN' as const,
  premises: [{ id: 'p1', content: 'P' }],
  conclusion: { id: 'c', content: 'C' },
  modelId: 'gpt-4o-mini',
};
const bayes = (forward: number) => ({
  conditionalProbabilities: { p1: forward },
  reverseConditionalProbabilities: { p1: 0.2 },
});

describe('estimateSettings', () => {
  it("throws the answer's error field on a non-OK answer", async () => {
    server.use(
      http.post(at('/api/ai/estimate-settings'), () =>
        HttpResponse.json(
          { error: 'Model overloaded' },
          { status: 502, statusText: 'Bad Gateway' },
        ),
      ),
    );
    await expect(client().estimateSettings(estimateInput)).rejects.toThrow(/^Model overloaded$/);
  });

  it("falls back to exactly 'HTTP {status}' (no status text)", async () => {
    server.use(
      http.post(at('/api/ai/estimate-settings'), () =>
        HttpResponse.json({}, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const error = await client()
      .estimateSettings(estimateInput)
      .catch((reason: unknown) => reason);
    expect((error as Error).message).toBe('HTTP 500');
  });

  it('sends userEvaluations [] by default', async () => {
    const log = requestLog();
    server.use(
      http.post(at('/api/ai/estimate-settings'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ bayesianNetworkData: bayes(0.8) });
      }),
    );
    await client().estimateSettings(estimateInput);
    expect(log.requests[0]?.body).toEqual({ ...estimateInput, userEvaluations: [] });
  });
});

describe('readEstimate', () => {
  it('prefers settings.bayesianNetworkData and settings.truthTableData.rowValues', () => {
    expect(
      readEstimate({
        settings: { bayesianNetworkData: bayes(0.9), truthTableData: { rowValues: { '1': 0.9 } } },
        bayesianNetworkData: bayes(0.1),
        truthTableData: { rowValues: { '1': 0.1 } },
      }),
    ).toEqual({ bayesianNetworkData: bayes(0.9), rowValues: { '1': 0.9 } });
  });

  it('falls back to the top-level fields, and leaves out what is absent', () => {
    expect(
      readEstimate({
        settings: {},
        bayesianNetworkData: bayes(0.1),
        truthTableData: { rowValues: { '0': 0.2 } },
      }),
    ).toEqual({ bayesianNetworkData: bayes(0.1), rowValues: { '0': 0.2 } });
    expect(readEstimate({ error: 'nothing' })).toEqual({});
    expect(client().readEstimate({ bayesianNetworkData: bayes(0.5) })).toEqual({
      bayesianNetworkData: bayes(0.5),
    });
  });
});

describe('estimateDependencies', () => {
  const premises = [
    { id: 'p1', content: 'P' },
    { id: 'p2', content: 'Q' },
  ];
  const patterns = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ key: `k${i}|s`, value: i / 20 }));

  function serve() {
    const log = requestLog();
    server.use(
      http.post(at('/api/ai/estimate-dependencies'), async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ suggestedDependencies: [] });
      }),
    );
    return log;
  }

  it('sends at most 10 user patterns: the first 10', async () => {
    const log = serve();
    await client().estimateDependencies({ premises, modelId: 'm', userPatterns: patterns(15) });
    expect(log.requests[0]?.body).toEqual({
      premises,
      modelId: 'm',
      existingDependencies: {},
      userPatterns: patterns(10),
    });
  });

  it('sends fewer patterns unchanged, and [] when none are given', async () => {
    const log = serve();
    await client().estimateDependencies({ premises, modelId: 'm', userPatterns: patterns(3) });
    await client().estimateDependencies({ premises, modelId: 'm' });
    expect(log.requests[0]?.body).toMatchObject({ userPatterns: patterns(3) });
    expect(log.requests[1]?.body).toMatchObject({ userPatterns: [] });
  });

  it("throws the server's error, else 'HTTP {status} {statusText}'", async () => {
    server.use(
      http.post(at('/api/ai/estimate-dependencies'), () =>
        HttpResponse.json({}, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(client().estimateDependencies({ premises, modelId: 'm' })).rejects.toThrow(
      /^HTTP 502 Bad Gateway$/,
    );
  });
});
