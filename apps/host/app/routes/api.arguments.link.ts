import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { refuseOverCreationLimit } from '../models/creationLimit.server.ts';
import { linkArgument } from '../models/links.server.ts';
import { requireUserId } from '../session.server.ts';

// A static segment: Remix ranks it above the sibling `api.arguments.$id` for /api/arguments/link.

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/link (`linkArgument`): a new objection or supporting argument owned by the
 * user, linked to a premise of an argument they may see (201 `{ argumentId }`); 404 when the
 * original argument is missing or invisible or the premise is not one of its premises; 429 with
 * `Retry-After` past the account's hourly limit on new arguments (`ARGUMENT_CREATION_LIMIT`).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.linkArgument.body, await readJson(request));
    const refused = await refuseOverCreationLimit(getPrisma(), userId);
    if (refused) return refused;
    const argumentId = await linkArgument(getPrisma(), userId, body);
    return Response.json({ argumentId }, { status: 201 });
  });
}
