import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getDialecticalSource } from '../models/dialectical.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/dialectical/source/:argumentId (`getDialecticalSource`): the relationships whose source
 * is this argument and whose target the user may see; 404 for missing and invisible arguments.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { argumentId } = parseOrThrow(calls.getDialecticalSource.params, params);
    const dialecticalRelationships = await getDialecticalSource(getPrisma(), userId, argumentId);
    if (!dialecticalRelationships) notFound('Argument');
    return Response.json({ dialecticalRelationships });
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
