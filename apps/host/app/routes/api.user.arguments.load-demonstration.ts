import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { loadSavedProof, NO_SAVED_PROOF, UNREADABLE_PROOF } from '../models/proofs.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/arguments/load-demonstration (`loadDemonstration`): `{ success: true,
 * proofStateV4 }` for an argument the user may see that has a saved proof. 404 otherwise (a
 * missing, invisible or proofless argument alike), its body both the host's `{ error }` and the
 * mock backend's `{ success: false, message }`. A stored proof that no longer reads as one is a
 * 200 `{ success: false, message }`, which the proof view shows as an API error.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { argumentId } = parseOrThrow(calls.loadDemonstration.body, await readJson(request));
    const outcome = await loadSavedProof(getPrisma(), userId, argumentId);
    if (outcome.status === 'missing') {
      return Response.json(
        { error: NO_SAVED_PROOF, success: false, message: NO_SAVED_PROOF },
        { status: 404 },
      );
    }
    if (outcome.status === 'unreadable') {
      return Response.json({ success: false, message: UNREADABLE_PROOF });
    }
    return Response.json({ success: true, proofStateV4: outcome.proofStateV4 });
  });
}
