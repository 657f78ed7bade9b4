/**
 * The AI models the host offers. With an AI endpoint (`OPENAI_API_KEY`) the list holds
 * `@credence/api`'s selectable models (the five built-in models of the client's fallback list,
 * and o1-mini); the configured `AI_DEFAULT_MODEL` is listed first when it is not one of them;
 * `?all=true` adds the models the configured endpoint itself lists (GET /models), so a
 * self-hosted OpenAI-compatible server's models can be picked too.
 *
 * Without an endpoint no model answers: the deterministic offline rules do. The list then holds
 * only `OFFLINE_MODEL` (rule-based, free), never GPT or Claude names with prices, so the picker
 * says what really answers. Requests may still name the selectable models (a page that has not
 * loaded the list sends the default model): the rules answer them all alike.
 * A request naming a model outside these is a 400.
 */
import { type ModelValue, OFFLINE_MODEL, OFFLINE_MODEL_ID, SELECTABLE_MODELS } from '@credence/api';
import { errorResponse } from '../api.server.ts';
import { type AiService, getAiService } from './client.server.ts';

/** How long the endpoint's model list is reused before asking again. */
const ENDPOINT_MODELS_TTL_MS = 5 * 60_000;

/**
 * Metadata for a model only known by id (the endpoint's list carries no context size or price):
 * a typical context window and no known cost.
 */
function customModel(id: string, provider: string): ModelValue {
  return {
    id,
    name: id,
    provider,
    contextWindow: 128_000,
    cost: 0,
    supportsStreaming: true,
    isReasoningModel: false,
  };
}

/** The selectable models, with the configured default model first when it is not among them. */
function staticModels(service: AiService | null): ModelValue[] {
  const builtIn = SELECTABLE_MODELS.map((model) => ({ ...model }));
  const defaultModel = service?.defaultModel;
  if (!defaultModel || builtIn.some((model) => model.id === defaultModel)) return builtIn;
  return [customModel(defaultModel, 'custom'), ...builtIn];
}

let endpointCache: { client: unknown; at: number; models: ModelValue[] } | undefined;

/** The endpoint's own models (cached); an endpoint that cannot list them lists none. */
async function endpointModels(service: AiService): Promise<ModelValue[]> {
  const now = Date.now();
  if (endpointCache?.client === service.client && now - endpointCache.at < ENDPOINT_MODELS_TTL_MS) {
    return endpointCache.models;
  }
  try {
    const models: ModelValue[] = [];
    for await (const model of service.client.models.list()) {
      if (typeof model?.id !== 'string' || model.id.trim() === '') continue;
      models.push(
        customModel(model.id, typeof model.owned_by === 'string' ? model.owned_by : 'custom'),
      );
    }
    endpointCache = { client: service.client, at: now, models };
    return models;
  } catch (error) {
    // Many compatible servers have no /models; the static list still works, so stay quiet-ish.
    console.warn(
      'Could not list the AI endpoint models:',
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/**
 * The models to pick from: the offline rules alone without an endpoint; else the static list,
 * plus the endpoint's models with `all`.
 */
export async function listModels(all: boolean): Promise<ModelValue[]> {
  const service = getAiService();
  if (!service) return [{ ...OFFLINE_MODEL }];
  const models = staticModels(service);
  if (!all) return models;
  const known = new Set(models.map((model) => model.id));
  for (const model of await endpointModels(service)) {
    if (!known.has(model.id)) {
      known.add(model.id);
      models.push(model);
    }
  }
  return models;
}

/**
 * Throws a 400 `{ error: '<field>: unknown model "<id>"' }` (the mock backend's wording) unless
 * `modelId` is one `listModels(true)` offers, or (without an endpoint) a selectable model.
 */
export async function assertKnownModel(modelId: string, field = 'modelId'): Promise<void> {
  const service = getAiService();
  // The offline rules are a choice only when they are what answers.
  if (!service && modelId === OFFLINE_MODEL_ID) return;
  if (staticModels(service).some((model) => model.id === modelId)) return;
  if (service && (await endpointModels(service)).some((model) => model.id === modelId)) return;
  throw errorResponse(400, `${field}: unknown model "${modelId}"`);
}
