import { describe, expect, it } from 'vitest';
import type { Formula } from '../logic/ast';
import { evaluatePropositional } from '../logic/evaluate';
import { parseFormula } from '../logic/parse';
import { evaluatePredicate } from '../logic/predicateModel';
import {
  decidingDomainSize,
  isPredicateFormula,
  lettersOf,
  MONADIC_DECIDED_PREDICATES,
  POLYADIC_SEARCH_SIZE,
  satisfiable,
} from './satisfiable';

function f(text: string): Formula {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
}

describe('satisfiable: propositional', () => {
  it('finds a row making the truths true and the falsehood false', () => {
    const answer = satisfiable({ truths: [f('p → q'), f('q')], falsehood: f('p') }, [
      'p',
      'q',
      'r',
    ]);
    if (answer.answer !== 'yes') throw new Error('expected yes');
    expect(answer.row).toEqual({ p: false, q: true, r: false });
    expect(evaluatePropositional(f('p → q'), answer.row!)).toBe(true);
  });

  it('proves impossibility', () => {
    expect(satisfiable({ truths: [f('p'), f('p → q')], falsehood: f('q') })).toEqual({
      answer: 'no',
    });
    expect(satisfiable({ truths: [f('A'), f('¬A')] })).toEqual({ answer: 'no' });
  });

  it('with nothing asked, anything goes', () => {
    expect(satisfiable({ truths: [] })).toEqual({ answer: 'yes', row: {} });
  });
});

describe('satisfiable: predicate', () => {
  it('proves by the propositional skeleton when the parts alone clash', () => {
    expect(satisfiable({ truths: [f('∀x R(x, x)'), f('¬∀x R(x, x)')] })).toEqual({ answer: 'no' });
  });

  it('decides monadic questions by searching up to 2^k individuals', () => {
    // Needs three individuals: an F, a G and one with neither.
    const formulas = [f('∃x (F(x) ∧ ¬G(x))'), f('∃x (G(x) ∧ ¬F(x))'), f('∃x (¬F(x) ∧ ¬G(x))')];
    const answer = satisfiable({ truths: formulas });
    if (answer.answer !== 'yes') throw new Error('expected yes');
    for (const formula of formulas) expect(evaluatePredicate(formula, answer.model!)).toBe(true);
    expect(
      satisfiable({ truths: [f('∀x (F(x) → G(x))'), f('F(a)')], falsehood: f('G(a)') }),
    ).toEqual({
      answer: 'no',
    });
  });

  it('reports what it cannot decide for relations', () => {
    expect(satisfiable({ truths: [f('∀x R(x, x)')], falsehood: f('R(a, a)') })).toEqual({
      answer: 'undecided',
      searchedUpTo: POLYADIC_SEARCH_SIZE,
    });
  });

  it('the deciding domain size', () => {
    expect(decidingDomainSize([f('p')])).toBe(1);
    expect(decidingDomainSize([f('F(a) ∧ ∀x G(x)')])).toBe(4);
    expect(decidingDomainSize([f('R(a, b)')])).toBeNull();
    const many = 'ABCDEFGH'.slice(0, MONADIC_DECIDED_PREDICATES + 1).split('');
    expect(decidingDomainSize(many.map((name) => f(`${name}(a)`)))).toBeNull();
  });
});

describe('helpers', () => {
  it('isPredicateFormula and lettersOf', () => {
    expect(isPredicateFormula(f('p ∧ ¬(q → r)'))).toBe(false);
    expect(isPredicateFormula(f('p ∧ ¬F(a)'))).toBe(true);
    expect(lettersOf([f('q10 ∧ p'), f('q2 ∨ p'), f('F(a)')])).toEqual(['p', 'q2', 'q10']);
  });
});
