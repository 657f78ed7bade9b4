import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { completeJson } from '../ai/complete.server.ts';
import { assertKnownModel } from '../ai/models.server.ts';
import {
  buildEstimateDependenciesPrompt,
  readEstimateDependenciesAnswer,
} from '../ai/prompts/estimateDependencies.ts';
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
    const json = await completeJson(ai.client, {
      model: body.modelId,
      messages: buildEstimateDependenciesPrompt(body),
    });
    return readEstimateDependenciesAnswer(body, json);
  });
}
