import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { listVersions } from '../models/versions.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/arguments/:id/version (`listVersions`): the user's own versions, newest first;
 * 404 for missing and invisible arguments. Taking a snapshot (PUT) is not served yet.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.listVersions.params, params);
    const versions = await listVersions(getPrisma(), userId, id);
    if (!versions) notFound('Argument');
    return Response.json(versions);
  });
}

export function action(_: ActionFunctionArgs) {
  return methodNotAllowed(['GET']);
}
