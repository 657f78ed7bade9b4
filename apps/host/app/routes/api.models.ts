import { calls } from '@credence/api';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { listModels } from '../ai/models.server.ts';
import { handleApi, methodNotAllowed, parseOrThrow, queryObject } from '../api.server.ts';
import { requireUserId } from '../session.server.ts';

/** GET /api/models[?all=true] (`listModels`): also answers when AI is not configured. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireUserId(request);
    const { all } = parseOrThrow(calls.listModels.query, queryObject(request));
    return Response.json({ models: await listModels(all === 'true') });
  });
}

export function action() {
  return methodNotAllowed(['GET']);
}
