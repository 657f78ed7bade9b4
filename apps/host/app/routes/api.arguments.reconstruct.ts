import { calls } from '@credence/api';
import type { ActionFunctionArgs } from '@remix-run/node';
import { assertKnownModel } from '../ai/models.server.ts';
import { runAiEndpoint } from '../ai/route.server.ts';
import { methodNotAllowed } from '../api.server.ts';

export function loader() {
  return methodNotAllowed(['POST']);
}

/**
 * POST /api/arguments/reconstruct (`reconstructArgument`): the argument a text makes, keeping the
 * locked premises and conclusion of the editor's argument; `{ argument: null }` when none.
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  return runAiEndpoint(request, calls.reconstructArgument, async (body, ai) => {
    await assertKnownModel(body.modelId);
    return ai.reconstructArgument(body);
  });
}
