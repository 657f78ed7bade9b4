import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { completeJson } from '../ai/complete.server.ts';
import { assertKnownModel } from '../ai/models.server.ts';
import {
  buildGenerateLinkedPrompt,
  readGenerateLinkedAnswer,
} from '../ai/prompts/generateLinked.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/** POST /api/arguments/generate-linked (`generateLinked`): an AI-written objection or support. */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.generateLinked, async (body, ai) => {
    await assertKnownModel(body.model, 'model');
    const json = await completeJson(ai.client, {
      model: body.model,
      messages: buildGenerateLinkedPrompt(body),
    });
    return readGenerateLinkedAnswer(body, json);
  });
}
