import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { deleteDeliberation, getDeliberation } from '../models/deliberations.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/deliberations/:id (`getDeliberation`): the open round's counts and the user's own
 * submission, and the anonymous group view of each closed round; 404 alike for a missing
 * deliberation and one the user may not read.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.getDeliberation.params, params);
    return Response.json(await getDeliberation(getPrisma(), userId, id));
  });
}

/** DELETE /api/deliberations/:id (`deleteDeliberation`): the starter only (403 for others). */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['GET', 'DELETE']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.deleteDeliberation.params, params);
    await readNoBody(request);
    return Response.json(await deleteDeliberation(getPrisma(), userId, id));
  });
}
