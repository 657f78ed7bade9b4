import type { EstimateDependenciesRequest, SuggestedDependency } from '@credence/api';
import { dependencyWording } from '@credence/engine';
import type { z } from 'zod';
import { clamp, contentWords, round2, shorten, unitAfter } from './hash';

type Request = z.output<typeof EstimateDependenciesRequest>;
type Suggestion = z.infer<typeof SuggestedDependency>;

/** The most characters of a premise a suggestion's reasoning quotes (longer ones end in …). */
export const REASONING_QUOTE_CHARS = 120;

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
  // Each premise's words, wording text and hash prefix once, not once per pair: with 50 long
  // premises the 1,225 pairs would otherwise redo the same work (one request, one event loop).
  const words = premises.map((premise) => contentWords(premise.content));
  // Quoted at most REASONING_QUOTE_CHARS long: 1,225 reasons each quoting two whole 2,000-character
  // premises made a 5 MB answer that took the server longer to send than to compute.
  const texts = premises.map((premise) => shorten(premise.content, REASONING_QUOTE_CHARS));
  const suggestions: Suggestion[] = [];
  premises.forEach((source, i) => {
    const sourceWords = words[i]!;
    const pickFor = unitAfter(modelId, source.content);
    premises.forEach((target, j) => {
      if (j <= i) return;
      if (declared(target.id, source.id) || declared(source.id, target.id)) return;
      const targetWords = words[j]!;
      const shared = [...sourceWords].filter((word) => targetWords.has(word));
      const pick = pickFor(target.content);
      if (shared.length === 0 && pick >= 0.25) return;
      const raw = clamp(0.6 + 0.08 * shared.length + (pick - 0.5) * 0.1, 0.55, 0.95);
      const conditionalProbability = round2(
        patternMean === undefined ? raw : (raw + patternMean) / 2,
      );
      const sentence = dependencyWording({
        antecedentText: texts[i]!,
        antecedentValue: true,
        consequentText: texts[j]!,
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
    });
  });
  return suggestions;
}
