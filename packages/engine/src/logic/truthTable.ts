import { compareAtomNames, formulaAtoms } from './atoms';
import { compilePropositional } from './compile';
import { TooManyVariablesError, UnparsableFormulaError } from './errors';
import { parseFormula } from './parse';

/**
 * The most sentence letters a truth table accepts: 16 letters give 65,536 rows, the most a
 * screen can show. Larger arguments are for a search, not a table.
 */
export const MAX_TRUTH_TABLE_VARIABLES = 16;

/** One row of a truth table: the assignment and the value of each formula under it. */
export interface PropositionalTruthTableRow {
  /** A truth value per sentence letter; keys in the order of `variables`. */
  assignments: Record<string, boolean>;
  /** The value of each formula, in the order the formulas were given. */
  evaluations: boolean[];
}

/** A full truth table, the shape of the `/api/counterexample/truth-table` response. */
export interface PropositionalTruthTable {
  /** The sentence letters of all formulas, in {@link compareAtomNames} order (`p, q, r, p1, p2, p10`). */
  variables: string[];
  /**
   * All `2^n` assignments in the conventional order: the first row has every letter true, the
   * last every letter false; the first variable changes slowest, the last alternates every row.
   */
  rows: PropositionalTruthTableRow[];
}

/**
 * The truth table of propositional formulas (for an argument: the premises, then the
 * conclusion), as the `/api/counterexample/truth-table` call returns it.
 *
 * Formulas are read with {@link parseFormula} in propositional mode, so `P`, `Q` are atoms and a
 * predicate or quantifier is an error. An empty list gives no variables and one empty row.
 *
 * @throws {@link UnparsableFormulaError} for the first formula that cannot be parsed, naming the
 *   formula (1-based in its message, `formulaIndex` 0-based) and the position in it.
 * @throws {@link TooManyVariablesError} when the formulas have more than
 *   {@link MAX_TRUTH_TABLE_VARIABLES} (16) sentence letters together.
 *
 * @example
 * propositionalTruthTable(['p → q', 'q']).rows[1]
 * // { assignments: { p: true, q: false }, evaluations: [false, false] }
 */
export function propositionalTruthTable(formulas: readonly string[]): PropositionalTruthTable {
  const parsed = formulas.map((text, index) => {
    const result = parseFormula(text, { system: 'propositional' });
    if (!result.ok) throw new UnparsableFormulaError(index, formulas.length, text, result.error);
    return result.formula;
  });
  const variables = [...new Set(parsed.flatMap(formulaAtoms))].sort(compareAtomNames);
  if (variables.length > MAX_TRUTH_TABLE_VARIABLES)
    throw new TooManyVariablesError(variables, MAX_TRUTH_TABLE_VARIABLES);

  const indexOf = new Map(variables.map((name, index) => [name, index]));
  const evaluators = parsed.map((formula) => compilePropositional(formula, indexOf));
  const n = variables.length;
  const rows: PropositionalTruthTableRow[] = [];
  const values: boolean[] = new Array<boolean>(n);
  for (let row = 0; row < 2 ** n; row++) {
    const assignments: Record<string, boolean> = {};
    for (let v = 0; v < n; v++) {
      // Bit (n - 1 - v) of the row number, 0 meaning true: row 0 is all true.
      const value = Math.floor(row / 2 ** (n - 1 - v)) % 2 === 0;
      values[v] = value;
      assignments[variables[v]!] = value;
    }
    rows.push({ assignments, evaluations: evaluators.map((evaluate) => evaluate(values)) });
  }
  return { variables, rows };
}
