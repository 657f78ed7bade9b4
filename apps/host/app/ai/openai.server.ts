/**
 * The OpenAI provider: each AI call is one JSON-mode chat completion on the configured
 * OpenAI-compatible endpoint, with the task's prompt (`prompts/`), and the model's JSON read back
 * by the task's reader (clamped, checked, 502 when unusable); a reconstruction may take up to
 * two more, to repair formulas the server's receipt rejects. Calls whose request names no model
 * (assessment, regimentation) use the configured default model.
 */
import type { AiService } from './client.server.ts';
import { completeJson } from './complete.server.ts';
import { buildAssessArgumentPrompt, readAssessArgumentAnswer } from './prompts/assessArgument.ts';
import {
  buildEstimateDependenciesPrompt,
  readEstimateDependenciesAnswer,
} from './prompts/estimateDependencies.ts';
import {
  buildEstimateSettingsPrompt,
  readEstimateSettingsAnswer,
} from './prompts/estimateSettings.ts';
import { buildGenerateLinkedPrompt, readGenerateLinkedAnswer } from './prompts/generateLinked.ts';
import { buildRegimentPrompt, nothingToRegiment, readRegimentAnswer } from './prompts/regiment.ts';
import {
  buildValidateContentPrompt,
  readValidateContentAnswer,
} from './prompts/validateContent.ts';
import type { AiProvider } from './provider.server.ts';
import { computeReceipt } from './receipt.server.ts';
import { reconstructWithRepair } from './reconstructionRepair.server.ts';

/** The provider that asks `ai`'s endpoint. */
export function createOpenAiProvider(ai: AiService): AiProvider {
  return {
    kind: 'openai',
    estimateSettings: async (body, { signal } = {}) =>
      readEstimateSettingsAnswer(
        body,
        await completeJson(ai.client, {
          model: body.modelId,
          messages: buildEstimateSettingsPrompt(body),
          signal,
        }),
      ),
    estimateDependencies: async (body, { signal } = {}) =>
      readEstimateDependenciesAnswer(
        body,
        await completeJson(ai.client, {
          model: body.modelId,
          messages: buildEstimateDependenciesPrompt(body),
          signal,
        }),
      ),
    assessArgument: async (body, { signal } = {}) => ({
      ...readAssessArgumentAnswer(
        await completeJson(ai.client, {
          model: ai.defaultModel,
          messages: buildAssessArgumentPrompt(body),
          signal,
        }),
      ),
      // The request names no model: the answer says which one wrote the assessment.
      source: { kind: 'model', model: ai.defaultModel },
    }),
    validateContent: async (body, { signal } = {}) =>
      readValidateContentAnswer(
        await completeJson(ai.client, {
          model: body.modelId,
          messages: buildValidateContentPrompt(body),
          signal,
        }),
      ),
    generateLinked: async (body, { signal } = {}) =>
      readGenerateLinkedAnswer(
        body,
        await completeJson(ai.client, {
          model: body.model,
          messages: buildGenerateLinkedPrompt(body),
          signal,
        }),
      ),
    // The model formalises; the server checks its formulas on the worker thread and sends the
    // failures back for repair (`reconstructionRepair.server.ts`).
    reconstructArgument: (body, { signal } = {}) =>
      reconstructWithRepair(body, {
        complete: (messages) => completeJson(ai.client, { model: body.modelId, messages, signal }),
        receipt: (request) => computeReceipt(request, signal),
        signal,
      }),
    regiment: async (body, { signal } = {}) => {
      // Only empty parts (a single retry of another item): nothing to ask a model.
      if (nothingToRegiment(body)) return readRegimentAnswer(body, {});
      return readRegimentAnswer(
        body,
        await completeJson(ai.client, {
          model: ai.defaultModel,
          messages: buildRegimentPrompt(body),
          signal,
        }),
      );
    },
  };
}
