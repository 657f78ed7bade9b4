import { describe, expect, it } from 'vitest';
import { UnparsableFormulaError } from './errors';
import { parseFormula } from './parse';
import {
  evaluatePredicate,
  formulaConstants,
  type PredicateModel,
  UnknownConstantError,
  validateAlternativeName,
  validateDomainItem,
  validatePredicateCounterexample,
} from './predicateModel';

const model: PredicateModel = {
  domain: ['a', 'b', 'c'],
  interpretations: {
    F: [['a'], ['b']],
    G: [['a'], ['b'], ['c']],
    R: [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'c'],
    ],
    P: [[]],
    Q: [],
  },
};

describe('evaluatePredicate', () => {
  it.each([
    ['F(a)', true],
    ['Fc', false],
    ['∀x G(x)', true],
    ['∀x F(x)', false],
    ['∃x ¬F(x)', true],
    ['∀x (F(x) → G(x))', true],
    ['∀x ∃y R(x, y)', true],
    ['∃x ∀y R(y, x)', false],
    ['∃y ∀x (F(x) → R(x, y))', false],
    ['Rab ∧ Rbc → Rac', false],
    ['∃x Rxx', true],
    ['P ∧ ¬Q', true],
    ['P ↔ Q', false],
    ['∀x (Fx ∨ ∀x Rxx)', false],
    ['∀x ∃x F(x)', true],
  ] as const)('%s is %s', (text, expected) => {
    expect(evaluatePredicate(text, model)).toBe(expected);
  });

  it('reads a parsed formula and follows the constants map', () => {
    const result = parseFormula('F(d) ∧ ¬F(e)', { system: 'predicate' });
    if (!result.ok) throw new Error(result.error.message);
    expect(evaluatePredicate(result.formula, { ...model, constants: { d: 'a', e: 'c' } })).toBe(
      true,
    );
  });

  it('makes ∀ true and ∃ false over an empty domain', () => {
    const empty = { domain: [], interpretations: {} };
    expect(evaluatePredicate('∀x F(x)', empty)).toBe(true);
    expect(evaluatePredicate('∃x F(x)', empty)).toBe(false);
  });

  it('throws for an unknown constant and for text that is not a formula', () => {
    expect(() => evaluatePredicate('F(z)', model)).toThrow(UnknownConstantError);
    expect(() => evaluatePredicate('F(z)', model)).toThrow(
      'The constant "z" does not name anything in the domain: add a domain item called "z" or give "z" as an alternative name of one',
    );
    expect(() => evaluatePredicate('∀x', model)).toThrow(UnparsableFormulaError);
  });
});

describe('formulaConstants', () => {
  it('lists constants in order of first occurrence, not bound variables', () => {
    const result = parseFormula('∀x (R(x, b) → F(a) ∨ G(b2)) ∧ Fb', { system: 'predicate' });
    if (!result.ok) throw new Error(result.error.message);
    expect(formulaConstants(result.formula)).toEqual(['b', 'a', 'b2']);
  });
});

describe('validateDomainItem and validateAlternativeName', () => {
  it('asks for a name, refuses a duplicate, accepts a new one', () => {
    expect(validateDomainItem('', ['a'])).toBe('Please enter a domain item name');
    expect(validateDomainItem('   ', ['a'])).toBe('Please enter a domain item name');
    expect(validateDomainItem('a', ['a'])).toBe('This domain item already exists');
    expect(validateDomainItem(' a ', ['a'])).toBe('This domain item already exists');
    expect(validateDomainItem('b', ['a'])).toBeNull();
    expect(validateAlternativeName('', ['x'])).toBe('Please enter an alternative name');
    expect(validateAlternativeName('x', ['x'])).toBe('This alternative name already exists');
    expect(validateAlternativeName('y', ['x'])).toBeNull();
  });
});

describe('validatePredicateCounterexample', () => {
  const argument = { premises: ['∃x F(x)'], conclusion: '∀x F(x)' };

  it('validates a countermodel', () => {
    expect(
      validatePredicateCounterexample({
        ...argument,
        domain: ['a', 'b'],
        interpretations: { F: [['a']] },
      }),
    ).toEqual({
      valid: true,
      message: 'Counterexample validated successfully!',
      premiseValues: [true],
      conclusionValue: false,
    });
  });

  it('needs two domain items and some interpretation first', () => {
    expect(
      validatePredicateCounterexample({ ...argument, domain: ['a'], interpretations: { F: [] } }),
    ).toEqual({
      valid: false,
      message: 'Your domain should have at least 2 elements',
      premiseValues: [],
      conclusionValue: null,
    });
    expect(
      validatePredicateCounterexample({ ...argument, domain: ['a', 'b'], interpretations: {} })
        .message,
    ).toBe('You need to define interpretations for at least some predicates');
  });

  it('needs the premises true, then the conclusion false', () => {
    expect(
      validatePredicateCounterexample({
        ...argument,
        domain: ['a', 'b'],
        interpretations: { G: [['a']] },
      }),
    ).toMatchObject({
      valid: false,
      message: 'All premises must be true in a counterexample',
      premiseValues: [false],
      conclusionValue: false,
    });
    expect(
      validatePredicateCounterexample({
        ...argument,
        domain: ['a', 'b'],
        interpretations: { F: [['a'], ['b']] },
      }),
    ).toMatchObject({
      valid: false,
      message: 'The conclusion must be false in a counterexample',
      premiseValues: [true],
      conclusionValue: true,
    });
  });

  it('lets constants denote items by their alternative names', () => {
    const input = {
      premises: ['L(a, b)', '∀x ∀y (L(x, y) → L(y, x))'],
      conclusion: 'L(a, a)',
      domain: ['alice', 'bob'],
      interpretations: {
        L: [
          ['alice', 'bob'],
          ['bob', 'alice'],
        ],
      },
    };
    expect(
      validatePredicateCounterexample({ ...input, alternativeNames: { alice: ['a'], bob: ['b'] } })
        .message,
    ).toBe('Counterexample validated successfully!');
    expect(
      validatePredicateCounterexample({ ...input, alternativeNames: { alice: ['a'] } }),
    ).toEqual({
      valid: false,
      message:
        'The constant "b" does not name anything in the domain: add a domain item called "b" or give "b" as an alternative name of one',
      premiseValues: [],
      conclusionValue: null,
    });
  });

  it('reports interpretations outside the domain, ambiguous names and parse errors', () => {
    const base = { ...argument, domain: ['a', 'b'], interpretations: { F: [['a']] } };
    expect(
      validatePredicateCounterexample({ ...base, interpretations: { F: [['z']] } }).message,
    ).toBe('The interpretation of "F" uses "z", which is not in the domain');
    expect(
      validatePredicateCounterexample({ ...base, alternativeNames: { a: ['c'], b: ['c'] } })
        .message,
    ).toBe('The name "c" is used for both "a" and "b"');
    expect(
      validatePredicateCounterexample({ ...base, alternativeNames: { a: ['b'] } }).message,
    ).toBe('The name "b" is used for both "b" and "a"');
    expect(
      validatePredicateCounterexample({ ...base, alternativeNames: { z: ['c'] } }).message,
    ).toBe('Alternative names are given for "z", which is not in the domain');
    expect(validatePredicateCounterexample({ ...base, conclusion: '∀x' }).message).toBe(
      'Formula 2 of 2 ("∀x") cannot be read: Expected a formula after "∀x" at position 2',
    );
  });
});
