import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { openDeliberationRound } from '../models/deliberations.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/deliberations/:id/rounds (`openDeliberationRound`): the starter closes the open round
 * and opens the next, or finishes the deliberation after the last round (403 for other readers,
 * 409 once finished or while nobody has submitted to the open round).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.openDeliberationRound.params, params);
    await readNoBody(request);
    return Response.json(await openDeliberationRound(getPrisma(), userId, id));
  });
}
