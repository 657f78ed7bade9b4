import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import {
  errorResponse,
  handleApi,
  methodNotAllowed,
  parseOrThrow,
  readJson,
} from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { conditionalPatterns } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/conditional-patterns (`getConditionalPatterns`): the signed-in user's stored
 * conditionals as patterns; 403 when `userId` names anyone else (patterns are private).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.getConditionalPatterns.body, await readJson(request));
    if (body.userId !== userId) {
      return errorResponse(403, 'You can only read your own conditional patterns');
    }
    return Response.json({ conditionals: await conditionalPatterns(getPrisma(), userId) });
  });
}
