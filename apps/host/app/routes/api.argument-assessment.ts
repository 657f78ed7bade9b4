import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/argument-assessment (`assessArgument`): the six-section assessment. The request
 * names no model, so there is no model id to check (the provider uses its default model).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.assessArgument, (body, ai) => ai.assessArgument(body));
}
