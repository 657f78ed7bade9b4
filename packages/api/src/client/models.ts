import type { z } from 'zod';
import type { Model } from '../schemas/ai';
import type { RequestFunction } from './request';
import type { CallOptions } from './types';

/** An AI model as the client returns it. */
export type ModelValue = z.output<typeof Model>;

/**
 * The five models used when the model list cannot be fetched: a small GPT model (first, the
 * default `DEFAULT_AI_MODEL`), a larger GPT model, two Claude models (context 200k; the others
 * 128k) and a reasoning model. `cost` is US dollars per 1k tokens.
 */
export const BUILT_IN_MODELS: readonly ModelValue[] = Object.freeze(
  (
    [
      {
        id: 'gpt-4o-mini',
        name: 'GPT-4o Mini',
        provider: 'openai',
        contextWindow: 128_000,
        cost: 0.00015,
        supportsStreaming: true,
        isReasoningModel: false,
      },
      {
        id: 'gpt-4o',
        name: 'GPT-4o',
        provider: 'openai',
        contextWindow: 128_000,
        cost: 0.0025,
        supportsStreaming: true,
        isReasoningModel: false,
      },
      {
        id: 'claude-3-haiku-20240307',
        name: 'Claude 3 Haiku',
        provider: 'anthropic',
        contextWindow: 200_000,
        cost: 0.00025,
        supportsStreaming: true,
        isReasoningModel: false,
      },
      {
        id: 'claude-3-5-sonnet-20241022',
        name: 'Claude 3.5 Sonnet',
        provider: 'anthropic',
        contextWindow: 200_000,
        cost: 0.003,
        supportsStreaming: true,
        isReasoningModel: false,
      },
      {
        id: 'o3-mini',
        name: 'o3-mini',
        provider: 'openai',
        contextWindow: 128_000,
        cost: 0.0011,
        supportsStreaming: false,
        isReasoningModel: true,
      },
    ] satisfies ModelValue[]
  ).map((model) => Object.freeze(model)),
);

/**
 * The models a server offers for choice: the spec's selectable list (gpt-4o-mini, a larger GPT
 * model, claude-3-haiku, o1-mini, o3-mini) together with the rest of {@link BUILT_IN_MODELS}, so
 * that a model chosen while the server was unreachable is still accepted. `o1-mini` is a
 * reasoning model without streaming.
 */
export const SELECTABLE_MODELS: readonly ModelValue[] = Object.freeze([
  ...BUILT_IN_MODELS,
  Object.freeze({
    id: 'o1-mini',
    name: 'o1-mini',
    provider: 'openai',
    contextWindow: 128_000,
    cost: 0.003,
    supportsStreaming: false,
    isReasoningModel: true,
  } satisfies ModelValue),
]);

/** The id of {@link OFFLINE_MODEL}: what a request names to be answered by the offline rules. */
export const OFFLINE_MODEL_ID = 'offline-rules';

/**
 * The one entry the model list holds when the host has no AI endpoint: its deterministic,
 * rule-based provider. It is no AI model, costs nothing and reads no context window (the
 * `contextWindow` is the largest input it reads: the longest text a request may carry).
 */
export const OFFLINE_MODEL: ModelValue = Object.freeze({
  id: OFFLINE_MODEL_ID,
  name: 'Rule-based estimates (offline, no AI model)',
  provider: 'Credence offline rules',
  contextWindow: 20_000,
  cost: 0,
  supportsStreaming: false,
  isReasoningModel: false,
  ruleBased: true,
} satisfies ModelValue);

/** Whether `model` (a model or its id) is the offline rule-based provider. */
export function isRuleBasedModel(model: string | { id: string; ruleBased?: boolean }): boolean {
  if (typeof model === 'string') return model === OFFLINE_MODEL_ID;
  return model.ruleBased === true || model.id === OFFLINE_MODEL_ID;
}

/** `listModels`' argument. */
export interface ListModelsInput {
  /** Every model rather than the selectable ones (`?all=true`). */
  all?: boolean | 'true' | 'false';
}

/**
 * Builds `listModels` (GET /api/models[?all=true]): resolves with the server's models, or with
 * a copy of {@link BUILT_IN_MODELS} on any failure (status, network, malformed answer); the
 * spec's fallback is silent, so it never throws.
 */
export function createListModels(request: RequestFunction) {
  return async function listModels(
    input: ListModelsInput = {},
    options: CallOptions = {},
  ): Promise<ModelValue[]> {
    const all = input.all === undefined ? undefined : String(input.all) === 'true';
    try {
      const { models } = await request('listModels', {
        query: all === undefined ? {} : { all: all ? 'true' : 'false' },
        signal: options.signal,
      });
      return models;
    } catch {
      return BUILT_IN_MODELS.map((model) => ({ ...model }));
    }
  };
}
