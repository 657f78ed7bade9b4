import type { EstimateDependenciesRequest, SuggestedDependency } from '@credence/api';
import { dependencyWording } from '@credence/engine';
import type { z } from 'zod';
import { clamp, contentWords, round2, unitFrom, withoutFinalStop } from './hash';

type Request = z.output<typeof EstimateDependenciesRequest>;
type Suggestion = z.infer<typeof SuggestedDependency>;

/**
 * Suggested dependencies: for each pair of premises (the later one depending on the earlier)
 * that shares content words — or, failing that, that the hash picks — and is not declared yet
 * in either direction. The strength grows with the shared words; the user's patterns pull it
 * halfway to their average.
 */
export function estimateDependencies(request: Request): Suggestion[] {
  const { premises, existingDependencies, userPatterns, modelId } = request;
  const declared = (target: string, source: string) =>
    (existingDependencies[target] ?? []).some((id) => id === source || id === `~${source}`);
  const patternMean = userPatterns.length
    ? userPatterns.reduce((sum, pattern) => sum + pattern.value, 0) / userPatterns.length
    : undefined;
  const suggestions: Suggestion[] = [];
  premises.forEach((source, i) => {
    for (const target of premises.slice(i + 1)) {
      if (declared(target.id, source.id) || declared(source.id, target.id)) continue;
      const shared = [...contentWords(source.content)].filter((word) =>
        contentWords(target.content).has(word),
      );
      const pick = unitFrom(modelId, source.content, target.content);
      if (shared.length === 0 && pick >= 0.25) continue;
      const raw = clamp(0.6 + 0.08 * shared.length + (pick - 0.5) * 0.1, 0.55, 0.95);
      const conditionalProbability = round2(
        patternMean === undefined ? raw : (raw + patternMean) / 2,
      );
      const sentence = dependencyWording({
        antecedentText: withoutFinalStop(source.content),
        antecedentValue: true,
        consequentText: withoutFinalStop(target.content),
        probability: conditionalProbability,
      });
      const because = shared.length
        ? ` (both are about ${shared.slice(0, 3).join(', ')})`
        : ' (they bear on the same question)';
      suggestions.push({
        targetId: target.id,
        sourceId: source.id,
        conditionalProbability,
        strength:
          conditionalProbability >= 0.8
            ? 'strong'
            : conditionalProbability >= 0.65
              ? 'moderate'
              : 'weak',
        reasoning: `${sentence}${because}.`,
      });
    }
  });
  return suggestions;
}
