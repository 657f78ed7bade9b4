import { calls } from '@credence/api';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleApi, methodNotAllowed, parseOrThrow, readJson } from '../api.server.ts';
import { getPrisma } from '../db.server.ts';
import { getUserSettings, updateUserSettings } from '../models/settings.server.ts';
import { requireUserId } from '../session.server.ts';

/** GET /api/user/settings (`getUserSettings`). */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const userId = await requireUserId(request);
    return Response.json({ settings: await getUserSettings(getPrisma(), userId) });
  });
}

/** PUT /api/user/settings (`updateUserSettings`): any subset of the settings. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT']);
  return handleApi(async () => {
    const userId = await requireUserId(request);
    const body = parseOrThrow(calls.updateUserSettings.body, await readJson(request));
    return Response.json({ settings: await updateUserSettings(getPrisma(), userId, body) });
  });
}
