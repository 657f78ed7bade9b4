/**
 * The one OpenAI client of the host, configured from the environment so that any
 * OpenAI-compatible endpoint (OpenAI, Azure-style gateways, Ollama, vLLM, LM Studio, …) works:
 *
 * - `OPENAI_API_KEY` — turns the OpenAI provider on; without it the AI endpoints answer from the
 *   deterministic offline provider (`offline.server.ts`; `provider.server.ts` picks).
 * - `OPENAI_BASE_URL` — optional; the endpoint's base URL including `/v1` (default: OpenAI's).
 * - `AI_DEFAULT_MODEL` — optional; the model used by calls that name none (assessment,
 *   regimentation) and listed first by `listModels` (default `gpt-4o-mini`).
 * - `AI_TIMEOUT_MS` — optional; time allowed for one AI call (`timeout.server.ts`, default 60 s),
 *   the client's per-request timeout too.
 */
import { DEFAULT_AI_MODEL } from '@credence/engine';
import OpenAI from 'openai';
import { aiTimeoutMs } from './timeout.server.ts';

/** What the AI layer needs to call a model. */
export interface AiService {
  client: OpenAI;
  /** The model for calls whose request names none. */
  defaultModel: string;
}

let cached: { key: string; service: AiService } | undefined;

/** Reads the AI settings from `env`; null when no API key is set. */
export function readAiConfig(env: Record<string, string | undefined> = process.env) {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim() || undefined,
    defaultModel: env.AI_DEFAULT_MODEL?.trim() || DEFAULT_AI_MODEL,
    timeoutMs: aiTimeoutMs(env),
  };
}

/** The configured AI service, or null without `OPENAI_API_KEY` (the offline provider answers). */
export function getAiService(): AiService | null {
  const config = readAiConfig();
  if (!config) return null;
  // Rebuilt only when the settings change (they do not in production; tests may switch them).
  const key = JSON.stringify(config);
  if (cached?.key !== key) {
    const client = new OpenAI({
      apiKey: config.apiKey,
      // An explicit null stops the library from reading OPENAI_BASE_URL again on its own.
      baseURL: config.baseURL ?? null,
      // The endpoint's deadline too: one number (`timeout.server.ts`), so they cannot disagree.
      timeout: config.timeoutMs,
      // One retry for a dropped connection or a 5xx; the user is waiting for the answer.
      maxRetries: 1,
    });
    cached = { key, service: { client, defaultModel: config.defaultModel } };
  }
  return cached.service;
}
