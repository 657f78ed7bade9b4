import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readNoBody } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { deleteClaimEquivalence } from '../models/claimEquivalences.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['DELETE']);
}

/**
 * DELETE /api/claims/equivalences/:id (`deleteClaimEquivalence`): the user's own equivalence;
 * anyone else's, and a missing one, answer the same 404.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.deleteClaimEquivalence.params, params);
    await readNoBody(request);
    return Response.json(await deleteClaimEquivalence(getPrisma(), userId, id));
  });
}
