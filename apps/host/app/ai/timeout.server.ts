/**
 * One time limit for every AI call, whichever provider answers: `AI_TIMEOUT_MS` (default
 * {@link DEFAULT_AI_TIMEOUT_MS}; tests set a short one). `runAiEndpoint` races the call against
 * it and answers 504 when it runs out; the OpenAI client gets the same number as its own
 * per-request timeout (`client.server.ts`), so the two never disagree about how long a model
 * may take. The deadline aborts the call's signal, which cancels the model request in flight.
 */
import { AiError } from './errors.ts';

/** Time allowed for one AI call; long enough for a reasoning model's assessment. */
export const DEFAULT_AI_TIMEOUT_MS = 60_000;

/** The 504's message. */
export const AI_TIMEOUT_MESSAGE = 'The AI service did not answer in time';

/** `AI_TIMEOUT_MS` when it is a positive whole number of milliseconds, else the default. */
export function aiTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.AI_TIMEOUT_MS?.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_AI_TIMEOUT_MS;
}

/** The 504 for a call that ran out of time. */
export function aiTimedOut(): AiError {
  return new AiError(504, AI_TIMEOUT_MESSAGE);
}

/**
 * Runs `call` with a signal that aborts after `ms`; rejects with {@link aiTimedOut} at once
 * then, even when the call ignores its signal (the offline provider has nothing to cancel).
 */
export async function withAiTimeout<T>(
  call: (signal: AbortSignal) => Promise<T>,
  ms: number = aiTimeoutMs(),
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(aiTimedOut());
      controller.abort(aiTimedOut());
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
