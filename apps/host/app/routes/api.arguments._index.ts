import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, queryObject, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { createArgument, getArgumentsByIds } from '../models/arguments.server.ts';
import { refuseOverCreationLimit } from '../models/creationLimit.server.ts';
import { requireUserId } from '../session.server.ts';

// `_index`: the index route of /api/arguments, a sibling of `api.arguments.$id` (a plain
// `api.arguments.ts` would become the parent layout of every /api/arguments/* route).

const ALLOWED = ['GET', 'POST'];

/**
 * GET /api/arguments?ids=1,2,3 (`getArgumentsByIds`): summaries in the order asked; ids the
 * user may not see, or that do not exist, are left out.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { ids } = parseOrThrow(calls.getArgumentsByIds.query, queryObject(request));
    return Response.json({ arguments: await getArgumentsByIds(getPrisma(), userId, ids) });
  });
}

/**
 * POST /api/arguments (`createArgument`): a new argument owned by the user (201 `{ argument }`);
 * 429 with `Retry-After` past the account's hourly limit (`ARGUMENT_CREATION_LIMIT`).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(ALLOWED);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.createArgument.body, await readJson(request));
    const refused = await refuseOverCreationLimit(getPrisma(), userId);
    if (refused) return refused;
    const argument = await createArgument(getPrisma(), userId, body);
    return Response.json({ argument }, { status: 201 });
  });
}
