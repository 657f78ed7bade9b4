import { calls } from '@credence/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, queryObject } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { listDeliberations } from '../models/deliberations.server.ts';
import { requireUserId } from '../session.server.ts';

// `_index`: the index route of /api/deliberations, a sibling of `api.deliberations.$id`.

/**
 * GET /api/deliberations[?argumentId=] (`listDeliberations`): the deliberations the user is a
 * member of, on arguments they can see, newest first.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const query = parseOrThrow(calls.listDeliberations.query, queryObject(request));
    return Response.json(await listDeliberations(getPrisma(), userId, query));
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
