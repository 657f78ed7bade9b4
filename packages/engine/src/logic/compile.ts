import type { BinaryFormula, Formula } from './ast';

/** A compiled formula: its truth value given the values of its variables by index. */
export type CompiledFormula = (values: readonly boolean[]) => boolean;

/** Compiles both operands of a binary formula. */
function compileBoth(
  formula: BinaryFormula,
  indexOf: ReadonlyMap<string, number>,
): [CompiledFormula, CompiledFormula] {
  return [
    compilePropositional(formula.left, indexOf),
    compilePropositional(formula.right, indexOf),
  ];
}

/**
 * Compiles a propositional formula to a function of the truth values by variable index, so a
 * table or a search evaluates it without walking the tree each time.
 */
export function compilePropositional(
  formula: Formula,
  indexOf: ReadonlyMap<string, number>,
): CompiledFormula {
  switch (formula.kind) {
    case 'atom': {
      const index = indexOf.get(formula.name)!;
      return (values) => values[index]!;
    }
    case 'not': {
      const operand = compilePropositional(formula.operand, indexOf);
      return (values) => !operand(values);
    }
    case 'and': {
      const [left, right] = compileBoth(formula, indexOf);
      return (values) => left(values) && right(values);
    }
    case 'or': {
      const [left, right] = compileBoth(formula, indexOf);
      return (values) => left(values) || right(values);
    }
    case 'implies': {
      const [left, right] = compileBoth(formula, indexOf);
      return (values) => !left(values) || right(values);
    }
    case 'iff': {
      const [left, right] = compileBoth(formula, indexOf);
      return (values) => left(values) === right(values);
    }
    // Unreachable: the formulas are parsed in propositional mode.
    default:
      throw new Error(`Unexpected "${formula.kind}" in a propositional formula`);
  }
}
