import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFormula } from './__fixtures__/formulas';
import { formulaAtoms } from './atoms';
import {
  COUNTEREXAMPLE_TABLE_MAX_ATOMS,
  checkPropositionalCounterexample,
  findCounterexamples,
} from './counterexamples';
import { TooManyVariablesError, UnparsableFormulaError } from './errors';
import { evaluatePropositional } from './evaluate';
import { formatFormula } from './format';
import { parseFormula } from './parse';

function parsed(text: string) {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
}

/** Whether the assignment makes every premise true and the conclusion false. */
function isCounterexample(
  premises: readonly string[],
  conclusion: string,
  assignment: Record<string, boolean>,
): boolean {
  return (
    premises.every((premise) => evaluatePropositional(parsed(premise), assignment)) &&
    !evaluatePropositional(parsed(conclusion), assignment)
  );
}

const METHODS = ['table', 'search'] as const;

function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to throw');
}

/** Valid classics, each with the premise (or premises) whose loss makes it invalid. */
const VALID: readonly { name: string; premises: string[]; conclusion: string }[] = [
  { name: "Peirce's law", premises: [], conclusion: '((p → q) → p) → p' },
  { name: 'distribution', premises: ['p ∧ (q ∨ r)'], conclusion: '(p ∧ q) ∨ (p ∧ r)' },
  { name: 'distribution back', premises: ['(p ∧ q) ∨ (p ∧ r)'], conclusion: 'p ∧ (q ∨ r)' },
  { name: 'distribution of ∨ over ∧', premises: [], conclusion: 'p ∨ q ∧ r ↔ (p ∨ q) ∧ (p ∨ r)' },
  { name: 'contraposition', premises: ['p → q'], conclusion: '¬q → ¬p' },
  {
    name: 'biconditional associativity',
    premises: [],
    conclusion: '((p ↔ q) ↔ r) ↔ (p ↔ (q ↔ r))',
  },
  { name: 'modus ponens', premises: ['p → q', 'p'], conclusion: 'q' },
  { name: 'modus tollens', premises: ['p → q', '¬q'], conclusion: '¬p' },
  { name: 'disjunctive syllogism', premises: ['p ∨ q', '¬p'], conclusion: 'q' },
  { name: 'hypothetical syllogism', premises: ['p → q', 'q → r'], conclusion: 'p → r' },
  { name: 'ASCII spellings', premises: ['p -> q', '~q'], conclusion: '!p' },
];

describe('findCounterexamples', () => {
  describe.each(METHODS)('by %s', (method) => {
    it.each(VALID)('finds none for $name', ({ premises, conclusion }) => {
      const result = findCounterexamples({ premises, conclusion, method, limit: Infinity });
      expect(result).toMatchObject({ valid: true, counterexamples: [], method });
    });

    it.each(
      VALID.flatMap(({ name, premises, conclusion }) =>
        premises.map((_, dropped) => ({
          name: `${name} without premise ${dropped + 1}`,
          premises: premises.filter((__, i) => i !== dropped),
          conclusion,
        })),
      ),
    )('finds a checked counterexample to $name', ({ premises, conclusion }) => {
      const result = findCounterexamples({ premises, conclusion, method });
      expect(result.valid).toBe(false);
      expect(result.counterexamples.length).toBeGreaterThan(0);
      for (const row of result.counterexamples)
        expect(isCounterexample(premises, conclusion, row)).toBe(true);
    });

    it('refutes affirming the consequent with p false, q true', () => {
      const result = findCounterexamples({ premises: ['p → q', 'q'], conclusion: 'p', method });
      expect(result).toEqual({
        valid: false,
        counterexamples: [{ p: false, q: true }],
        method,
        variables: ['p', 'q'],
      });
    });

    it('refutes denying the antecedent with p false, q true', () => {
      const result = findCounterexamples({ premises: ['p → q', '¬p'], conclusion: '¬q', method });
      expect(result.counterexamples).toEqual([{ p: false, q: true }]);
    });

    it('refutes the converse of Peirce-like (p → q) → p ⊢ q', () => {
      const result = findCounterexamples({ premises: ['(p → q) → p'], conclusion: 'q', method });
      expect(result.counterexamples).toEqual([{ p: true, q: false }]);
    });
  });

  it('lists every counterexample row of a table, in row order', () => {
    const result = findCounterexamples({ premises: [], conclusion: 'p ∧ q' });
    expect(result).toEqual({
      valid: false,
      counterexamples: [
        { p: true, q: false },
        { p: false, q: true },
        { p: false, q: false },
      ],
      method: 'table',
      variables: ['p', 'q'],
    });
    expect(
      findCounterexamples({ premises: [], conclusion: 'p ∧ q', limit: 2 }).counterexamples,
    ).toHaveLength(2);
  });

  it('searches for one counterexample by default, more up to the limit, in row order', () => {
    expect(
      findCounterexamples({ premises: [], conclusion: 'p ∧ q', method: 'search' }).counterexamples,
    ).toHaveLength(1);
    const all = findCounterexamples({
      premises: [],
      conclusion: 'p ∧ q',
      method: 'search',
      limit: 10,
    });
    expect(all.counterexamples).toEqual([
      { p: true, q: false },
      { p: false, q: true },
      { p: false, q: false },
    ]);
  });

  it('keeps atoms that simplify away in every assignment', () => {
    const result = findCounterexamples({
      premises: ['p ∧ ¬p ∨ q'],
      conclusion: 'r',
      method: 'search',
      limit: Infinity,
    });
    expect(result.counterexamples).toEqual([
      { p: true, q: true, r: false },
      { p: false, q: true, r: false },
    ]);
  });

  it(`walks the table up to ${COUNTEREXAMPLE_TABLE_MAX_ATOMS} letters and searches beyond`, () => {
    const atoms = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
    const twelve = findCounterexamples({ premises: [], conclusion: atoms(12).join(' ∨ ') });
    expect(twelve).toMatchObject({ method: 'table', valid: false });
    expect(twelve.counterexamples).toEqual([Object.fromEntries(atoms(12).map((a) => [a, false]))]);
    const thirteen = findCounterexamples({ premises: [], conclusion: atoms(13).join(' ∨ ') });
    expect(thirteen).toMatchObject({ method: 'search', valid: false });
    expect(thirteen.counterexamples).toEqual([
      Object.fromEntries(atoms(13).map((a) => [a, false])),
    ]);
  });

  it('refuses a forced table beyond 16 letters and a bad limit', () => {
    const conclusion = Array.from({ length: 17 }, (_, i) => `p${i}`).join(' ∧ ');
    expect(() => findCounterexamples({ premises: [], conclusion, method: 'table' })).toThrow(
      TooManyVariablesError,
    );
    expect(() => findCounterexamples({ premises: [], conclusion: 'p', limit: 0 })).toThrow(
      RangeError,
    );
    expect(() => findCounterexamples({ premises: [], conclusion: 'p', limit: 1.5 })).toThrow(
      'The counterexample limit must be a positive integer, got 1.5',
    );
  });

  it('names the formula that cannot be parsed', () => {
    const call = () => findCounterexamples({ premises: ['p', 'p →'], conclusion: 'q' });
    expect(call).toThrow(UnparsableFormulaError);
    expect(call).toThrow(
      'Formula 2 of 3 ("p →") cannot be read: Expected a formula after "→" at position 3',
    );
    const error = thrown(() => findCounterexamples({ premises: ['p'], conclusion: 'F(a)' }));
    expect(error).toBeInstanceOf(UnparsableFormulaError);
    expect((error as UnparsableFormulaError).formulaIndex).toBe(1);
    expect((error as Error).message).toContain('needs predicate logic');
  });

  describe('properties', () => {
    const argument = fc.record({
      premises: fc.array(arbitraryFormula('propositional'), { maxLength: 3 }),
      conclusion: arbitraryFormula('propositional'),
    });
    const small = argument
      .filter(
        ({ premises, conclusion }) =>
          new Set([...premises, conclusion].flatMap(formulaAtoms)).size <=
          COUNTEREXAMPLE_TABLE_MAX_ATOMS,
      )
      .map(({ premises, conclusion }) => ({
        premises: premises.map((f) => formatFormula(f)),
        conclusion: formatFormula(conclusion),
      }));

    it('returns only assignments that make the premises true and the conclusion false', () => {
      fc.assert(
        fc.property(small, fc.constantFrom(...METHODS), ({ premises, conclusion }, method) => {
          const result = findCounterexamples({ premises, conclusion, method, limit: 8 });
          expect(result.valid).toBe(result.counterexamples.length === 0);
          for (const row of result.counterexamples) {
            expect(Object.keys(row)).toEqual(result.variables);
            expect(isCounterexample(premises, conclusion, row)).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });

    it('table and search agree on every counterexample', () => {
      fc.assert(
        fc.property(small, ({ premises, conclusion }) => {
          const table = findCounterexamples({ premises, conclusion, method: 'table' });
          const search = findCounterexamples({
            premises,
            conclusion,
            method: 'search',
            limit: Infinity,
          });
          expect(search.valid).toBe(table.valid);
          expect(search.counterexamples).toEqual(table.counterexamples);
        }),
        { numRuns: 300 },
      );
    });

    const ATOMS = 100;
    const literal = fc
      .tuple(fc.integer({ min: 1, max: ATOMS }), fc.boolean())
      .map(([i, negated]) => `${negated ? '¬' : ''}p${i}`);
    const clause = fc.array(literal, { minLength: 3, maxLength: 3 }).map((ls) => ls.join(' ∨ '));
    /** Every letter p1 … p100 occurs: the last premise mentions them all. */
    const everyAtom = `${Array.from({ length: ATOMS }, (_, i) => `p${i + 1}`).join(' ∨ ')}`;

    it('decides random 100-letter arguments and checks any counterexample', () => {
      fc.assert(
        fc.property(
          fc.array(clause, { minLength: 380, maxLength: 430 }),
          clause,
          (premises, conclusion) => {
            const all = [...premises, everyAtom];
            const start = performance.now();
            const result = findCounterexamples({ premises: all, conclusion });
            expect(performance.now() - start).toBeLessThan(1000);
            expect(result.method).toBe('search');
            expect(result.variables).toHaveLength(ATOMS);
            if (!result.valid)
              expect(isCounterexample(all, conclusion, result.counterexamples[0]!)).toBe(true);
            // The conclusion as a further premise always makes the argument valid.
            expect(findCounterexamples({ premises: [...all, conclusion], conclusion }).valid).toBe(
              true,
            );
          },
        ),
        { numRuns: 15 },
      );
    });

    it('finds a counterexample to random 100-letter arguments built around a hidden one', () => {
      const hidden = fc.array(fc.boolean(), { minLength: ATOMS, maxLength: ATOMS });
      fc.assert(
        fc.property(hidden, fc.array(clause, { minLength: 420, maxLength: 420 }), (values, raw) => {
          // Flip the first literal of every clause the hidden assignment falsifies.
          const assignment = Object.fromEntries(values.map((v, i) => [`p${i + 1}`, v]));
          const premises = raw.map((text) =>
            evaluatePropositional(parsed(text), assignment)
              ? text
              : text.startsWith('¬')
                ? text.slice(1)
                : `¬${text}`,
          );
          const conclusion = values
            .slice(0, 3)
            .map((v, i) => `${v ? '¬' : ''}p${i + 1}`)
            .join(' ∨ ');
          const all = [...premises, everyAtom];
          expect(isCounterexample(all, conclusion, assignment)).toBe(true);
          const result = findCounterexamples({ premises: all, conclusion, limit: 3 });
          expect(result.valid).toBe(false);
          for (const row of result.counterexamples)
            expect(isCounterexample(all, conclusion, row)).toBe(true);
        }),
        { numRuns: 10 },
      );
    });
  });
});

describe('checkPropositionalCounterexample', () => {
  it('validates a counterexample', () => {
    expect(
      checkPropositionalCounterexample({
        premises: ['p → q', 'q'],
        conclusion: 'p',
        assignment: { p: false, q: true },
      }),
    ).toEqual({
      valid: true,
      message: 'Counterexample validated!',
      premiseValues: [true, true],
      conclusionValue: false,
    });
  });

  it('rejects an assignment with a false premise or a true conclusion', () => {
    const message =
      'The current assignments do not form a valid counterexample. Ensure all premises are true and the conclusion is false.';
    expect(
      checkPropositionalCounterexample({
        premises: ['p → q', 'q'],
        conclusion: 'p',
        assignment: { p: true, q: false },
      }),
    ).toEqual({ valid: false, message, premiseValues: [false, false], conclusionValue: true });
    expect(
      checkPropositionalCounterexample({
        premises: ['p → q', 'q'],
        conclusion: 'p',
        assignment: { p: true, q: true },
      }),
    ).toEqual({ valid: false, message, premiseValues: [true, true], conclusionValue: true });
  });

  it('throws for an unparsable formula and a missing letter', () => {
    expect(() =>
      checkPropositionalCounterexample({ premises: ['p ∧'], conclusion: 'q', assignment: {} }),
    ).toThrow(UnparsableFormulaError);
    expect(() =>
      checkPropositionalCounterexample({
        premises: ['p'],
        conclusion: 'q',
        assignment: { p: true },
      }),
    ).toThrow('No truth value given for the atom "q"');
  });
});
