import { describe, expect, it } from 'vitest';
import { nameTest } from './names';

describe('nameTest', () => {
  const isName = nameTest(['Socrates is a man. Grass is green.', 'if grass is green, So be it']);

  it('takes capitalised words never written in lowercase as names', () => {
    expect(isName('Socrates')).toBe(true);
    expect(isName('Grass')).toBe(false);
    expect(isName('socrates')).toBe(false);
  });

  it('never takes pronouns, determiners or connectives as names', () => {
    for (const word of ['It', 'The', 'All', 'Some', 'If', 'So', 'I', 'There']) {
      expect(isName(word)).toBe(false);
    }
  });
});
