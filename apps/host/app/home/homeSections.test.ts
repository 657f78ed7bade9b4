import { describe, expect, it } from 'vitest';
import { homeSections, MAX_SEARCH_CHARS, searchQuery, titleMatches } from './homeSections.ts';

const list = [
  { id: 1, title: 'Rain and the picnic', visibility: 'PUBLIC' as const },
  { id: 2, title: 'My private doubts', visibility: 'PRIVATE' as const },
  { id: 3, title: 'Ann’s river', visibility: 'FRIENDS_ONLY' as const },
  { id: 4, title: 'My public café argument', visibility: 'PUBLIC' as const },
  { id: 5, title: 'My friends-only note', visibility: 'FRIENDS_ONLY' as const },
];

describe('homeSections', () => {
  it('puts own arguments under "mine" whatever their visibility, others by visibility', () => {
    const sections = homeSections(list, [2, 4, 5], '');
    expect(sections.mine.map((a) => a.id)).toEqual([2, 4, 5]);
    expect(sections.shared.map((a) => a.id)).toEqual([3]);
    expect(sections.public.map((a) => a.id)).toEqual([1]);
  });

  it('keeps only titles holding every word of the search, in any case and without accents', () => {
    const sections = homeSections(list, [4], 'CAFE my');
    expect(sections.mine.map((a) => a.id)).toEqual([4]);
    expect(sections.public).toEqual([]);
    expect(titleMatches('Rain and the picnic', 'picnic rain')).toBe(true);
    expect(titleMatches('Rain and the picnic', 'picnic snow')).toBe(false);
    expect(titleMatches('Anything', '   ')).toBe(true);
  });

  it('reads ?q= trimmed and cut to the limit', () => {
    expect(searchQuery(new URL('http://x/?q=%20rain%20'))).toBe('rain');
    expect(searchQuery(new URL('http://x/'))).toBe('');
    expect(searchQuery(new URL(`http://x/?q=${'a'.repeat(500)}`))).toHaveLength(MAX_SEARCH_CHARS);
  });
});
