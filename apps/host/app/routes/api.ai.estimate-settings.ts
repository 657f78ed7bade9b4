import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { assertKnownModel } from '../ai/models.server.ts';
import { assertEstimableTable } from '../ai/prompts/estimateSettings.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/ai/estimate-settings (`estimateSettings`): Bayesian sliders or truth-table rows. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.estimateSettings, async (body, ai) => {
    await assertKnownModel(body.modelId);
    assertEstimableTable(body);
    return ai.estimateSettings(body);
  });
}
