/**
 * The 'Reconstruct' form of /arguments/new posted without scripts (before the page's scripts
 * ran, or with scripts off): the same reconstruction as `POST /api/arguments/reconstruct`, run
 * on the server with the default model, so the page comes back with the argument in the editor
 * and the text still in its field. With scripts the page reconstructs through the API instead.
 */
import { calls, check, type ReconstructArgumentResponse } from '@credence/api';
import { DEFAULT_AI_MODEL } from '@credence/engine';
import { RECONSTRUCTION_MESSAGES } from '@credence/state-machines';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import { AI_BUSY_MESSAGE } from '../ai/concurrency.server.ts';
import { assertKnownModel } from '../ai/models.server.ts';
import { runAiTask } from '../ai/route.server.ts';
import { HttpStatusError } from '../models/errors.server.ts';
import { NO_TEXT_MESSAGE, SOURCE_TEXT_FIELD } from './reconstructForm.ts';

type Reconstruction = z.output<typeof ReconstructArgumentResponse>;

/**
 * What the page gets back: the text as posted, and the argument (its claims with their formulas
 * and source spans) with its logic — the server's receipt — or why there is none.
 */
export interface PostedReconstruction {
  sourceText: string;
  argument: Reconstruction['argument'];
  /** The provider's `logic` (system, symbols, the server's receipt, attempts); null without. */
  logic: NonNullable<Reconstruction['logic']> | null;
  error: string | null;
}

/** The posted text reconstructed for `userId`; a 4xx/5xx status (and nothing stored) on failure. */
export async function reconstructPostedText(userId: number, form: FormData) {
  const sourceText = String(form.get(SOURCE_TEXT_FIELD) ?? '');
  const answer = (
    argument: PostedReconstruction['argument'],
    error: string | null,
    status = 200,
    logic: PostedReconstruction['logic'] = null,
  ) => data<PostedReconstruction>({ sourceText, argument, logic, error }, { status });
  if (sourceText.trim() === '') return answer(null, NO_TEXT_MESSAGE, 400);
  const body = check(calls.reconstructArgument.body, {
    text: sourceText,
    modelId: DEFAULT_AI_MODEL,
  });
  if (!body.ok) return answer(null, body.message, 400);
  try {
    await assertKnownModel(body.data.modelId);
    const result = await runAiTask(userId, calls.reconstructArgument.response, (ai) =>
      ai.reconstructArgument(body.data),
    );
    if (result.busy) return answer(null, AI_BUSY_MESSAGE, 429);
    // Whatever the provider answered, as the API route passes it on.
    const { argument, logic } = result.data;
    return answer(
      argument,
      argument ? null : RECONSTRUCTION_MESSAGES.nothingFound,
      200,
      logic ?? null,
    );
  } catch (problem) {
    if (problem instanceof HttpStatusError) return answer(null, problem.message, problem.status);
    if (problem instanceof Response) {
      const { error } = (await problem.json().catch(() => ({}))) as { error?: string };
      return answer(null, error ?? RECONSTRUCTION_MESSAGES.reconstructionFailed, problem.status);
    }
    throw problem;
  }
}
