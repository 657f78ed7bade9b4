import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  and,
  arbitraryFormula,
  atom,
  c,
  exists,
  forall,
  iff,
  implies,
  not,
  or,
  pred,
  v,
} from './__fixtures__/formulas';
import type { Formula, LogicSystem } from './ast';
import { type FormulaNotation, formatFormula } from './format';
import { parseFormula } from './parse';

const p = atom('p');
const q = atom('q');
const r = atom('r');

describe('formatFormula', () => {
  it.each<[string, string, Formula]>([
    ['p → q → r', 'p -> q -> r', implies(p, implies(q, r))],
    ['(p → q) → r', '(p -> q) -> r', implies(implies(p, q), r)],
    ['p ∧ q ∨ r', 'p & q | r', or(and(p, q), r)],
    ['p ∧ (q ∨ r)', 'p & (q | r)', and(p, or(q, r))],
    ['p ∧ q ∧ r', 'p & q & r', and(and(p, q), r)],
    ['p ∧ (q ∧ r)', 'p & (q & r)', and(p, and(q, r))],
    ['p ↔ (q ↔ r)', 'p <-> (q <-> r)', iff(p, iff(q, r))],
    ['p → q ↔ q ∨ r', 'p -> q <-> q | r', iff(implies(p, q), or(q, r))],
    ['¬¬p', '~~p', not(not(p))],
    ['¬(p ∧ q)', '~(p & q)', not(and(p, q))],
    ['¬p ∧ Q1', '~p & Q1', and(not(p), atom('Q1'))],
  ])('writes %s (ascii %s) with minimal parentheses', (symbolic, ascii, formula) => {
    expect(formatFormula(formula)).toBe(symbolic);
    expect(formatFormula(formula, { notation: 'symbolic' })).toBe(symbolic);
    expect(formatFormula(formula, { notation: 'ascii' })).toBe(ascii);
  });

  it('writes predicates with parentheses and quantifiers followed by a space', () => {
    const formula = forall(
      'x',
      implies(pred('F', v('x')), exists('y', pred('R', v('x'), v('y'), c('a1')))),
    );
    expect(formatFormula(formula)).toBe('∀x (F(x) → ∃y R(x, y, a1))');
    expect(formatFormula(formula, { notation: 'ascii' })).toBe(
      'forall x (F(x) -> exists y R(x, y, a1))',
    );
    expect(formatFormula(not(forall('x', not(pred('F', v('x'))))), { notation: 'ascii' })).toBe(
      '~forall x ~F(x)',
    );
    expect(formatFormula(and(forall('x', pred('F', v('x'))), pred('G', c('x'))))).toBe(
      '∀x F(x) ∧ G(x)',
    );
  });

  const cases: [LogicSystem, FormulaNotation][] = [
    ['propositional', 'symbolic'],
    ['propositional', 'ascii'],
    ['predicate', 'symbolic'],
    ['predicate', 'ascii'],
  ];
  it.each(cases)('round-trips random %s formulas through the %s notation', (system, notation) => {
    fc.assert(
      fc.property(arbitraryFormula(system), (formula) => {
        const text = formatFormula(formula, { notation });
        const result = parseFormula(text, { system });
        expect(result).toEqual({ ok: true, formula });
      }),
      { numRuns: 500 },
    );
  });

  it('is a fixed point after one parse (reformatting parsed text changes nothing)', () => {
    fc.assert(
      fc.property(arbitraryFormula('predicate'), (formula) => {
        const symbolic = formatFormula(formula);
        const ascii = formatFormula(formula, { notation: 'ascii' });
        const fromAscii = parseFormula(ascii, { system: 'predicate' });
        expect(fromAscii.ok && formatFormula(fromAscii.formula)).toBe(symbolic);
      }),
      { numRuns: 200 },
    );
  });
});
