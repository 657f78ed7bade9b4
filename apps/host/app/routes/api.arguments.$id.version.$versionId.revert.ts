import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { revertVersion } from '../models/versions.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/:id/version/:versionId/revert (`revertVersion`): restores one of the
 * user's versions as their new current version (`{ version }`); 404 for an invisible argument
 * and for a version that is not the user's version of this argument.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id, versionId } = parseOrThrow(calls.revertVersion.params, params);
    await readNoBody(request);
    const version = await revertVersion(getPrisma(), userId, id, versionId);
    return Response.json({ version });
  });
}
