import { describe, expect, it } from 'vitest';
import { evaluatePropositional } from './evaluate';
import { parseFormula } from './parse';

function evaluate(text: string, assignment: Record<string, boolean>): boolean {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  return evaluatePropositional(result.formula, assignment);
}

describe('evaluatePropositional', () => {
  it.each([
    ['p ∧ q', [true, false, false, false]],
    ['p ∨ q', [true, true, true, false]],
    ['p → q', [true, false, true, true]],
    ['p ↔ q', [true, false, false, true]],
    ['¬p', [false, false, true, true]],
  ] as const)('%s follows its truth table', (text, column) => {
    const rows = [
      { p: true, q: true },
      { p: true, q: false },
      { p: false, q: true },
      { p: false, q: false },
    ];
    expect(rows.map((row) => evaluate(text, row))).toEqual(column);
  });

  it('reads a compound formula with precedence', () => {
    expect(evaluate('p ∨ q ∧ r → ¬p', { p: false, q: true, r: true })).toBe(true);
    expect(evaluate('p → q → r', { p: true, q: true, r: false })).toBe(false);
  });

  it('throws for a missing atom or a predicate formula', () => {
    expect(() => evaluate('p ∧ q', { p: true })).toThrow('No truth value given for the atom "q"');
    expect(() => evaluate('p ∧ toString', { p: true })).toThrow();
    expect(() => evaluate('F(a)', {})).toThrow('predicate formulas need a model');
    expect(() => evaluate('∀x Fx', {})).toThrow('predicate formulas need a model');
  });
});
