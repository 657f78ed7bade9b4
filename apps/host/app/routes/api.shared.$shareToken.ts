import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { errorResponse, handleApi, methodNotAllowed, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getSharedArgument } from '../models/sharing.server.ts';
import { getUserId } from '../session.server.ts';

/**
 * GET /api/shared/:shareToken (`getSharedArgument`): `{ argument }` when its visibility allows
 * the reader — PUBLIC for anyone, signed in or not; PRIVATE and FRIENDS_ONLY only for the owner
 * (403 for others); 404 for an unknown token. No session is required.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const readerId = await getUserId(request);
    const { shareToken } = parseOrThrow(calls.getSharedArgument.params, params);
    const result = await getSharedArgument(getPrisma(), readerId, shareToken);
    if (!result.ok) return errorResponse(result.status, result.error);
    return Response.json({ argument: result.value });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
