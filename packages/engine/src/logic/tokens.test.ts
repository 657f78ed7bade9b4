import { describe, expect, it } from 'vitest';
import { type TokenKind, tokenize } from './tokens';

function kinds(text: string): TokenKind[] {
  const result = tokenize(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.tokens.map((token) => token.kind);
}

describe('tokenize', () => {
  it.each([
    ['¬', 'not'],
    ['~', 'not'],
    ['!', 'not'],
    ['∧', 'and'],
    ['&', 'and'],
    ['∨', 'or'],
    ['|', 'or'],
    ['→', 'implies'],
    ['->', 'implies'],
    ['=>', 'implies'],
    ['↔', 'iff'],
    ['<->', 'iff'],
    ['<=>', 'iff'],
    ['∀', 'forall'],
    ['forall', 'forall'],
    ['∃', 'exists'],
    ['exists', 'exists'],
    ['(', 'lparen'],
    [')', 'rparen'],
    [',', 'comma'],
  ] as const)('reads %s as %s', (text, kind) => {
    expect(kinds(text)).toEqual([kind, 'end']);
  });

  it('reads a name as one letter with its digits, with positions', () => {
    const result = tokenize('p12 Rxy');
    expect(result.ok && result.tokens).toEqual([
      { kind: 'name', text: 'p12', start: 0, end: 3 },
      { kind: 'name', text: 'R', start: 4, end: 5 },
      { kind: 'name', text: 'x', start: 5, end: 6 },
      { kind: 'name', text: 'y', start: 6, end: 7 },
      { kind: 'end', text: '', start: 7, end: 7 },
    ]);
  });

  it('reads keywords only as whole words', () => {
    expect(kinds('forall x')).toEqual(['forall', 'name', 'end']);
    expect(kinds('~exists(')).toEqual(['not', 'exists', 'lparen', 'end']);
    expect(kinds('forallx')).toHaveLength(8);
    expect(kinds('Fexists')).toHaveLength(8);
  });

  it('needs no spaces between operators', () => {
    expect(kinds('p->q<->!r')).toEqual(['name', 'implies', 'name', 'iff', 'not', 'name', 'end']);
  });

  it('names unknown characters and their position, with a hint for half-typed arrows', () => {
    expect(tokenize('p # q')).toEqual({
      ok: false,
      error: { message: 'Unknown character "#" at position 2', position: 2 },
    });
    expect(tokenize('p - q').ok || tokenize('p - q')).toMatchObject({
      error: { position: 2, message: expect.stringContaining('->') },
    });
    expect(tokenize('p < q')).toMatchObject({ error: { position: 2 } });
    expect(tokenize('2p')).toMatchObject({ error: { position: 0 } });
  });
});
