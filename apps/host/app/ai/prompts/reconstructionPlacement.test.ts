import { describe, expect, it } from 'vitest';
import { clampSpans, MAX_SPANS_PER_CLAIM, placeAll } from './reconstructionPlacement.ts';

describe('clampSpans', () => {
  it('keeps whole-number pairs inside the text, sorted; drops the rest', () => {
    expect(
      clampSpans(
        [[5, 9], [0, 3], [4, 2], [-1, 2], [8, 11], [1.5, 3], ['0', '2'], [2], 'x', [10, 10]],
        10,
      ),
    ).toEqual([
      [0, 3],
      [5, 9],
      [10, 10],
    ]);
    expect(clampSpans('0-3', 10)).toEqual([]);
    expect(clampSpans(undefined, 10)).toEqual([]);
  });

  it(`keeps at most ${MAX_SPANS_PER_CLAIM} spans`, () => {
    const many = Array.from({ length: MAX_SPANS_PER_CLAIM + 5 }, () => [0, 1]);
    expect(clampSpans(many, 10)).toHaveLength(MAX_SPANS_PER_CLAIM);
  });
});

describe('placeAll', () => {
  const text = 'It rains. So the streets are wet.';

  it('own spans that fit, else implicit when said, else where the formaliser finds the words', () => {
    expect(
      placeAll(text, [
        { content: 'It rains.', sourceSpans: [[0, 8]] },
        { content: 'Rain wets streets.', implicit: true },
        { content: 'The streets are wet.', sourceSpans: [[40, 50]] },
        { content: 'It snows.' },
      ]),
    ).toEqual([
      { sourceSpans: [[0, 8]] },
      { implicit: true },
      { sourceSpans: [[13, 32]] },
      { implicit: true },
    ]);
    expect(text.slice(13, 32)).toBe('the streets are wet');
  });

  it('spans that fit win over a claim’s implicit flag', () => {
    expect(placeAll(text, [{ content: 'x', sourceSpans: [[0, 2]], implicit: true }])).toEqual([
      { sourceSpans: [[0, 2]] },
    ]);
  });
});
