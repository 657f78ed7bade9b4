import type { Formula } from './ast';

/**
 * The truth value of a propositional formula under an assignment of truth values to its atoms.
 *
 * @param assignment - A truth value for every atom of the formula (extra names are ignored).
 * @throws Error when an atom has no truth value in `assignment`, or when the formula contains a
 *   predicate or a quantifier (those need a model, not an assignment).
 *
 * @example
 * const result = parseFormula('p → q');
 * if (result.ok) evaluatePropositional(result.formula, { p: true, q: false }); // false
 */
export function evaluatePropositional(
  formula: Formula,
  assignment: Readonly<Record<string, boolean>>,
): boolean {
  switch (formula.kind) {
    case 'atom': {
      const value = Object.hasOwn(assignment, formula.name) ? assignment[formula.name] : undefined;
      if (typeof value !== 'boolean')
        throw new Error(`No truth value given for the atom "${formula.name}"`);
      return value;
    }
    case 'predicate':
      throw new Error(
        `Cannot evaluate the predicate "${formula.name}" propositionally: predicate formulas need a model`,
      );
    case 'forall':
    case 'exists':
      throw new Error(
        `Cannot evaluate a quantifier ("${formula.kind} ${formula.variable}") propositionally: predicate formulas need a model`,
      );
    case 'not':
      return !evaluatePropositional(formula.operand, assignment);
    case 'and':
      return (
        evaluatePropositional(formula.left, assignment) &&
        evaluatePropositional(formula.right, assignment)
      );
    case 'or':
      return (
        evaluatePropositional(formula.left, assignment) ||
        evaluatePropositional(formula.right, assignment)
      );
    case 'implies':
      return (
        !evaluatePropositional(formula.left, assignment) ||
        evaluatePropositional(formula.right, assignment)
      );
    case 'iff':
      return (
        evaluatePropositional(formula.left, assignment) ===
        evaluatePropositional(formula.right, assignment)
      );
  }
}
