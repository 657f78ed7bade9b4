import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/counterexample/regiment (`regiment`): formulas for the premises and conclusion,
 * checked with the engine's parser. The request names no model: the provider's default answers.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.regiment, (body, ai) => ai.regiment(body));
}
