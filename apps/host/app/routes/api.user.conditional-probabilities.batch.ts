import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { batchSaveConditionals } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/conditional-probabilities/batch (`batchSaveConditionals`): saves the user's
 * conditionals and answers how many were created, skipped (unchanged) or unusable.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.batchSaveConditionals.body, await readJson(request));
    return Response.json(await batchSaveConditionals(getPrisma(), userId, body));
  });
}
