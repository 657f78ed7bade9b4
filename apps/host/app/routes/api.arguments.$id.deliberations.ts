import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { refuseOverCreationLimit } from '../models/creationLimit.server.ts';
import { createDeliberation } from '../models/deliberations.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/:id/deliberations (`createDeliberation`): starts a deliberation on an
 * argument the user can see, with friends who can see it (201 `{ deliberation }`); 404 for a
 * missing or invisible argument, 400 for an invitee who is not a friend or cannot see it, or an
 * argument without premises or conclusion; 429 with `Retry-After` past the account's hourly
 * limit on new deliberations.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.createDeliberation.params, params);
    const body = parseOrThrow(calls.createDeliberation.body, await readJson(request));
    const overLimit = await refuseOverCreationLimit(getPrisma(), userId, 'deliberations');
    if (overLimit) return overLimit;
    return Response.json(await createDeliberation(getPrisma(), userId, id, body), {
      status: 201,
    });
  });
}
