import { describe, expect, it } from 'vitest';
import {
  and,
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
import type { Formula } from './ast';
import { type FormulaParseError, MAX_FORMULA_DEPTH, parseFormula } from './parse';

function parse(text: string, system: 'propositional' | 'predicate' = 'propositional'): Formula {
  const result = parseFormula(text, { system });
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.formula;
}

function failure(
  text: string,
  system: 'propositional' | 'predicate' = 'propositional',
): FormulaParseError {
  const result = parseFormula(text, { system });
  if (result.ok) throw new Error(`${text} parsed`);
  return result.error;
}

const p = atom('p');
const q = atom('q');
const r = atom('r');

describe('parseFormula: connectives', () => {
  it.each(['¬p', '~p', '!p'])('negation %s', (text) => {
    expect(parse(text)).toEqual(not(p));
  });

  it.each(['p ∧ q', 'p & q', 'p&q'])('conjunction %s', (text) => {
    expect(parse(text)).toEqual(and(p, q));
  });

  it.each(['p ∨ q', 'p | q', 'p|q'])('disjunction %s', (text) => {
    expect(parse(text)).toEqual(or(p, q));
  });

  it.each(['p → q', 'p -> q', 'p => q', 'p->q'])('implication %s', (text) => {
    expect(parse(text)).toEqual(implies(p, q));
  });

  it.each(['p ↔ q', 'p <-> q', 'p <=> q', 'p<=>q'])('biconditional %s', (text) => {
    expect(parse(text)).toEqual(iff(p, q));
  });

  it('ignores whitespace of every kind', () => {
    expect(parse('\t p \n∧\u00a0q ')).toEqual(and(p, q));
  });
});

describe('parseFormula: precedence and associativity', () => {
  it.each<[string, Formula]>([
    ['p → q → r', implies(p, implies(q, r))],
    ['(p → q) → r', implies(implies(p, q), r)],
    ['p ∧ q ∨ r', or(and(p, q), r)],
    ['p ∨ q ∧ r', or(p, and(q, r))],
    ['¬p ∧ q', and(not(p), q)],
    ['¬(p ∧ q)', not(and(p, q))],
    ['¬¬p', not(not(p))],
    ['p ∧ q ∧ r', and(and(p, q), r)],
    ['p ∨ q ∨ r', or(or(p, q), r)],
    ['p ↔ q ↔ r', iff(iff(p, q), r)],
    ['p ∨ q → r', implies(or(p, q), r)],
    ['p → q ↔ r', iff(implies(p, q), r)],
    ['p ↔ q → r', iff(p, implies(q, r))],
    ['p ∧ (q ∨ r)', and(p, or(q, r))],
    ['((p))', p],
    ['~p & q | r -> p <-> q', iff(implies(or(and(not(p), q), r), p), q)],
  ])('%s', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });
});

describe('parseFormula: atoms', () => {
  it('reads indexed atoms', () => {
    expect(parse('p1 ∧ a27 ∧ p10')).toEqual(and(and(atom('p1'), atom('a27')), atom('p10')));
  });

  it('accepts uppercase letters as atoms in both systems', () => {
    expect(parse('P → Q2')).toEqual(implies(atom('P'), atom('Q2')));
    expect(parse('P → q', 'predicate')).toEqual(implies(atom('P'), q));
  });

  it('reads in propositional mode by default', () => {
    expect(parseFormula('F(a)').ok).toBe(false);
    expect(parseFormula('F(a)', { system: 'predicate' }).ok).toBe(true);
  });
});

describe('parseFormula: predicates and quantifiers', () => {
  it('reads predicates with and without parentheses', () => {
    expect(parse('F(a)', 'predicate')).toEqual(pred('F', c('a')));
    expect(parse('Fa', 'predicate')).toEqual(pred('F', c('a')));
    expect(parse('R(a, b)', 'predicate')).toEqual(pred('R', c('a'), c('b')));
    expect(parse('R(a,b)', 'predicate')).toEqual(pred('R', c('a'), c('b')));
    expect(parse('Rab', 'predicate')).toEqual(pred('R', c('a'), c('b')));
    expect(parse('Ra1b', 'predicate')).toEqual(pred('R', c('a1'), c('b')));
    expect(parse('F2(a)', 'predicate')).toEqual(pred('F2', c('a')));
    expect(parse('F (a)', 'predicate')).toEqual(pred('F', c('a')));
    expect(parse('Fa ∧ Gb', 'predicate')).toEqual(and(pred('F', c('a')), pred('G', c('b'))));
  });

  it('reads both spellings of the quantifiers', () => {
    const everything = forall('x', pred('F', v('x')));
    expect(parse('∀x F(x)', 'predicate')).toEqual(everything);
    expect(parse('∀xFx', 'predicate')).toEqual(everything);
    expect(parse('∀ x Fx', 'predicate')).toEqual(everything);
    expect(parse('forall x Fx', 'predicate')).toEqual(everything);
    expect(parse('(∀x) Fx', 'predicate')).toEqual(everything);
    const something = exists('x', pred('F', v('x')));
    expect(parse('∃x Fx', 'predicate')).toEqual(something);
    expect(parse('exists x F(x)', 'predicate')).toEqual(something);
    expect(parse('(∃x)Fx', 'predicate')).toEqual(something);
  });

  it('nests quantifiers', () => {
    const expected = forall('x', exists('y', pred('R', v('x'), v('y'))));
    expect(parse('∀x∃y Rxy', 'predicate')).toEqual(expected);
    expect(parse('forall x exists y R(x, y)', 'predicate')).toEqual(expected);
    expect(parse('(∀x)(∃y)R(x,y)', 'predicate')).toEqual(expected);
    expect(parse('∀x ¬∃y (Rxy ∧ ∀x Fx)', 'predicate')).toEqual(
      forall('x', not(exists('y', and(pred('R', v('x'), v('y')), forall('x', pred('F', v('x'))))))),
    );
  });

  it('gives a quantifier the smallest scope, like negation', () => {
    expect(parse('∀x Fx → Gx', 'predicate')).toEqual(
      implies(forall('x', pred('F', v('x'))), pred('G', c('x'))),
    );
    expect(parse('∀x (Fx → Gx)', 'predicate')).toEqual(
      forall('x', implies(pred('F', v('x')), pred('G', v('x')))),
    );
  });

  it('reads unbound lowercase letters as constants and bound ones as variables', () => {
    expect(parse('∀x R(x, a) ∧ F(x)', 'predicate')).toEqual(
      and(forall('x', pred('R', v('x'), c('a'))), pred('F', c('x'))),
    );
    expect(parse('∃y R(y, x1)', 'predicate')).toEqual(exists('y', pred('R', v('y'), c('x1'))));
    expect(parse('∀x Rxy', 'predicate')).toEqual(forall('x', pred('R', v('x'), c('y'))));
  });

  it('accepts sentence letters beside predicates', () => {
    expect(parse('p → ∃x Fx', 'predicate')).toEqual(implies(p, exists('x', pred('F', v('x')))));
  });
});

describe('parseFormula: errors name the position', () => {
  it.each<[string, 'propositional' | 'predicate', number, string]>([
    ['', 'propositional', 0, 'The formula is empty: expected a formula at position 0'],
    ['   ', 'propositional', 3, 'The formula is empty: expected a formula at position 3'],
    ['p ∧ q →', 'propositional', 7, 'Expected a formula after "→" at position 7'],
    ['p -> ', 'propositional', 5, 'Expected a formula after "->" at position 5'],
    ['¬', 'propositional', 1, 'Expected a formula after "¬" at position 1'],
    ['∧ q', 'propositional', 0, 'Expected a formula at position 0, found "∧"'],
    ['p ∧ ∨ q', 'propositional', 4, 'Expected a formula after "∧" at position 4, found "∨"'],
    ['(p ∧ q', 'propositional', 6, 'Expected ")" at position 6 to close the "(" at position 0'],
    ['p ∧ q)', 'propositional', 5, 'Unexpected ")" at position 5: no "(" is open'],
    ['()', 'propositional', 1, 'Expected a formula after "(" at position 1, found ")"'],
    ['(p q)', 'propositional', 3, 'Expected ")" or an operator at position 3, found "q"'],
    ['p $ q', 'propositional', 2, 'Unknown character "$" at position 2'],
    ['p → q ∧ 😀', 'propositional', 8, 'Unknown character "😀" at position 8'],
    [
      'p q',
      'propositional',
      2,
      'Expected an operator (∧ ∨ → ↔) or the end of the formula at position 2, found "q"',
    ],
    ['∀x', 'predicate', 2, 'Expected a formula after "∀x" at position 2'],
    ['forall x', 'predicate', 8, 'Expected a formula after "forall x" at position 8'],
    [
      '∀ Fx',
      'predicate',
      2,
      'Expected a variable (one lowercase letter) after "∀" at position 2, found "F"',
    ],
    ['∀x1 Fx', 'predicate', 1, 'A quantifier binds one lowercase letter, found "x1" at position 1'],
    ['F(a', 'predicate', 3, 'Expected ")" at position 3 to close the "(" at position 1'],
    [
      'F(a b)',
      'predicate',
      4,
      'Expected "," or ")" in the arguments of "F" at position 4, found "b"',
    ],
    [
      'F()',
      'predicate',
      2,
      'Expected a term (a lowercase name such as a or x) in the arguments of "F" at position 2, found ")"',
    ],
    [
      'F(A)',
      'predicate',
      2,
      'Expected a term (a lowercase name such as a or x) in the arguments of "F" at position 2, found "A" (terms are lowercase)',
    ],
  ])('%j (%s) fails at %i', (text, system, position, message) => {
    expect(failure(text, system)).toEqual({ position, message });
  });

  it('says predicate logic is needed for predicates and quantifiers in propositional mode', () => {
    expect(failure('p ∧ F(a, b)')).toEqual({
      position: 4,
      message:
        '"F(a, b)" at position 4 is a predicate with arguments, which needs predicate logic; propositional atoms are letters like p, q1 or P',
    });
    expect(failure('Rab → p')).toMatchObject({
      position: 0,
      message: expect.stringMatching(/^"Rab" at position 0 is a predicate/),
    });
    expect(failure('p ∨ ∀x Fx')).toEqual({
      position: 4,
      message: '"∀" at position 4 is a quantifier, which needs predicate logic',
    });
    expect(failure('forall x P')).toMatchObject({ position: 0 });
    expect(failure('(∃x) P')).toMatchObject({ position: 1 });
  });

  it('explains run-together names, "v" for or, lowercase predicates and bare variables', () => {
    expect(failure('pq').message).toContain('"pq" is two names');
    expect(failure('p v q').message).toContain('for "or" write ∨ or |');
    expect(failure('f(a)', 'predicate')).toMatchObject({
      position: 0,
      message: expect.stringContaining('a predicate name starts with an uppercase letter'),
    });
    expect(failure('∀x (x → Fx)', 'predicate')).toMatchObject({
      position: 4,
      message: expect.stringContaining('"x" at position 4 is a variable bound by a quantifier'),
    });
  });

  it('refuses nesting deeper than the limit instead of overflowing the stack', () => {
    const deep = MAX_FORMULA_DEPTH + 1;
    expect(parseFormula(`${'('.repeat(deep)}p${')'.repeat(deep)}`).ok).toBe(false);
    expect(parseFormula(`${'¬'.repeat(deep)}p`).ok).toBe(false);
    expect(parseFormula(Array.from({ length: deep + 1 }, () => 'p').join(' ∧ ')).ok).toBe(false);
    expect(parseFormula(Array.from({ length: deep + 1 }, () => 'p').join(' → ')).ok).toBe(false);
    expect(parseFormula(`${'¬'.repeat(100_000)}p`)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('nests too deeply') },
    });
    expect(parseFormula(`${'¬'.repeat(MAX_FORMULA_DEPTH - 1)}p`).ok).toBe(true);
  });
});
