/**
 * One JSON-mode chat completion: sends the prompt's messages, asks for a JSON object and returns
 * the parsed JSON. Every way the provider or the answer can fail becomes a 502 {@link AiError}
 * with a readable message, so a route never crashes on what a model does.
 */
import OpenAI from 'openai';
import { AiError, invalidAnswer } from './errors.ts';
import type { ChatMessage } from './prompts/message.ts';

/** What {@link completeJson} sends. */
export interface JsonCompletionRequest {
  model: string;
  messages: ChatMessage[];
}

/** Reads a JSON object from a model's text, tolerating a Markdown code fence around it. */
export function parseModelJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') {
    throw invalidAnswer('the model returned no content');
  }
  // Some OpenAI-compatible servers ignore response_format and wrap the JSON in ```json fences.
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    throw invalidAnswer('the answer is not JSON');
  }
}

/** A readable 502 for a failed provider call (no secrets: the provider's own message only). */
export function providerFailure(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiError(502, 'The AI service did not answer in time');
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
 * A refusal, an empty or non-JSON answer, or any provider error throws a 502 {@link AiError}.
 */
export async function completeJson(
  client: OpenAI,
  request: JsonCompletionRequest,
): Promise<unknown> {
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await client.chat.completions.create({
      model: request.model,
      messages: request.messages,
      response_format: { type: 'json_object' },
    });
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
