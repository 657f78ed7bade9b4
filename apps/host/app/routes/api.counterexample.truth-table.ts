import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import {
  errorResponse,
  handleApi,
  methodNotAllowed,
  parseOrThrow,
  readJson,
} from '../api.server.ts';
import { truthTableOf } from '../models/logic.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/counterexample/truth-table (`counterexampleTruthTable`): the engine's truth table of
 * the formulas (regimented premises, then the conclusion). 422 with the engine's message when a
 * formula does not parse or the letters exceed its limit; 413 naming the limit for a table over
 * `LIMITS.truthTableCells` or `LIMITS.truthTableWork` (refused before any row is computed, so
 * one request cannot keep the worker busy for minutes); 400 for a malformed body or too many
 * formulas.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    await requireUserId(request);
    const { formulas } = parseOrThrow(calls.counterexampleTruthTable.body, await readJson(request));
    const outcome = truthTableOf(formulas);
    if (!outcome.ok) return errorResponse(outcome.status, outcome.message);
    return Response.json(outcome.table);
  });
}
