/**
 * The offline AI provider: answers every AI call with `@credence/mocks/offline-ai`'s
 * deterministic functions — the same request always gets the same answer, and the answer follows
 * the texts and the model id — so the host works without any AI endpoint (no `OPENAI_API_KEY`)
 * and answers exactly as the mock backend does. Nothing leaves the server.
 */
import {
  assessArgument,
  estimateDependencies,
  estimateSettings,
  generateLinked,
  reconstructArgument,
  regiment,
  validateContent,
} from '@credence/mocks/offline-ai';
import { assertRegimentParses } from './prompts/regiment.ts';
import type { AiProvider } from './provider.server.ts';

/** The deterministic provider used when no AI endpoint is configured. */
export const offlineAiProvider: AiProvider = {
  kind: 'offline',
  estimateSettings: async (body) => estimateSettings(body),
  estimateDependencies: async (body) => ({ suggestedDependencies: estimateDependencies(body) }),
  // Labelled as the rules' work: the assessment modal says it is a rule-based estimate.
  assessArgument: async (body) => ({
    assessment: assessArgument(body),
    source: { kind: 'rule-based' },
  }),
  validateContent: async (body) => validateContent(body),
  // Whatever model the request names, the description names the rules that wrote it.
  generateLinked: async (body) => generateLinked(body, { ruleBased: true }),
  reconstructArgument: async (body) => reconstructArgument(body),
  // The response schema cannot tell a formula that does not parse: the counterexample finder
  // must never receive one, whoever wrote it.
  regiment: async (body) => {
    const answer = regiment(body);
    assertRegimentParses(body, answer);
    return answer;
  },
};
