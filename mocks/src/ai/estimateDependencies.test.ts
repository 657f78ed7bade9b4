import { describe, expect, it } from 'vitest';
import { estimateDependencies, REASONING_QUOTE_CHARS } from './estimateDependencies';

describe('estimateDependencies', () => {
  it('quotes long premises shortened, so 50 premises of 2,000 characters make a small answer', () => {
    const long = (word: string) =>
      `${`${word} power reduces carbon emissions `.repeat(60)}`.slice(0, 2_000);
    const premises = Array.from({ length: 50 }, (_, i) => ({
      id: `p${i}`,
      content: long(`w${i % 3}`),
    }));
    const suggestions = estimateDependencies({
      premises,
      modelId: 'gpt-4o-mini',
      existingDependencies: {},
      userPatterns: [],
    });
    expect(suggestions.length).toBeGreaterThan(100);
    for (const { reasoning } of suggestions) {
      expect(reasoning).toMatch(/^Learning that .+…/);
      expect(reasoning.length).toBeLessThan(4 * REASONING_QUOTE_CHARS + 200);
    }
    expect(JSON.stringify(suggestions).length).toBeLessThan(1_000_000);
  });

  it('quotes short premises whole, without their final stop', () => {
    const [suggestion] = estimateDependencies({
      premises: [
        { id: 'a', content: 'Carbon emissions fell sharply.' },
        { id: 'b', content: 'Carbon taxes were raised.' },
      ],
      modelId: 'gpt-4o-mini',
      existingDependencies: {},
      userPatterns: [],
    });
    expect(suggestion?.reasoning).toContain('Carbon emissions fell sharply"');
    expect(suggestion?.reasoning).not.toContain('…');
  });
});
