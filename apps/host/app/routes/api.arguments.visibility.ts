import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import {
  errorResponse,
  handleApi,
  methodNotAllowed,
  parseOrThrow,
  readJson,
} from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { setArgumentVisibility } from '../models/sharing.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['PATCH']);
}

/**
 * PATCH /api/arguments/visibility (`setVisibility`): `{ success: true, visibility }`; owner only
 * (403 for someone else's visible argument, 404 when missing or invisible).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(['PATCH']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { userArgumentId, visibility } = parseOrThrow(
      calls.setVisibility.body,
      await readJson(request),
    );
    const result = await setArgumentVisibility(getPrisma(), userId, userArgumentId, visibility);
    if (!result.ok) return errorResponse(result.status, result.error);
    return Response.json({ success: true, visibility: result.value });
  });
}
