import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getClaimsByIds } from '../models/arguments.server.ts';
import { requireUserId } from '../session.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/objects/claims/batch (`getClaims`): claims of arguments the user may see. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const { claimIds } = parseOrThrow(calls.getClaims.body, await readJson(request));
    return Response.json({ claims: await getClaimsByIds(getPrisma(), userId, claimIds) });
  });
}
