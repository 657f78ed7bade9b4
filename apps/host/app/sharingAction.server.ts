import type { ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import {
  errorResponse,
  handleApi,
  methodNotAllowed,
  parseOrThrow,
  readJson,
} from './api.server.ts';
import { getPrisma, type PrismaClient } from './db.server.ts';
import type { SharingResult } from './models/sharing.server.ts';
import { requireUserId } from './session.server.ts';

/**
 * The action of a POST route on one argument (`{ userArgumentId }`) whose model function answers
 * a {@link SharingResult}: signed in, the body checked with the call's schema, the model's refusal
 * passed on as `{ error }` with its status, and its value shaped by `answer`.
 */
export function argumentSharingAction<T>(
  schema: z.ZodType<{ userArgumentId: number }>,
  run: (db: PrismaClient, userId: number, userArgumentId: number) => Promise<SharingResult<T>>,
  answer: (value: T) => Record<string, unknown>,
) {
  return ({ request }: ActionFunctionArgs): Promise<Response> | Response => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    return handleApi(async () => {
      const userId = await requireUserId(request);
      const { userArgumentId } = parseOrThrow(schema, await readJson(request));
      const result = await run(getPrisma(), userId, userArgumentId);
      if (!result.ok) return errorResponse(result.status, result.error);
      return Response.json(answer(result.value));
    });
  };
}
