import { describe, expect, it } from 'vitest';
import { beliefBand, beliefWording } from './belief';

describe('beliefWording', () => {
  it.each([
    [1, 'virtually certain'],
    [0.95, 'virtually certain'],
    [0.9499, 'very confident'],
    [0.85, 'very confident'],
    [0.8499, 'quite confident'],
    [0.75, 'quite confident'],
    [0.7499, 'moderately confident'],
    [0.65, 'moderately confident'],
    [0.6499, 'somewhat confident'],
    [0.55, 'somewhat confident'],
    [0.5499, 'neither accept nor reject'],
    [0.45, 'neither accept nor reject'],
    [0.4499, 'somewhat doubtful'],
    [0.35, 'somewhat doubtful'],
    [0.3499, 'quite doubtful'],
    [0.25, 'quite doubtful'],
    [0.2499, 'very doubtful'],
    [0.15, 'very doubtful'],
    [0.1499, 'almost completely reject'],
    [0.05, 'almost completely reject'],
    [0.0499, 'completely reject'],
    [0, 'completely reject'],
  ])('phrase for %s is %s', (p, text) => {
    expect(beliefWording(p)).toBe(text);
  });

  it('builds a first-person sentence, keeping a proper noun capitalised', () => {
    expect(beliefWording(0.8, 'God exists')).toBe('I am quite confident that God exists');
    expect(beliefWording(0.97, 'Socrates is mortal.')).toBe(
      'I am virtually certain that Socrates is mortal.',
    );
  });

  it('uses "I" without "am" for verb phrases', () => {
    expect(beliefWording(0.01, 'The moon is cheese')).toBe(
      'I completely reject that the moon is cheese',
    );
    expect(beliefWording(0.5, 'It will rain')).toBe(
      'I neither accept nor reject that it will rain',
    );
    expect(beliefWording(0.1, 'All pigs fly')).toBe('I almost completely reject that all pigs fly');
  });

  it('quotes conditional and long premises verbatim', () => {
    expect(beliefWording(0.8, 'If it rains then the ground is wet')).toBe(
      'I am quite confident that "If it rains then the ground is wet"',
    );
    const long = `A${'b'.repeat(80)}`;
    expect(beliefWording(0.3, long)).toBe(`I am quite doubtful that "${long}"`);
  });

  it('gives band indices 0..10', () => {
    expect(beliefBand(0.95)).toBe(0);
    expect(beliefBand(0.05)).toBe(9);
    expect(beliefBand(0.0499)).toBe(10);
  });

  it('throws on NaN', () => {
    expect(() => beliefWording(Number.NaN, 'x')).toThrow(RangeError);
  });
});
