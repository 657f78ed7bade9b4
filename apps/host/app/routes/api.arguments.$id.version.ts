import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, notFound, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { createVersion, listVersions } from '../models/versions.server.ts';
import { requireUserId } from '../session.server.ts';

const ALLOWED = ['GET', 'PUT'];

/**
 * GET /api/arguments/:id/version (`listVersions`): the user's own versions, newest first;
 * 404 for missing and invisible arguments.
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

/**
 * PUT /api/arguments/:id/version (`createVersion`): snapshots the argument as the user's new
 * current version (201 `{ version }`); 404 for missing and invisible arguments.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(ALLOWED);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.createVersion.params, params);
    const body = parseOrThrow(calls.createVersion.body, await readJson(request));
    const version = await createVersion(getPrisma(), userId, id, body);
    return Response.json({ version }, { status: 201 });
  });
}
