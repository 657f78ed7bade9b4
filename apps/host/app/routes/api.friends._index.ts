import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { listFriends, requestFriend, takeFriendRequestAttempt } from '../models/friends.server.ts';
import { tooManyAttempts } from '../models/signIn.server.ts';
import { requireUserId } from '../session.server.ts';

// `_index`: the index route of /api/friends, a sibling of `api.friends.$userId`.

const ALLOWED = ['GET', 'POST'];

/** GET /api/friends (`listFriends`): `{ friends, incoming, outgoing }` of the user. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    return Response.json(await listFriends(getPrisma(), userId));
  });
}

/**
 * POST /api/friends (`requestFriend`): asks the account with `email` to be friends → 201 with
 * the lists. 404 for an unknown address, 400 for oneself, 409 when friends or asked already;
 * every well-formed request counts against the user's hourly limit (429 with `Retry-After`).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(ALLOWED);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.requestFriend.body, await readJson(request));
    const db = getPrisma();
    const { retryAfter } = await takeFriendRequestAttempt(db, userId);
    if (retryAfter > 0) {
      return Response.json(
        { error: tooManyAttempts('friend requests', retryAfter) },
        { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      );
    }
    return Response.json(await requestFriend(db, userId, body), { status: 201 });
  });
}
