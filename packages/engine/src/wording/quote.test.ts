import { describe, expect, it } from 'vitest';
import { claimInSentence, quoteClaim, shouldQuoteVerbatim } from './quote';

describe('shouldQuoteVerbatim', () => {
  it.each([
    'If it rains then the ground is wet',
    'if it rains, then the ground is wet',
    'IF the price rises THEN demand falls',
    'We win unless it rains',
    'UNLESS stopped, the machine runs',
    'The bridge holds provided that it is maintained',
    'Provided  that it is maintained, the bridge holds',
    'Given that all men are mortal, Socrates is mortal',
    'GIVEN THAT x, y',
  ])('quotes %j', (text) => {
    expect(shouldQuoteVerbatim(text)).toBe(true);
  });

  it.each([
    'God exists',
    'If it rains the ground is wet',
    'Then came the flood',
    'The gift was given to Thatcher',
    'Sunless skies are grey',
    'Elif then left',
    'Knives are provided. That is all',
    '',
  ])('does not quote %j', (text) => {
    expect(shouldQuoteVerbatim(text)).toBe(false);
  });

  it('quotes text longer than 80 characters, not 80', () => {
    expect(shouldQuoteVerbatim('a'.repeat(80))).toBe(false);
    expect(shouldQuoteVerbatim('a'.repeat(81))).toBe(true);
  });

  it('measures trimmed text in code points', () => {
    expect(shouldQuoteVerbatim(`  ${'a'.repeat(80)}  `)).toBe(false);
    expect(shouldQuoteVerbatim('😀'.repeat(80))).toBe(false);
    expect(shouldQuoteVerbatim('😀'.repeat(81))).toBe(true);
  });
});

describe('claimInSentence', () => {
  it('lower-cases only the first letter of text opening with a common word', () => {
    expect(claimInSentence('  The sky is blue ')).toBe('the sky is blue');
    expect(claimInSentence('A cat sat')).toBe('a cat sat');
    expect(claimInSentence('All men are mortal')).toBe('all men are mortal');
    expect(claimInSentence('There is a God')).toBe('there is a God');
    expect(claimInSentence('Humans have free will')).toBe('humans have free will');
  });

  it('keeps the capital of a first word that may be a proper noun', () => {
    expect(claimInSentence('Socrates is a Greek')).toBe('Socrates is a Greek');
    expect(claimInSentence('God exists')).toBe('God exists');
    expect(claimInSentence('New York is large')).toBe('New York is large');
    expect(claimInSentence('Ölbäume blühen')).toBe('Ölbäume blühen');
  });

  it('changes nothing but the case of the first letter (property)', () => {
    const words = ['The', 'Socrates', 'all', 'AI', 'I', 'Paris', 'is', 'mortal', 'We', 'X1'];
    for (const a of words)
      for (const b of words)
        for (const c of words) {
          const text = `${a} ${b} ${c}`;
          const out = claimInSentence(text);
          expect(out.slice(1)).toBe(text.slice(1));
          expect(out.toLowerCase()).toBe(text.toLowerCase());
          // Only a listed common opener loses its capital.
          expect(out === text).toBe(!['The', 'We'].includes(a));
        }
  });

  it('keeps "I" and acronyms capitalised', () => {
    expect(claimInSentence('I exist')).toBe('I exist');
    expect(claimInSentence("I'm here")).toBe("I'm here");
    expect(claimInSentence('AI will change work')).toBe('AI will change work');
    expect(claimInSentence('It is late')).toBe('it is late');
  });

  it('quotes conditional or long text verbatim in original case', () => {
    expect(claimInSentence('Given that X, Y')).toBe('"Given that X, Y"');
    const long = `Z${'a'.repeat(80)}`;
    expect(claimInSentence(long)).toBe(`"${long}"`);
  });

  it('returns empty text as is', () => {
    expect(claimInSentence('   ')).toBe('');
  });
});

describe('quoteClaim', () => {
  it('wraps trimmed text in double quotes', () => {
    expect(quoteClaim(' It rains ')).toBe('"It rains"');
  });
});
