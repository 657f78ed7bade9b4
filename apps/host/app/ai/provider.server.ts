/**
 * The AI provider behind every AI endpoint, picked here and nowhere else: the OpenAI-compatible
 * endpoint when `OPENAI_API_KEY` is set, otherwise the deterministic offline provider (the same
 * answers as the mock backend). Routes ask the provider for an answer and never know which one
 * gave it; `route.server.ts` still checks every answer against the call's response schema.
 */
import type { calls } from '@credence/api';
import type { z } from 'zod';
import { getAiService } from './client.server.ts';
import { offlineAiProvider } from './offline.server.ts';
import { createOpenAiProvider } from './openai.server.ts';

/** The calls a provider answers (the model list is `models.server.ts`'s). */
export type AiCall =
  | 'estimateSettings'
  | 'estimateDependencies'
  | 'assessArgument'
  | 'validateContent'
  | 'generateLinked'
  | 'regiment'
  | 'reconstructArgument';

/** A call's validated request body. */
export type AiBody<N extends AiCall> = z.output<(typeof calls)[N]['body']>;

/** A call's answer, before the response schema reads it. */
export type AiAnswer<N extends AiCall> = z.input<(typeof calls)[N]['response']>;

/** What every provider call may be given besides its body. */
export interface AiCallOptions {
  /** Aborted when the call's time is up (`timeout.server.ts`): a provider stops waiting then. */
  signal?: AbortSignal;
}

/**
 * One way of answering the AI calls. Failures are {@link AiError}s (502); the caller has already
 * checked the session, the body and the model id.
 */
export type AiProvider = { readonly kind: 'openai' | 'offline' } & {
  readonly [N in AiCall]: (body: AiBody<N>, options?: AiCallOptions) => Promise<AiAnswer<N>>;
};

/**
 * `provider` with `options` passed to every call, so a route's task (`ai.regiment(body)`) runs
 * under its endpoint's time limit without handing the signal on itself.
 */
export function withCallOptions(provider: AiProvider, options: AiCallOptions): AiProvider {
  return {
    kind: provider.kind,
    estimateSettings: (body) => provider.estimateSettings(body, options),
    estimateDependencies: (body) => provider.estimateDependencies(body, options),
    assessArgument: (body) => provider.assessArgument(body, options),
    validateContent: (body) => provider.validateContent(body, options),
    generateLinked: (body) => provider.generateLinked(body, options),
    regiment: (body) => provider.regiment(body, options),
    reconstructArgument: (body) => provider.reconstructArgument(body, options),
  };
}

let cached: { service: unknown; provider: AiProvider } | undefined;

/** The provider for this request: OpenAI when configured, else the offline one. */
export function getAiProvider(): AiProvider {
  const service = getAiService();
  if (!service) return offlineAiProvider;
  // getAiService keeps one service per configuration, so one provider per service is enough.
  if (cached?.service !== service) {
    cached = { service, provider: createOpenAiProvider(service) };
  }
  return cached.provider;
}
