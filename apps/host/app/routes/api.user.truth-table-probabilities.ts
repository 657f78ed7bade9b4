import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { saveTruthTableProbabilities } from '../models/conditionals.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/user/truth-table-probabilities (`saveTruthTableProbabilities`): stores the user's
 * P(C|Premises), P(C|¬Premises) and P(C) as conditional records (source `truth-table`).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.saveTruthTableProbabilities.body, await readJson(request));
    await saveTruthTableProbabilities(getPrisma(), userId, body);
    return Response.json({ success: true });
  });
}
