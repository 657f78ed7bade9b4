import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { saveEvaluation } from '../models/evaluations.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['PUT']);
}

/** PUT /api/objects/evaluations/:argumentId (`saveEvaluation`): the user's own evaluation only. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['PUT']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { argumentId } = parseOrThrow(calls.saveEvaluation.params, params);
    const body = parseOrThrow(calls.saveEvaluation.body, await readJson(request));
    const saved = await saveEvaluation(getPrisma(), userId, argumentId, body);
    return Response.json({ success: true, argumentId, evaluationMode: saved.evaluationMode });
  });
}
