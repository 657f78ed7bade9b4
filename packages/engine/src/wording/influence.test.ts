import { describe, expect, it } from 'vitest';
import {
  forwardInfluenceBand,
  forwardInfluenceWording,
  reverseInfluenceBand,
  reverseInfluenceWording,
} from './influence';

describe('forwardInfluenceWording', () => {
  it.each([
    [1, 'virtually guarantees'],
    [0.95, 'virtually guarantees'],
    [0.9499, 'strongly supports'],
    [0.85, 'strongly supports'],
    [0.8499, 'good evidence'],
    [0.75, 'good evidence'],
    [0.7499, 'moderately supports'],
    [0.65, 'moderately supports'],
    [0.6499, 'slightly favors'],
    [0.55, 'slightly favors'],
    [0.5499, 'little bearing'],
    [0.45, 'little bearing'],
    [0.4499, 'slightly undermines'],
    [0.35, 'slightly undermines'],
    [0.3499, 'moderately opposes'],
    [0.25, 'moderately opposes'],
    [0.2499, 'strongly argues against'],
    [0.15, 'strongly argues against'],
    [0.1499, 'nearly rules out'],
    [0.05, 'nearly rules out'],
    [0.0499, 'completely rules out'],
    [0, 'completely rules out'],
  ])('phrase for %s is %s', (p, text) => {
    expect(forwardInfluenceWording(p)).toBe(text);
  });

  it('builds a sentence with both claims quoted', () => {
    expect(forwardInfluenceWording(0.9, 'All men are mortal', 'Socrates is mortal')).toBe(
      '"All men are mortal" strongly supports "Socrates is mortal"',
    );
    expect(forwardInfluenceWording(0.8, 'Smoke', 'Fire')).toBe(
      '"Smoke" is good evidence for "Fire"',
    );
    expect(forwardInfluenceWording(0.5, 'Smoke', 'Fire')).toBe(
      '"Smoke" has little bearing on "Fire"',
    );
  });

  it('stands in for a missing claim and capitalises the sentence', () => {
    expect(forwardInfluenceWording(0.2, undefined, 'Fire')).toBe(
      'This premise strongly argues against "Fire"',
    );
    expect(forwardInfluenceWording(0.02, 'Rain')).toBe(
      '"Rain" completely rules out the conclusion',
    );
  });

  it('does not substitute placeholders that appear inside claim texts', () => {
    expect(forwardInfluenceWording(0.96, 'A {conclusion} $& B', 'C')).toBe(
      '"A {conclusion} $& B" virtually guarantees "C"',
    );
  });

  it('gives band indices 0..10', () => {
    expect(forwardInfluenceBand(0.95)).toBe(0);
    expect(forwardInfluenceBand(0.5)).toBe(5);
    expect(forwardInfluenceBand(0.0499)).toBe(10);
  });

  it('throws on NaN', () => {
    expect(() => forwardInfluenceWording(Number.NaN)).toThrow(RangeError);
  });
});

describe('reverseInfluenceWording', () => {
  it.each([
    [1, 'almost certainly still true'],
    [0.9, 'almost certainly still true'],
    [0.8999, 'very likely'],
    [0.8, 'very likely'],
    [0.7999, 'probably'],
    [0.7, 'probably'],
    [0.6999, 'might still be true'],
    [0.6, 'might still be true'],
    [0.5999, 'uncertain'],
    [0.5, 'uncertain'],
    [0.4999, 'somewhat doubtful'],
    [0.4, 'somewhat doubtful'],
    [0.3999, 'quite unlikely'],
    [0.3, 'quite unlikely'],
    [0.2999, 'very unlikely'],
    [0.2, 'very unlikely'],
    [0.1999, 'extremely unlikely'],
    [0.1, 'extremely unlikely'],
    [0.0999, 'virtually impossible'],
    [0, 'virtually impossible'],
  ])('phrase for %s is %s', (p, text) => {
    expect(reverseInfluenceWording(p)).toBe(text);
  });

  it('builds a sentence', () => {
    expect(reverseInfluenceWording(0.85, 'Smoke', 'Fire')).toBe(
      'If "Smoke" is false, "Fire" is very likely still true',
    );
    expect(reverseInfluenceWording(0.65, 'Smoke', 'Fire')).toBe(
      'If "Smoke" is false, "Fire" might still be true',
    );
    expect(reverseInfluenceWording(0.05, 'Smoke')).toBe(
      'If "Smoke" is false, the conclusion is virtually impossible',
    );
    expect(reverseInfluenceWording(0.72, undefined, 'Fire')).toBe(
      'If this premise is false, "Fire" is probably still true',
    );
  });

  it('gives band indices 0..9', () => {
    expect(reverseInfluenceBand(0.9)).toBe(0);
    expect(reverseInfluenceBand(0.8999)).toBe(1);
    expect(reverseInfluenceBand(0.0999)).toBe(9);
  });
});
