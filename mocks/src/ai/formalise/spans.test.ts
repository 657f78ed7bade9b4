import { describe, expect, it } from 'vitest';
import { placeClaims, SourceText } from './spans';

/** The text at each span of `claim` in `text` (null when implicit). */
function placed(text: string, claims: readonly string[]): (string[] | null)[] {
  const source = new SourceText(text);
  return claims.map(
    (claim) => source.spansOf(claim)?.map(([start, end]) => text.slice(start, end)) ?? null,
  );
}

describe('SourceText.spansOf', () => {
  it('gives [start, end) of the words, without the final stop, ignoring case', () => {
    const text = 'all men are mortal.';
    expect(new SourceText(text).spansOf('All men are mortal.')).toEqual([[0, 18]]);
  });

  it('prefers the occurrence that stands as a sentence over one inside a conditional', () => {
    const text = 'If it rains, the streets are wet. It rains. So the streets are wet.';
    expect(new SourceText(text).spansOf('It rains.')).toEqual([[34, 42]]);
    expect(new SourceText(text).spansOf('The streets are wet.')).toEqual([[47, 66]]);
  });

  it('places a because clause and the conclusion after so', () => {
    const text = 'The roads are wet because it rained, so drivers should slow down.';
    expect(placed(text, ['The roads are wet.', 'It rained.', 'Drivers should slow down.'])).toEqual(
      [['The roads are wet'], ['it rained'], ['drivers should slow down']],
    );
  });

  it('gives a repeated claim an occurrence no other claim took', () => {
    const text = 'The plan will work, because the plan will work.';
    const source = new SourceText(text);
    const first = source.spansOf('The plan will work.');
    const second = source.spansOf('The plan will work.');
    expect(first).not.toEqual(second);
    expect([first, second].flat().sort()).toEqual([
      [0, 18],
      [28, 46],
    ]);
  });

  it('places words split by an aside in one sentence as several spans', () => {
    const text = 'Socrates, as everyone knows, is a man. Plato is too.';
    expect(placed(text, ['Socrates is a man.'])).toEqual([['Socrates', 'is a man']]);
  });

  it('is null for a claim whose words are not in one sentence of the text', () => {
    expect(
      placed('Socrates is a man. So he is mortal.', ['All men are mortal.', 'Man is he.']),
    ).toEqual([null, null]);
    expect(placed('Some text.', ['...'])).toEqual([null]);
  });

  it('counts offsets in UTF-16 code units, matching curly apostrophes to straight ones', () => {
    const text = '😀 It isn’t raining.';
    expect(new SourceText(text).spansOf("It isn't raining.")).toEqual([[3, 19]]);
  });
});

describe('placeClaims', () => {
  it('places each claim in order, a repeated one at an occurrence not yet taken', () => {
    const text = 'The plan will work, because the plan will work.';
    expect(placeClaims(text, ['The plan will work.', 'The plan will work.', 'It fails.'])).toEqual([
      [[0, 18]],
      [[28, 46]],
      null,
    ]);
  });
});
