import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { conditionalsForClaims } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/conditional-probabilities/for-claims (`getConditionalProbabilitiesForClaims`):
 * the user's records touching these claims.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(
      calls.getConditionalProbabilitiesForClaims.body,
      await readJson(request),
    );
    const probabilities = await conditionalsForClaims(getPrisma(), userId, body);
    return Response.json({ probabilities });
  });
}
