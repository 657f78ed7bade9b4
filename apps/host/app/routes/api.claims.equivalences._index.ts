import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { createClaimEquivalence } from '../models/claimEquivalences.server.ts';
import { requireUserId } from '../session.server.ts';

// `_index`: the index route of /api/claims/equivalences, a sibling of `…equivalences.$id`.

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/claims/equivalences (`createClaimEquivalence`): 201 `{ equivalence }`; 400 for one
 * claim twice, 404 for a claim the user may not see, 409 for a pair declared already.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.createClaimEquivalence.body, await readJson(request));
    const equivalence = await createClaimEquivalence(getPrisma(), userId, body);
    return Response.json({ equivalence }, { status: 201 });
  });
}
