import { calls } from '@credence/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getArgumentNetwork } from '../models/network.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/arguments/:id/network (`getArgumentNetwork`): the argument and the arguments linked
 * into it as the user sees them; 404 for a missing and an invisible argument alike.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.getArgumentNetwork.params, params);
    const network = await getArgumentNetwork(getPrisma(), userId, id);
    if (!network) notFound('Argument');
    return Response.json({ network });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
