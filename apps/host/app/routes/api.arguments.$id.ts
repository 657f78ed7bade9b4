import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  handleApi,
  methodNotAllowed,
  notFound,
  parseOrThrow,
  readJson,
  readNoBody,
} from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getArgument } from '../models/arguments.server.ts';
import { deleteArgument, updateArgument } from '../models/authoring.server.ts';
import { requireUserId } from '../session.server.ts';

/** GET /api/arguments/:id (`getArgument`): 404 for missing and invisible arguments alike. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { id } = parseOrThrow(calls.getArgument.params, params);
    const argument = await getArgument(getPrisma(), userId, id);
    if (!argument) notFound('Argument');
    return Response.json({ argument });
  });
}

/**
 * PUT /api/arguments/:id (`updateArgument`) → `{ argument }`; DELETE (`deleteArgument`) →
 * `{ success: true }`. Owner only: 404 for a missing or invisible argument, 403 for someone
 * else's visible one; a premise id that is not of this argument is a 400.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'PUT' && request.method !== 'DELETE') {
    return methodNotAllowed(['GET', 'PUT', 'DELETE']);
  }
  return handleApi(async () => {
    const userId = await requireUserId(request);
    if (request.method === 'DELETE') {
      const { id } = parseOrThrow(calls.deleteArgument.params, params);
      await readNoBody(request);
      await deleteArgument(getPrisma(), userId, id);
      return Response.json({ success: true });
    }
    const { id } = parseOrThrow(calls.updateArgument.params, params);
    const body = parseOrThrow(calls.updateArgument.body, await readJson(request));
    const argument = await updateArgument(getPrisma(), userId, id, body);
    return Response.json({ argument });
  });
}
