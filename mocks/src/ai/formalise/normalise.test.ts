import { describe, expect, it } from 'vitest';
import { normaliseWord, normaliseWording } from './normalise';

const key = (text: string) => normaliseWording(text.split(' '));

describe('normaliseWording', () => {
  it.each([
    ['It rains', 'it rains', 'case'],
    ['the ground is wet', 'ground is wet', 'articles'],
    ['a dog barks', 'the dog barks', 'articles'],
    ['the streets are wet', 'the street is wet', 'plural and be agreement'],
    ['it rains', 'it is raining', 'progressive'],
    ['he was running', 'he runs', 'progressive (tense of be dropped with it)'],
    ['dogs bark', 'a dog barks', 'plural subject, singular verb'],
    ['all men', 'all man', 'irregular plural'],
    ['she watches birds', 'she watch bird', '-es and -s'],
    ['flies', 'fly', '-ies'],
    ['it goes', 'it go', 'goes'],
    ["Ann's car", 'Ann car', 'possessive'],
    ['we have time', 'we has time', 'have/has'],
  ])('%s = %s (%s)', (a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it.each([
    ['it rained', 'it rains', 'tense'],
    ['she is making tea', 'she makes tea', '-ing of a stem ending in e'],
    ['the car is red', 'the auto is red', 'synonyms'],
    ['Ann loves Bob', 'Bob loves Ann', 'word order'],
    ['the glass is full', 'the glas is full', '-ss is kept'],
  ])('%s ≠ %s (%s)', (a, b) => {
    expect(key(a)).not.toBe(key(b));
  });

  it('writes keys from words, dropping punctuation and empty words', () => {
    expect(normaliseWording(['The', 'Streets', 'are', 'wet'])).toBe('street is wet');
    expect(normaliseWording(['', 'it', 'is', 'raining'])).toBe('it rain');
  });
});

describe('normaliseWord', () => {
  it.each([
    ['rains', 'rain'],
    ['boxes', 'box'],
    ['classes', 'class'],
    ['studies', 'study'],
    ['running', 'run'],
    ['falling', 'fall'],
    ['thing', 'thing'],
    ['is', 'is'],
    ['was', 'was'],
    ['bus', 'bus'],
    ['this', 'this'],
    ['does', 'do'],
    ['people', 'person'],
  ])('%s → %s', (word, expected) => {
    expect(normaliseWord(word)).toBe(expected);
  });
});
