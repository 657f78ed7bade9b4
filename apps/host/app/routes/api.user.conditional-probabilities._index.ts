import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, queryObject, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { createConditional, findConditionals } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

/**
 * GET /api/user/conditional-probabilities?consequent_claims=a,b&antecedent_claims=c
 * (`findConditionalProbabilities`): the user's own records for exactly these claims.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const query = parseOrThrow(calls.findConditionalProbabilities.query, queryObject(request));
    const probabilities = await findConditionals(getPrisma(), userId, query);
    return Response.json({ probabilities });
  });
}

/**
 * POST /api/user/conditional-probabilities (`createConditionalProbability`): 201 with the new
 * record, 409 when the user has one for the same claims.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.createConditionalProbability.body, await readJson(request));
    const probability = await createConditional(getPrisma(), userId, body);
    return Response.json({ probability }, { status: 201 });
  });
}
