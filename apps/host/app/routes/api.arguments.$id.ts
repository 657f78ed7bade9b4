import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
import { requireUserId } from '../session.server.ts';

/** GET /api/arguments/:id (`getArgument`): 404 for missing and invisible arguments alike. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.getArgument.params, params);
    const argument = await getArgument(getPrisma(), userId, id);
    if (!argument) notFound('Argument');
    return Response.json({ argument });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
