import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { acceptFriend } from '../models/friends.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/friends/:userId/accept (`acceptFriend`): accepts that user's pending request → the
 * lists; 404 when they sent none (or the two are friends already).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { userId: otherId } = parseOrThrow(calls.acceptFriend.params, params);
    await readNoBody(request);
    return Response.json(await acceptFriend(getPrisma(), userId, otherId));
  });
}
