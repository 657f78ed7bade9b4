import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { submitToDeliberation } from '../models/deliberations.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/deliberations/:id/submissions (`submitToDeliberation`): the user's credences for the
 * open round, replacing their earlier ones; a reader of a PUBLIC argument's deliberation joins
 * with it (409 past the member limit). 400 for a premise missed or repeated, or a reason for a
 * claim that is not a premise; 409 once finished.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.submitToDeliberation.params, params);
    const body = parseOrThrow(calls.submitToDeliberation.body, await readJson(request));
    return Response.json(await submitToDeliberation(getPrisma(), userId, id, body));
  });
}
