import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { assertKnownModel } from '../ai/models.server.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/ai/estimate-dependencies (`estimateDependencies`): suggested premise dependencies. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.estimateDependencies, async (body, ai) => {
    await assertKnownModel(body.modelId);
    return ai.estimateDependencies(body);
  });
}
