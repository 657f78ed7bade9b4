/**
 * `estimateDependencies`: the model suggests which premises depend on which (learning that the
 * source is true changes confidence in the target) and P(target | source). Suggestions naming
 * unknown premises, a premise and itself, or a pair already declared are dropped.
 */
import type { EstimateDependenciesRequest, SuggestedDependency } from '@credence/api';
import { z } from 'zod';
import { LooseProbability, readAnswer } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof EstimateDependenciesRequest>;
type Suggestion = z.output<typeof SuggestedDependency>;

/** The strength a probability implies when the model gives none (the mock backend's cut-offs). */
export function strengthOf(probability: number): Suggestion['strength'] {
  if (probability >= 0.8) return 'strong';
  if (probability >= 0.65) return 'moderate';
  return 'weak';
}

/** The messages asking for dependency suggestions. */
export function buildEstimateDependenciesPrompt(request: Request): ChatMessage[] {
  return prompt(
    [
      'You find dependencies between the premises of an argument: premise B depends on premise A when learning that A is true changes how confident one should be in B.',
      'Suggest only dependencies that are clearly there; suggest none when the premises are independent. Skip pairs listed in existingDependencies (target id → source ids).',
      'userPatterns are conditional probabilities this user gave before ("target|source" → value); use them to calibrate your numbers.',
      'Return {"suggestedDependencies": [{"sourceId": "<premise id>", "targetId": "<premise id>", "conditionalProbability": P(target true | source true) between 0 and 1, "strength": "weak" | "moderate" | "strong", "reasoning": "<one sentence>"}]}.',
    ],
    {
      premises: request.premises.map(({ id, content }) => ({ id, content })),
      existingDependencies: request.existingDependencies,
      userPatterns: request.userPatterns,
    },
  );
}

const AnswerList = z.object({ suggestedDependencies: z.array(z.unknown()) });

const LooseSuggestion = z.object({
  sourceId: z.coerce.string(),
  targetId: z.coerce.string(),
  conditionalProbability: LooseProbability,
  strength: z.enum(['weak', 'moderate', 'strong']).optional().catch(undefined),
  reasoning: z.string().catch(''),
});

/** The usable suggestions of the model's JSON; a missing list is a 502, an empty one is fine. */
export function readEstimateDependenciesAnswer(
  request: Request,
  json: unknown,
): { suggestedDependencies: Suggestion[] } {
  const { suggestedDependencies } = readAnswer(AnswerList, json);
  const ids = new Set(request.premises.map((premise) => premise.id));
  const declared = (target: string, source: string) =>
    (request.existingDependencies[target] ?? []).some((id) => id === source || id === `~${source}`);
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const item of suggestedDependencies) {
    const parsed = LooseSuggestion.safeParse(item);
    if (!parsed.success) continue;
    const { sourceId, targetId, conditionalProbability, strength, reasoning } = parsed.data;
    const pair = `${targetId}|${sourceId}`;
    if (!ids.has(sourceId) || !ids.has(targetId) || sourceId === targetId) continue;
    if (declared(targetId, sourceId) || declared(sourceId, targetId) || seen.has(pair)) continue;
    seen.add(pair);
    suggestions.push({
      sourceId,
      targetId,
      conditionalProbability,
      strength: strength ?? strengthOf(conditionalProbability),
      reasoning,
    });
  }
  return { suggestedDependencies: suggestions };
}
