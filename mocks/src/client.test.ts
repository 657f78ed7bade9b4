import {
  BUILT_IN_MODELS,
  type CredenceClient,
  createCredenceClient,
  createMemoryStorage,
  DEFAULT_USER_SETTINGS,
} from '@credence/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTERNAL_CLAIM_ID, REMOTE_WORK_ID } from './fixtures';
import { setupMockServer } from './node';
import { createScenarios } from './scenarios';

/**
 * The typed client against the mock backend: the spec's client-side rules, end to end through
 * the real handlers, their schemas and their stateful store.
 */
const baseUrl = 'https://credence.test';
const scenarios = createScenarios();
const { server, store } = setupMockServer({ baseUrl, scenarios });
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

const newClient = (warnings: string[] = []): CredenceClient =>
  createCredenceClient({
    baseUrl,
    storage: createMemoryStorage(),
    onWarning: (text) => warnings.push(text),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
  requests.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('client ⇄ mocks: conditional probabilities', () => {
  it('creates a record, and on 409 finds it and updates it instead', async () => {
    const client = newClient();
    const claims = { consequentClaims: ['c104'], antecedentClaims: ['c101', 'c103'] };
    const created = await client.saveConditionalProbability({
      ...claims,
      conditionalProbability: 0.6,
    });
    requests.length = 0;
    const updated = await client.saveConditionalProbability({
      ...claims,
      conditionalProbability: 0.75,
    });
    expect(requests).toEqual([
      'POST /api/user/conditional-probabilities',
      'GET /api/user/conditional-probabilities',
      `PUT /api/user/conditional-probabilities/${created.id}`,
    ]);
    expect(updated).toMatchObject({ id: created.id, conditionalProbability: 0.75 });
    const found = await client.findConditionalProbabilities({
      consequent_claims: 'c104',
      antecedent_claims: 'c101,c103',
    });
    expect(found.probabilities.map((record) => record.conditionalProbability)).toEqual([0.75]);
  });
});

describe('client ⇄ mocks: claims', () => {
  it('never sends ids of 100 characters or more', async () => {
    const client = newClient();
    const claims = await client.getClaims({
      claimIds: ['c101', 'x'.repeat(100), EXTERNAL_CLAIM_ID],
    });
    expect(claims.map((claim) => claim.id).sort()).toEqual(['c101', EXTERNAL_CLAIM_ID].sort());
  });

  it('reports a failed answer as "API call failed: status statusText"', async () => {
    scenarios.set('getClaims', 'server-error');
    await expect(newClient().getClaims({ claimIds: ['c101'] })).rejects.toThrow(
      'API call failed: 500 Internal Server Error',
    );
  });

  it('tries three times with 1 s and 2 s backoff when the network fails', async () => {
    vi.useFakeTimers();
    scenarios.set('getClaims', 'network-error');
    const outcome = newClient()
      .getClaims({ claimIds: ['c101'] })
      .catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(3);
    expect(await outcome).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
  });

  it('retries a request that times out after 10 s, twice, 2 s apart', async () => {
    vi.useFakeTimers();
    scenarios.set('getClaims', { delayMs: 60_000 });
    const outcome = newClient()
      .getClaims({ claimIds: ['c101'] })
      .catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(10_000); // first attempt times out
    await vi.advanceTimersByTimeAsync(1_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(3);
    expect(await outcome).toBeInstanceOf(Error);
  });
});

describe('client ⇄ mocks: evaluation', () => {
  it('saves an evaluation and reads the strength values back', async () => {
    const client = newClient();
    await client.saveEvaluation({
      argumentId: REMOTE_WORK_ID,
      evaluationMode: 'fallback',
      inferenceStrength: 0.8,
      fallbackSupport: 0.25,
      evaluationSettings: { fallback: { pCGivenPremises: 0.8, pCGivenNotPremises: 0.25 } },
    });
    await client.updateUserArgument({
      argumentId: REMOTE_WORK_ID,
      evaluationMode: 'fallback',
      inferenceStrength: 0.8,
      fallbackSupport: 0.25,
      premises: [{ id: 'c101', probability: 0.7 }],
      conclusion: { id: 'c100', probability: 0.6 },
    });
    const saved = await client.getUserArgument({ argumentId: REMOTE_WORK_ID });
    expect(saved).toMatchObject({
      inferenceStrength: 0.8,
      fallbackSupport: 0.25,
      evaluationMode: 'fallback',
    });
  });

  it('stores a large truth table in the array form the client sends, and a small one as a record', async () => {
    const client = newClient();
    const large: Record<string, number> = {};
    for (let row = 0; row < 4096; row++)
      large[row.toString(2).padStart(12, '0')] = ((row % 100) + 1) / 102;
    const small = { '00': 0.1, '01': 0.3, '10': 0.4, '11': 0.9 };
    await client.saveEvaluation({
      argumentId: REMOTE_WORK_ID,
      evaluationMode: 'truth_table',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: {
        truth_table: { truthTableData: { rowValues: large } },
        bayesian: { truthTableData: { rowValues: small } },
      },
    });
    const { argument } = await client.getArgument({ id: REMOTE_WORK_ID });
    const settings = argument.evaluation?.evaluationSettings as Record<
      string,
      { truthTableData: { rowValues: unknown } }
    >;
    const rows = settings.truth_table?.truthTableData.rowValues as number[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(4096);
    // Index = the row key read as binary: row '000000000110' is 6.
    expect(rows[6]).toBe(large['000000000110']);
    expect(settings.bayesian?.truthTableData.rowValues).toEqual(small);
  });

  it('reports a failed save as "Failed to save evaluation: statusText"', async () => {
    scenarios.set('saveEvaluation', 'server-error');
    await expect(
      newClient().saveEvaluation({
        argumentId: REMOTE_WORK_ID,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.2,
        evaluationSettings: {},
      }),
    ).rejects.toThrow('Failed to save evaluation: Internal Server Error');
  });
});

describe('client ⇄ mocks: user settings', () => {
  it('caches per user for 24 h, then falls back to the stale cache, then to defaults', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warnings: string[] = [];
    const client = newClient(warnings);
    const first = await client.getUserSettings({ userId: 1 });
    expect(requests).toEqual(['GET /api/user/settings']);
    await client.getUserSettings({ userId: 1 });
    expect(requests).toHaveLength(1); // served from the cache
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    scenarios.set('getUserSettings', 'server-error');
    expect(await client.getUserSettings({ userId: 1 })).toEqual(first);
    expect(warnings).toContain('Failed to fetch user settings: 500');
    expect(await client.getUserSettings({ userId: 2 })).toEqual(DEFAULT_USER_SETTINGS);
  });
});

describe('client ⇄ mocks: AI calls', () => {
  it('sends at most 10 user patterns', async () => {
    const patterns = Array.from({ length: 15 }, (_, i) => ({
      key: `c10${i % 4}|c101`,
      value: 0.5,
    }));
    const answer = await newClient().estimateDependencies({
      premises: [
        { id: 'c101', content: 'Remote workers save commuting time.' },
        { id: 'c102', content: 'Saved time is partly spent working.' },
      ],
      modelId: 'gpt-4o-mini',
      existingDependencies: {},
      userPatterns: patterns,
    });
    // The mock's schema refuses more than 10: an answer means the client sent at most 10.
    expect(Array.isArray(answer.suggestedDependencies)).toBe(true);
  });

  it('reads the error field of a failed estimate, else "HTTP status"', async () => {
    const request = {
      currentTabId: 'BAYESIAN' as const,
      premises: [{ id: 'c101', content: 'A' }],
      conclusion: { id: 'c100', content: 'C' },
      modelId: 'gpt-4o-mini',
      userEvaluations: [],
    };
    scenarios.set('estimateSettings', { status: 502, body: { error: 'The model is overloaded' } });
    await expect(newClient().estimateSettings(request)).rejects.toThrow('The model is overloaded');
    scenarios.set('estimateSettings', { status: 503, body: {} });
    await expect(newClient().estimateSettings(request)).rejects.toThrow('HTTP 503');
  });

  it('falls back to the five built-in models when the list fails', async () => {
    scenarios.set('listModels', 'server-error');
    expect(await newClient().listModels({})).toEqual(BUILT_IN_MODELS);
    scenarios.clear();
    const all = await newClient().listModels({ all: 'true' });
    expect(all.length).toBeGreaterThan(5);
  });
});
