import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { removeFriend } from '../models/friends.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['DELETE']);
}

/**
 * DELETE /api/friends/:userId (`removeFriend`): ends the friendship with that user, or declines
 * their request, or cancels the user's own → the lists; 404 when there is nothing between them.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { userId: otherId } = parseOrThrow(calls.removeFriend.params, params);
    await readNoBody(request);
    return Response.json(await removeFriend(getPrisma(), userId, otherId));
  });
}
