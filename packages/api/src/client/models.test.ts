import { DEFAULT_AI_MODEL } from '@credence/engine';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Model } from '../schemas/ai';
import {
  BUILT_IN_MODELS,
  createCredenceClient,
  createMemoryStorage,
  isRuleBasedModel,
  OFFLINE_MODEL,
  OFFLINE_MODEL_ID,
  SELECTABLE_MODELS,
} from './index';
import { at, BASE_URL, requestLog, useTestServer } from './testServer';

const server = useTestServer();
const MODELS = at('/api/models');
const serverModel = {
  id: 'server-model',
  name: 'Server model',
  provider: 'test',
  contextWindow: 1000,
  cost: 0,
  supportsStreaming: false,
  isReasoningModel: false,
};
const client = () =>
  createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage(), onWarning: () => {} });

describe('BUILT_IN_MODELS', () => {
  it('lists the five fallback models, the default first', () => {
    expect(BUILT_IN_MODELS.map((model) => model.id)).toEqual([
      'gpt-4o-mini',
      'gpt-4o',
      'claude-3-haiku-20240307',
      'claude-3-5-sonnet-20241022',
      'o3-mini',
    ]);
    expect(BUILT_IN_MODELS[0]?.id).toBe(DEFAULT_AI_MODEL);
  });

  it('gives the Claude models a 200k context and the others 128k; only o3-mini reasons', () => {
    for (const model of BUILT_IN_MODELS) {
      expect(Model.parse(model)).toEqual(model);
      expect(model.contextWindow).toBe(model.provider === 'anthropic' ? 200_000 : 128_000);
      expect(model.isReasoningModel).toBe(model.id === 'o3-mini');
      expect(model.cost).toBeGreaterThan(0);
    }
    expect(BUILT_IN_MODELS.filter((model) => model.id.startsWith('claude'))).toHaveLength(2);
  });
});

describe('SELECTABLE_MODELS', () => {
  it('offers the spec’s selectable models: the built-in five and the reasoning model o1-mini', () => {
    expect(SELECTABLE_MODELS.map((model) => model.id)).toEqual([
      ...BUILT_IN_MODELS.map((model) => model.id),
      'o1-mini',
    ]);
    for (const id of ['gpt-4o-mini', 'claude-3-haiku-20240307', 'o1-mini', 'o3-mini']) {
      expect(SELECTABLE_MODELS.some((model) => model.id === id)).toBe(true);
    }
    const o1 = SELECTABLE_MODELS.find((model) => model.id === 'o1-mini');
    expect(o1).toMatchObject({ isReasoningModel: true, supportsStreaming: false });
    // Plain data (no parse when the module loads): each entry must still be what the schema accepts.
    for (const model of SELECTABLE_MODELS) expect(Model.parse(model)).toEqual(model);
  });
});

describe('listModels', () => {
  it("returns the server's models and sends ?all=true only when asked", async () => {
    const log = requestLog();
    server.use(
      http.get(MODELS, async ({ request }) => {
        await log.record(request);
        return HttpResponse.json({ models: [serverModel] });
      }),
    );
    const c = client();
    await expect(c.listModels()).resolves.toEqual([serverModel]);
    await c.listModels({ all: true });
    await c.listModels({ all: false });
    expect(log.requests.map((request) => request.query)).toEqual([
      {},
      { all: 'true' },
      { all: 'false' },
    ]);
  });

  it.each([
    ['a failed answer', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ models: [{ id: 'x' }] })],
  ])('returns the five built-in models on %s', async (_, answer) => {
    server.use(http.get(MODELS, answer));
    const models = await client().listModels({ all: true });
    expect(models).toEqual(BUILT_IN_MODELS);
    expect(models).toHaveLength(5);
    models.pop();
    expect(BUILT_IN_MODELS).toHaveLength(5);
  });
});

describe('OFFLINE_MODEL', () => {
  it('is a valid, free, rule-based list entry named as no AI model', () => {
    expect(Model.parse(OFFLINE_MODEL)).toEqual(OFFLINE_MODEL);
    expect(OFFLINE_MODEL).toMatchObject({ id: OFFLINE_MODEL_ID, cost: 0, ruleBased: true });
    expect(OFFLINE_MODEL.name).toMatch(/rule-based/i);
    expect(OFFLINE_MODEL.name).not.toMatch(/gpt|claude|o\d/i);
    expect(SELECTABLE_MODELS.some((model) => model.id === OFFLINE_MODEL_ID)).toBe(false);
  });

  it('is told apart from real models by its flag or its id', () => {
    expect(isRuleBasedModel(OFFLINE_MODEL)).toBe(true);
    expect(isRuleBasedModel(OFFLINE_MODEL_ID)).toBe(true);
    expect(isRuleBasedModel({ id: 'anything', ruleBased: true })).toBe(true);
    expect(SELECTABLE_MODELS.some((model) => isRuleBasedModel(model))).toBe(false);
    expect(isRuleBasedModel(DEFAULT_AI_MODEL)).toBe(false);
  });

  it('passes through the client with its flag', async () => {
    server.use(http.get(MODELS, () => HttpResponse.json({ models: [OFFLINE_MODEL] })));
    expect(await client().listModels()).toEqual([OFFLINE_MODEL]);
  });
});
