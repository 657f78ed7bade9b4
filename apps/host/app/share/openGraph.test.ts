import { describe, expect, it } from 'vitest';
import { clip, previewDescription, shareMetaTags } from './openGraph.ts';

describe('share previews', () => {
  it('names the title, description, link and card image with absolute URLs', () => {
    const tags = shareMetaTags({
      title: 'Rain and the picnic',
      description: 'Whether the picnic will be cancelled.',
      url: 'https://credence.example/argument/shared/abc',
      image: 'https://credence.example/api/arguments/3/image.png',
    });
    const property = (name: string) =>
      (tags as Record<string, unknown>[]).find((tag) => tag.property === name)?.content;
    expect(property('og:title')).toBe('Rain and the picnic');
    expect(property('og:description')).toBe('Whether the picnic will be cancelled.');
    expect(property('og:url')).toBe('https://credence.example/argument/shared/abc');
    expect(property('og:image')).toBe('https://credence.example/api/arguments/3/image.png');
    expect(property('og:image:type')).toBe('image/png');
    expect(tags).toContainEqual({ title: 'Rain and the picnic · Credence' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('describes by the summary, else the conclusion, cut to 200 characters', () => {
    expect(previewDescription('  A summary. ', 'C')).toBe('A summary.');
    expect(previewDescription('', 'Socrates is mortal.')).toBe('Conclusion: Socrates is mortal.');
    const long = previewDescription('word '.repeat(100), 'C');
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(clip('short', 10)).toBe('short');
  });
});
