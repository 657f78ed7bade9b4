import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { completeJson } from '../ai/complete.server.ts';
import {
  buildAssessArgumentPrompt,
  readAssessArgumentAnswer,
} from '../ai/prompts/assessArgument.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/argument-assessment (`assessArgument`): the six-section assessment. The request
 * names no model, so the configured default model answers.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.assessArgument, async (body, ai) => {
    const json = await completeJson(ai.client, {
      model: ai.defaultModel,
      messages: buildAssessArgumentPrompt(body),
    });
    return readAssessArgumentAnswer(json);
  });
}
