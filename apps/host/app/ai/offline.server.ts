/**
 * The offline AI provider: answers every AI call with `@credence/mocks/offline-ai`'s
 * deterministic functions — the same request always gets the same answer, and the answer follows
 * the texts and the model id — so the host works without any AI endpoint (no `OPENAI_API_KEY`)
 * and answers exactly as the mock backend does. Nothing leaves the server.
 *
 * The functions run on a worker thread (`offlineWorker.server.ts`), so their CPU work never
 * holds the request thread: one account's burst of AI calls cannot delay other people's reads.
 */

import { offlineAiWorker } from './offlineWorker.server.ts';
import { assertRegimentParses } from './prompts/regiment.ts';
import type { AiAnswer, AiCall, AiCallOptions, AiProvider } from './provider.server.ts';

/**
 * Runs one offline function on the worker, under the call's deadline; the answer is the
 * function's own (the provider wraps those the call nests).
 */
function offline(
  call: AiCall,
  body: unknown,
  { signal }: AiCallOptions = {},
  options?: unknown,
): Promise<unknown> {
  return offlineAiWorker().run(call, body, options, signal);
}

type Suggestions = AiAnswer<'estimateDependencies'>['suggestedDependencies'];
type Assessment = AiAnswer<'assessArgument'>['assessment'];

/** The deterministic provider used when no AI endpoint is configured. */
export const offlineAiProvider: AiProvider = {
  kind: 'offline',
  estimateSettings: async (body, options) =>
    (await offline('estimateSettings', body, options)) as AiAnswer<'estimateSettings'>,
  estimateDependencies: async (body, options) => ({
    suggestedDependencies: (await offline('estimateDependencies', body, options)) as Suggestions,
  }),
  // Labelled as the rules' work: the assessment modal says it is a rule-based estimate.
  assessArgument: async (body, options) => ({
    assessment: (await offline('assessArgument', body, options)) as Assessment,
    source: { kind: 'rule-based' },
  }),
  validateContent: async (body, options) =>
    (await offline('validateContent', body, options)) as AiAnswer<'validateContent'>,
  // Whatever model the request names, the description names the rules that wrote it.
  generateLinked: async (body, options) =>
    (await offline('generateLinked', body, options, {
      ruleBased: true,
    })) as AiAnswer<'generateLinked'>,
  reconstructArgument: async (body, options) =>
    (await offline('reconstructArgument', body, options)) as AiAnswer<'reconstructArgument'>,
  // The response schema cannot tell a formula that does not parse: the counterexample finder
  // must never receive one, whoever wrote it.
  regiment: async (body, options) => {
    const answer = (await offline('regiment', body, options)) as AiAnswer<'regiment'>;
    assertRegimentParses(body, answer);
    return answer;
  },
};
