import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { cancelFriendRequest } from '../models/friends.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/friends/requests/cancel (`cancelFriendRequest`): cancels the user's own pending
 * request to `email` → the lists; 404 when there is none. The outgoing list names people only
 * by the address typed, so this is how an API client cancels.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { email } = parseOrThrow(calls.cancelFriendRequest.body, await readJson(request));
    return Response.json(await cancelFriendRequest(getPrisma(), userId, email));
  });
}
