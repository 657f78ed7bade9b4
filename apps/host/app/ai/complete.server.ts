/**
 * One JSON-mode chat completion: sends the prompt's messages, asks for a JSON object and returns
 * the parsed JSON. Every way the provider or the answer can fail becomes a 502 {@link AiError}
 * with a readable message (504 when it ran out of time), so a route never crashes on what a
 * model does. This is the one place a prompt leaves the host, so the prompt-size cap is here.
 */
import OpenAI from 'openai';
import { AiError, invalidAnswer } from './errors.ts';
import type { ChatMessage } from './prompts/message.ts';
import { aiTimedOut } from './timeout.server.ts';

/**
 * The most prompt characters sent to a model in one call (system and user messages together):
 * about 15,000 tokens at ~4 characters a token, well inside the built-in models' context and a
 * bound on what one request can cost. The request schemas cap each text and the premise count;
 * this caps their sum. Longer prompts are refused with a 400 before anything is sent.
 */
export const MAX_PROMPT_CHARS = 60_000;

/** What {@link completeJson} sends. */
export interface JsonCompletionRequest {
  model: string;
  messages: ChatMessage[];
  /** Aborts the request (the endpoint's time limit). */
  signal?: AbortSignal;
}

/** Throws a 400 {@link AiError} when the messages are longer than {@link MAX_PROMPT_CHARS}. */
export function assertPromptFits(messages: readonly ChatMessage[]): void {
  const length = messages.reduce((sum, message) => sum + message.content.length, 0);
  if (length > MAX_PROMPT_CHARS) {
    throw new AiError(
      400,
      `Argument text is too long for the AI model (${length.toLocaleString('en')} characters ` +
        `of prompt; at most ${MAX_PROMPT_CHARS.toLocaleString('en')})`,
    );
  }
}

/** Reads a JSON object from a model's text, tolerating a Markdown code fence around it. */
export function parseModelJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') {
    throw invalidAnswer('the model returned no content');
  }
  // Some OpenAI-compatible servers ignore response_format and wrap the JSON in ```json fences.
  // Cut without an end-anchored `\s*```$`, which is quadratic on a long run of spaces.
  let unfenced = text.trim().replace(/^```(?:json)?\s*/i, '');
  if (unfenced.endsWith('```')) unfenced = unfenced.slice(0, -3).trimEnd();
  try {
    return JSON.parse(unfenced);
  } catch {
    throw invalidAnswer('the answer is not JSON');
  }
}

/** A readable 502 for a failed provider call (no secrets: the provider's own message only). */
export function providerFailure(error: unknown): AiError {
  if (error instanceof AiError) return error;
  // The client's own timeout and the endpoint's deadline (which aborts the request) are the
  // same limit (`timeout.server.ts`), so both are the same 504.
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIUserAbortError
  ) {
    return aiTimedOut();
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AiError(502, 'Could not reach the AI service');
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status === undefined ? '' : ` (HTTP ${error.status})`;
    return new AiError(502, `The AI service failed${status}`);
  }
  return new AiError(502, 'The AI service failed');
}

/**
 * Runs a chat completion in JSON mode and returns the parsed JSON object of the first choice.
 * A prompt over {@link MAX_PROMPT_CHARS} throws a 400 {@link AiError} before anything is sent;
 * a refusal, an empty or non-JSON answer, or any provider error throws a 502, a time-out a 504.
 */
export async function completeJson(
  client: OpenAI,
  request: JsonCompletionRequest,
): Promise<unknown> {
  assertPromptFits(request.messages);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create(
      {
        model: request.model,
        messages: request.messages,
        response_format: { type: 'json_object' },
      },
      { signal: request.signal },
    );
  } catch (error) {
    console.error('AI provider call failed:', error instanceof Error ? error.message : error);
    throw providerFailure(error);
  }
  // A proxy can answer 200 with anything; never trust the shape.
  const message = Array.isArray(completion?.choices) ? completion.choices[0]?.message : undefined;
  if (!message) throw invalidAnswer('the answer has no choices');
  if (message.refusal) throw invalidAnswer(`the model refused (${message.refusal})`);
  return parseModelJson(message.content);
}
