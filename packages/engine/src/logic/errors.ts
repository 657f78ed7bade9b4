import type { FormulaParseError } from './parse';

/**
 * A formula given to `propositionalTruthTable` could not be parsed. The message names the
 * formula (1-based, in the order given) and the position, e.g.
 * `Formula 2 of 3 ("p →") cannot be read: Expected a formula after "→" at position 3`.
 */
export class UnparsableFormulaError extends Error {
  /** 0-based index of the formula in the list given. */
  readonly formulaIndex: number;
  /** The formula text as given. */
  readonly formula: string;
  /** The parser's error: its own message and the 0-based position inside the formula. */
  readonly parseError: FormulaParseError;

  constructor(
    formulaIndex: number,
    formulaCount: number,
    formula: string,
    parseError: FormulaParseError,
  ) {
    super(
      `Formula ${formulaIndex + 1} of ${formulaCount} ("${formula}") cannot be read: ${parseError.message}`,
    );
    this.name = 'UnparsableFormulaError';
    this.formulaIndex = formulaIndex;
    this.formula = formula;
    this.parseError = parseError;
  }

  /** 0-based position of the problem inside {@link UnparsableFormulaError.formula}. */
  get position(): number {
    return this.parseError.position;
  }
}

/** The names, cut after the first 20. */
function listed(names: readonly string[]): string {
  const shown = names.slice(0, 20).join(', ');
  return names.length > 20 ? `${shown}, …` : shown;
}

/** `65536` → `'65,536'`. */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The formulas of a truth table have more sentence letters than a table can show
 * (see `MAX_TRUTH_TABLE_VARIABLES`).
 */
export class TooManyVariablesError extends Error {
  /** The sentence letters found, in column order. */
  readonly variables: readonly string[];
  /** The most a truth table accepts. */
  readonly limit: number;

  constructor(variables: readonly string[], limit: number) {
    super(
      `Too many sentence letters for a truth table: ${variables.length} (${listed(variables)}); ` +
        `at most ${limit} fit, which is already ${withThousands(2 ** limit)} rows.`,
    );
    this.name = 'TooManyVariablesError';
    this.variables = variables;
    this.limit = limit;
  }
}
