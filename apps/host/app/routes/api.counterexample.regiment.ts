import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { completeJson } from '../ai/complete.server.ts';
import {
  buildRegimentPrompt,
  nothingToRegiment,
  readRegimentAnswer,
} from '../ai/prompts/regiment.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/counterexample/regiment (`regiment`): formulas for the premises and conclusion,
 * checked with the engine's parser. The request names no model: the default model answers.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.regiment, async (body, ai) => {
    if (nothingToRegiment(body)) return readRegimentAnswer(body, {});
    const json = await completeJson(ai.client, {
      model: ai.defaultModel,
      messages: buildRegimentPrompt(body),
    });
    return readRegimentAnswer(body, json);
  });
}
