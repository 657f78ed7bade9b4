import fc from 'fast-check';
import type { Formula, Term } from '../ast';

/** Test shorthands for building formulas. */
export const atom = (name: string): Formula => ({ kind: 'atom', name });
/** `¬a` */
export const not = (operand: Formula): Formula => ({ kind: 'not', operand });
/** `a ∧ b` */
export const and = (left: Formula, right: Formula): Formula => ({ kind: 'and', left, right });
/** `a ∨ b` */
export const or = (left: Formula, right: Formula): Formula => ({ kind: 'or', left, right });
/** `a → b` */
export const implies = (left: Formula, right: Formula): Formula => ({
  kind: 'implies',
  left,
  right,
});
/** `a ↔ b` */
export const iff = (left: Formula, right: Formula): Formula => ({ kind: 'iff', left, right });
/** `∀v body` */
export const forall = (variable: string, body: Formula): Formula => ({
  kind: 'forall',
  variable,
  body,
});
/** `∃v body` */
export const exists = (variable: string, body: Formula): Formula => ({
  kind: 'exists',
  variable,
  body,
});
/** A bound variable term. */
export const v = (name: string): Term => ({ kind: 'variable', name });
/** A constant term. */
export const c = (name: string): Term => ({ kind: 'constant', name });
/** `F(t1, …)` */
export const pred = (name: string, ...args: Term[]): Formula => ({
  kind: 'predicate',
  name,
  args,
});

const index = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 120 }).map(String) },
);

/** Atom names: lowercase or uppercase letters, sometimes indexed. */
const atomName = (letters: string) =>
  fc.tuple(fc.constantFrom(...letters), index).map(([letter, digits]) => letter + digits);

/**
 * Random formulas the parser can produce. In predicate mode, terms are drawn as names and then
 * classified like the parser does: a single letter bound by an enclosing quantifier is a
 * variable, any other name a constant; atoms avoid the letters used as variables.
 */
export function arbitraryFormula(system: 'propositional' | 'predicate'): fc.Arbitrary<Formula> {
  const atomLetters = system === 'propositional' ? 'pqrsabPQRz' : 'pqrsPQ';
  const { formula } = fc.letrec<{ formula: Formula }>((tie) => {
    const leaves: fc.WeightedArbitrary<Formula>[] = [
      { weight: 2, arbitrary: atomName(atomLetters).map(atom) },
    ];
    const inner: (fc.Arbitrary<Formula> | fc.WeightedArbitrary<Formula>)[] = [
      tie('formula').map(not),
      ...(['and', 'or', 'implies', 'iff'] as const).map((kind) =>
        fc
          .tuple(tie('formula'), tie('formula'))
          .map(([left, right]): Formula => ({ kind, left, right })),
      ),
    ];
    if (system === 'predicate') {
      const termName = fc.oneof(fc.constantFrom('x', 'y', 'z'), atomName('abcxyz'));
      leaves.push({
        weight: 3,
        arbitrary: fc
          .tuple(atomName('FGRH'), fc.array(termName, { minLength: 1, maxLength: 3 }))
          .map(([name, args]) => pred(name, ...args.map(c))),
      });
      // Quantified formulas whose body often uses the bound variable.
      const body = fc.oneof(
        tie('formula'),
        fc
          .tuple(tie('formula'), atomName('FG'), fc.constantFrom('and', 'or', 'implies' as const))
          .map(([rest, name, kind]): Formula => ({ kind, left: pred(name, c('x')), right: rest })),
      );
      inner.push({
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom('forall' as const, 'exists' as const),
            fc.constantFrom('x', 'y', 'z'),
            body,
          )
          .map(([kind, variable, body]): Formula => ({ kind, variable, body })),
      });
    }
    return {
      formula: fc.oneof({ depthSize: 'small', withCrossShrink: true }, ...leaves, ...inner),
    };
  });
  return system === 'predicate' ? formula.map((f) => classifyTerms(f, [])) : formula;
}

/** Marks each term as the parser would: bound single letters are variables. */
function classifyTerms(formula: Formula, bound: readonly string[]): Formula {
  switch (formula.kind) {
    case 'atom':
      return formula;
    case 'predicate':
      return {
        ...formula,
        args: formula.args.map((term) => (bound.includes(term.name) ? v(term.name) : c(term.name))),
      };
    case 'not':
      return not(classifyTerms(formula.operand, bound));
    case 'forall':
    case 'exists':
      return { ...formula, body: classifyTerms(formula.body, [...bound, formula.variable]) };
    default:
      return {
        ...formula,
        left: classifyTerms(formula.left, bound),
        right: classifyTerms(formula.right, bound),
      };
  }
}
