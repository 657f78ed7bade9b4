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
import { generateArgumentImage } from '../models/sharing.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/generate-image (`generateImage`): `{ success: true, imageUrl }`, the
 * same-origin URL of the argument's SVG card (GET /api/arguments/:id/image.svg). Same access
 * rule as sharing: the owner, or anyone for a PUBLIC argument.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { userArgumentId } = parseOrThrow(calls.generateImage.body, await readJson(request));
    const result = await generateArgumentImage(getPrisma(), userId, userArgumentId);
    if (!result.ok) return errorResponse(result.status, result.error);
    return Response.json({ success: true, imageUrl: result.value });
  });
}
