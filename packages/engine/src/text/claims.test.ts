import { describe, expect, it } from 'vitest';
import { claimText } from './claims';

const record = {
  p1: { content: 'God exists' },
  p2: { content: 'Socrates is mortal', negationContent: 'Socrates is immortal' },
};
const map = new Map(Object.entries(record));

describe.each([
  ['record', record],
  ['map', map],
])('claimText with a %s', (_, claims) => {
  it('returns the content of a claim', () => {
    expect(claimText('p1', claims)).toBe('God exists');
  });

  it('returns the negation text of a negated reference', () => {
    expect(claimText('~p1', claims)).toBe('It is not the case that god exists');
    expect(claimText('~p2', claims)).toBe('Socrates is immortal');
  });

  it('treats a double negation as the claim itself', () => {
    expect(claimText('~~p1', claims)).toBe('God exists');
  });

  it('marks a missing claim', () => {
    expect(claimText('p9', claims)).toBe('[Missing claim: p9]');
  });

  it('marks an unknown negated claim with the id without ~', () => {
    expect(claimText('~p9', claims)).toBe('[Negation of unknown claim p9]');
  });
});

describe('claimText with a record', () => {
  it('ignores inherited properties', () => {
    expect(claimText('constructor', record)).toBe('[Missing claim: constructor]');
    expect(claimText('~toString', record)).toBe('[Negation of unknown claim toString]');
  });
});
