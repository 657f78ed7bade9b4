import { describe, expect, it } from 'vitest';
import type { Form } from './clause';
import { needsPredicateLogic, SymbolTable } from './symbols';

const atom = (key: string): Form => ({ kind: 'atom', wording: { key, text: key.toUpperCase() } });

describe('SymbolTable', () => {
  it('gives one symbol per key, in order of first use, and remembers the first wording', () => {
    const table = new SymbolTable();
    const formula = table.formula({ kind: 'implies', left: atom('a'), right: atom('b') });
    expect(formula).toEqual({
      kind: 'implies',
      left: { kind: 'atom', name: 'p' },
      right: { kind: 'atom', name: 'q' },
    });
    expect(table.formula(atom('a'))).toEqual({ kind: 'atom', name: 'p' });
    expect([...table.wordings]).toEqual([
      ['p', 'A'],
      ['q', 'B'],
    ]);
  });

  it('writes quantified forms with the variable x and predications with constants', () => {
    const table = new SymbolTable();
    const man = { key: 'man', text: 'man' };
    const all = table.formula({
      kind: 'all',
      subject: man,
      predicate: { key: 'mortal', text: 'mortal' },
      negated: true,
    });
    expect(all).toEqual({
      kind: 'forall',
      variable: 'x',
      body: {
        kind: 'implies',
        left: { kind: 'predicate', name: 'F', args: [{ kind: 'variable', name: 'x' }] },
        right: {
          kind: 'not',
          operand: { kind: 'predicate', name: 'G', args: [{ kind: 'variable', name: 'x' }] },
        },
      },
    });
    const socrates = table.formula({
      kind: 'predication',
      predicate: man,
      individual: { key: 'socrate', text: 'Socrates' },
    });
    expect(socrates).toEqual({
      kind: 'predicate',
      name: 'F',
      args: [{ kind: 'constant', name: 'a' }],
    });
    expect(needsPredicateLogic(socrates)).toBe(true);
    expect(needsPredicateLogic(table.formula({ kind: 'not', operand: atom('c') }))).toBe(false);
  });
});
