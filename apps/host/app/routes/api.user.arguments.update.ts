import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  handleApi,
  methodNotAllowed,
  notFound,
  parseOrThrow,
  queryObject,
  readJson,
} from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getEvaluation, saveUserArgument } from '../models/evaluations.server.ts';
import { requireUserId } from '../session.server.ts';

/** GET /api/user/arguments/update?argumentId= (`getUserArgument`): the user's saved values. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { argumentId } = parseOrThrow(calls.getUserArgument.query, queryObject(request));
    const evaluation = await getEvaluation(getPrisma(), userId, argumentId);
    if (!evaluation) notFound('Saved evaluation');
    return Response.json({
      inferenceStrength: evaluation.inferenceStrength,
      fallbackSupport: evaluation.fallbackSupport,
      evaluationMode: evaluation.evaluationMode,
      premises: evaluation.premises,
      conclusion: evaluation.conclusion,
    });
  });
}

/** POST /api/user/arguments/update (`updateUserArgument`): strength values and credences. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.updateUserArgument.body, await readJson(request));
    await saveUserArgument(getPrisma(), userId, body);
    return Response.json({ success: true });
  });
}
