import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { updateConditional } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['PUT']);
}

/**
 * PUT /api/user/conditional-probabilities/:id (`updateConditionalProbability`): only the user's
 * own records; another user's id answers 404 like a missing one.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.updateConditionalProbability.params, params);
    const body = parseOrThrow(calls.updateConditionalProbability.body, await readJson(request));
    const probability = await updateConditional(getPrisma(), userId, id, body);
    return Response.json({ probability });
  });
}
