import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFormula } from './__fixtures__/formulas';
import type { Formula } from './ast';
import { findPredicateCountermodel } from './countermodel';
import { UnparsableFormulaError } from './errors';
import { formatFormula } from './format';
import {
  evaluatePredicate,
  formulaConstants,
  type PredicateModel,
  validatePredicateCounterexample,
} from './predicateModel';

/** Runs the search and checks any model with the user-facing validator. */
function search(premises: string[], conclusion: string, maxDomainSize?: number) {
  const start = performance.now();
  const result = findPredicateCountermodel({
    premises,
    conclusion,
    ...(maxDomainSize === undefined ? {} : { maxDomainSize }),
  });
  const elapsed = performance.now() - start;
  if (result.model !== undefined)
    expect(validatePredicateCounterexample({ premises, conclusion, ...result.model }).message).toBe(
      'Counterexample validated successfully!',
    );
  return { ...result, elapsed };
}

describe('findPredicateCountermodel', () => {
  it('refutes ∀y∃x Fxy → ∃x∀y Fxy (quantifier swap) in under a second', () => {
    const result = search([], '∀y∃x Fxy → ∃x∀y Fxy');
    expect(result.found).toBe(true);
    expect(result.searchedUpTo).toBe(2);
    expect(result.model!.domain).toHaveLength(2);
    expect(result.elapsed).toBeLessThan(1000);
  });

  it('finds no countermodel to the drinker ∃y∀x(Fy → Fx) up to the bound, in under a second', () => {
    const result = search([], '∃y∀x(Fy → Fx)');
    expect(result).toMatchObject({ found: false, searchedUpTo: 4 });
    expect(result.model).toBeUndefined();
    expect(result.elapsed).toBeLessThan(1000);
    expect(search([], '∃y∀x(Fy → Fx)', 7)).toMatchObject({ found: false, searchedUpTo: 7 });
  });

  it.each([
    [['∀x (F(x) → G(x))', 'F(a)'], 'G(a)'],
    [['∀x (F(x) → G(x))', '∀x (G(x) → H(x))'], '∀x (F(x) → H(x))'],
    [['∃x ∀y R(x, y)'], '∀y ∃x R(x, y)'],
    [['¬∃x F(x)'], '∀x ¬F(x)'],
    [['P → ∀x F(x)', 'P'], 'F(b)'],
    [[], '∀x F(x) → F(a)'],
  ])('finds none for the valid %j ⊢ %s', (premises, conclusion) => {
    expect(search(premises, conclusion)).toMatchObject({ found: false, searchedUpTo: 4 });
  });

  it('names items after the constants that denote them', () => {
    const result = search(['F(a)', 'G(b)'], 'F(b)');
    expect(result.model).toEqual({
      domain: ['a', 'b'],
      interpretations: { F: [['a']], G: [['b']] },
      constants: { a: 'a', b: 'b' },
      alternativeNames: {},
    });
  });

  it('doubles a one-item countermodel so it has the two items a counterexample needs', () => {
    const result = search(['∃x F(x)', 'P ∨ Q'], '∀x G(x) ∨ P');
    expect(result.found).toBe(true);
    expect(result.searchedUpTo).toBe(1);
    expect(result.model!.domain).toEqual(['e1', 'e2']);
    expect(result.model!.interpretations).toEqual({
      F: [['e1'], ['e2']],
      G: [],
      P: [],
      Q: [[]],
    });
  });

  it('lets constants share an item, listing the others as alternative names', () => {
    const result = search(['F(a)', 'F(b)', 'R(a, c)'], '∃x ¬F(x)', 1);
    expect(result.model).toMatchObject({
      domain: ['a', 'e1'],
      constants: { a: 'a', b: 'a', c: 'a' },
      alternativeNames: { a: ['b', 'c'] },
    });
  });

  it('reports how far it searched when the domain is too small', () => {
    expect(search(['F(a)', 'G(b)'], 'F(b)', 1)).toMatchObject({ found: false, searchedUpTo: 1 });
    // An irreflexive, transitive relation where everything has a successor needs infinitely
    // many items, so this invalid argument has no finite countermodel.
    const chain = ['∀x ¬R(x, x)', '∀x ∀y ∀z (R(x, y) ∧ R(y, z) → R(x, z))', '∀x ∃y R(x, y)'];
    expect(search(chain, '∃x ¬∃y R(y, x)', 3)).toMatchObject({ found: false, searchedUpTo: 3 });
  });

  it('throws for unparsable formulas and a bad bound', () => {
    expect(() => findPredicateCountermodel({ premises: ['F('], conclusion: 'Fa' })).toThrow(
      UnparsableFormulaError,
    );
    expect(() =>
      findPredicateCountermodel({ premises: [], conclusion: 'Fa', maxDomainSize: 0 }),
    ).toThrow(RangeError);
  });

  describe('properties', () => {
    const argument = fc
      .record({
        premises: fc.array(arbitraryFormula('predicate'), { maxLength: 2 }),
        conclusion: arbitraryFormula('predicate'),
      })
      .filter(({ premises, conclusion }) => signatureBits([...premises, conclusion]) <= 10);

    it('returns only models that make the premises true and the conclusion false', () => {
      fc.assert(
        fc.property(argument, ({ premises, conclusion }) => {
          const texts = premises.map((f) => formatFormula(f));
          const result = findPredicateCountermodel({
            premises: texts,
            conclusion: formatFormula(conclusion),
            maxDomainSize: 2,
          });
          if (!result.found) return;
          const model = result.model!;
          expect(premises.every((f) => evaluatePredicate(f, model))).toBe(true);
          expect(evaluatePredicate(conclusion, model)).toBe(false);
        }),
        { numRuns: 200 },
      );
    });

    it('agrees with a brute-force search over one-item domains', () => {
      fc.assert(
        fc.property(argument, ({ premises, conclusion }) => {
          const result = findPredicateCountermodel({
            premises: premises.map((f) => formatFormula(f)),
            conclusion: formatFormula(conclusion),
            maxDomainSize: 1,
          });
          expect(result.found).toBe(bruteForceOneItem([...premises, conclusion]));
        }),
        { numRuns: 200 },
      );
    });
  });
});

/** The predicate keys (`name/arity`) and sentence letters of some formulas. */
function signature(formulas: readonly Formula[]): string[] {
  const keys = new Set<string>();
  const visit = (node: Formula): void => {
    switch (node.kind) {
      case 'atom':
        keys.add(node.name);
        return;
      case 'predicate':
        keys.add(`${node.name}/${node.args.length}`);
        return;
      case 'not':
        visit(node.operand);
        return;
      case 'forall':
      case 'exists':
        visit(node.body);
        return;
      default:
        visit(node.left);
        visit(node.right);
    }
  };
  formulas.forEach(visit);
  return [...keys];
}

function signatureBits(formulas: readonly Formula[]): number {
  return signature(formulas).length;
}

/** Whether some one-item model makes all but the last formula true and the last false. */
function bruteForceOneItem(formulas: readonly Formula[]): boolean {
  const keys = signature(formulas);
  const constants = Object.fromEntries(
    formulas.flatMap(formulaConstants).map((name) => [name, 'o']),
  );
  for (let bits = 0; bits < 2 ** keys.length; bits++) {
    const interpretations: Record<string, string[][]> = {};
    keys.forEach((key, index) => {
      const [name = '', arity = '0'] = key.split('/');
      const extension = interpretations[name] ?? [];
      interpretations[name] = extension;
      if ((bits >> index) & 1) extension.push(new Array<string>(Number(arity)).fill('o'));
    });
    const model: PredicateModel = { domain: ['o'], interpretations, constants };
    const values = formulas.map((f) => evaluatePredicate(f, model));
    if (values.slice(0, -1).every(Boolean) && !values[values.length - 1]) return true;
  }
  return false;
}
