import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { listDialectics } from '../models/dialectics.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/dialectics (`listDialectics`): the dialectics the user can see — groups of linked
 * arguments, built only from relationships whose two arguments are both visible to them.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    return Response.json({ dialectics: await listDialectics(getPrisma(), userId) });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
