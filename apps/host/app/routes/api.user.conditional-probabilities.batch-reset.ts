import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { batchResetConditionals } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/conditional-probabilities/batch-reset (`batchResetConditionals`): the user's
 * stored value of each dependency, null when none is stored.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.batchResetConditionals.body, await readJson(request));
    const results = await batchResetConditionals(getPrisma(), userId, body);
    return Response.json({ results });
  });
}
