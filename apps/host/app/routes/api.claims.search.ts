import { calls } from '@credence/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, queryObject } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { searchClaims } from '../models/claimEquivalences.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/claims/search?q= (`searchClaims`): up to 20 claims the user may see whose text
 * contains `q`, ignoring case — what the "Same claim as…" box offers.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const query = parseOrThrow(calls.searchClaims.query, queryObject(request));
    return Response.json(await searchClaims(getPrisma(), userId, query));
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
