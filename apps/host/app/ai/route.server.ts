/**
 * The shared shape of every AI endpoint, so the route files stay one call each:
 * session (401) → body (400, readable) → one of the user's AI slots (429 with `Retry-After`
 * when `MAX_CONCURRENT_AI_CALLS_PER_USER` calls are in flight on any process, `concurrency.server.ts`) →
 * the task, with the provider `getAiProvider` picks (OpenAI-compatible endpoint, or the
 * deterministic offline one), under the `AI_TIMEOUT_MS` deadline (504, `timeout.server.ts`) →
 * the answer checked against the call's response schema. An `AiError` becomes `{ error }` with
 * its status in `handleApi` (400 prompt too long, 502, 504); nothing a model does reaches the
 * 500 path.
 * The slot is released in a `finally`, whatever happened.
 */
import { check } from '@credence/api';
import type { z } from 'zod';
import { handleApi, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { requireUserId } from '../session.server.ts';
import { acquireAiSlot, tooManyAiCalls } from './concurrency.server.ts';
import { invalidAnswer } from './errors.ts';
import { type AiProvider, getAiProvider, withCallOptions } from './provider.server.ts';
import { withAiTimeout } from './timeout.server.ts';

/**
 * A POST AI endpoint's work: from the validated body and the provider to the answer. It checks
 * what the body's schema cannot (a known model id, a table small enough) before asking `ai`.
 */
export type AiTask<Body> = (body: Body, ai: AiProvider) => Promise<unknown>;

/** Runs one AI endpoint for `request`; `response` is the call's response schema. */
export function runAiEndpoint<B extends z.ZodType, R extends z.ZodType>(
  request: Request,
  schemas: { body: B; response: R },
  task: AiTask<z.output<B>>,
): Promise<Response> {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(schemas.body, await readJson(request));
    const answer = await runAiTask(userId, schemas.response, (ai) => task(body, ai));
    return answer.busy ? tooManyAiCalls() : Response.json(answer.data);
  });
}

/**
 * One AI task for a signed-in user, as every AI endpoint (and a page's form post) runs it: one
 * of the user's AI slots (`busy` when none is free), the provider under the time limit, and the
 * answer checked against `response`. Throws an `AiError` (502, 504, 400) as the endpoints do.
 */
export async function runAiTask<R extends z.ZodType>(
  userId: number,
  response: R,
  task: (ai: AiProvider) => Promise<unknown>,
): Promise<{ busy: true } | { busy: false; data: z.output<R> }> {
  const slot = await acquireAiSlot(getPrisma(), userId);
  if (!slot) return { busy: true };
  try {
    const answer = await withAiTimeout((signal) =>
      task(withCallOptions(getAiProvider(), { signal })),
    );
    // Whichever provider answered, only a schema-valid answer leaves the server.
    const checked = check(response, answer);
    if (!checked.ok) throw invalidAnswer(checked.message);
    return { busy: false, data: checked.data };
  } finally {
    // A slot that cannot be released now (database gone) stops counting when its lease ends.
    await slot.release().catch((error) => console.error('Could not release an AI slot', error));
  }
}
