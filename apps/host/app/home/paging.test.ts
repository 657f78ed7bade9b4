import { describe, expect, it } from 'vitest';
import { pageHref, pageOf, requestedPage, truncateAtWord } from './paging.ts';

describe('home paging', () => {
  it('reads page numbers written in plain digits only', () => {
    const url = new URL('http://x/?publicPage=3&minePage=0x2&sharedPage=1e3');
    expect(requestedPage(url, 'publicPage')).toBe(3);
    expect(requestedPage(url, 'minePage')).toBe(1);
    expect(requestedPage(url, 'sharedPage')).toBe(1);
    expect(requestedPage(url, 'absent')).toBe(1);
  });

  it('slices pages and keeps a page past the end on the last one', () => {
    const list = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(list, 1, 20)).toMatchObject({ page: 1, pageCount: 3, items: list.slice(0, 20) });
    expect(pageOf(list, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(list, 99, 20).page).toBe(3);
    expect(pageOf([], 2, 20)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('links another page keeping the search and the other lists’ pages', () => {
    const url = new URL('http://x/?q=rain&minePage=2');
    expect(pageHref(url, 'publicPage', 3, 'public-arguments')).toBe(
      '/?q=rain&minePage=2&publicPage=3#public-arguments',
    );
    expect(pageHref(url, 'minePage', 1, 'my-arguments')).toBe('/?q=rain#my-arguments');
  });
});

describe('truncateAtWord', () => {
  it('leaves short texts and cuts long ones at a word, within the limit', () => {
    expect(truncateAtWord('A short one.', 20)).toBe('A short one.');
    const cut = truncateAtWord('The forecast says heavy rain is likely tomorrow, so stay in.', 30);
    expect(cut).toBe('The forecast says heavy rain…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word only when the first word is longer than half the limit', () => {
    expect(truncateAtWord('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
