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
import { shareArgument } from '../models/sharing.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/share (`shareArgument`): `{ success: true, shareToken }` for the public
 * link /argument/shared/{shareToken}; the owner may share any of their arguments, others only
 * PUBLIC ones (403 otherwise, 404 when the argument is missing or invisible).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { userArgumentId } = parseOrThrow(calls.shareArgument.body, await readJson(request));
    const result = await shareArgument(getPrisma(), userId, userArgumentId);
    if (!result.ok) return errorResponse(result.status, result.error);
    return Response.json({ success: true, shareToken: result.value });
  });
}
