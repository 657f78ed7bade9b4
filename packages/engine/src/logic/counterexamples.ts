import type { Formula } from './ast';
import { compareAtomNames, formulaAtoms } from './atoms';
import { compilePropositional } from './compile';
import { TooManyVariablesError, UnparsableFormulaError } from './errors';
import { evaluatePropositional } from './evaluate';
import { parseFormula } from './parse';
import { negative, positive } from './sat';
import { MAX_TRUTH_TABLE_VARIABLES } from './truthTable';
import { CnfBuilder, type LiteralResolver } from './tseitin';

/**
 * The most sentence letters for which {@link findCounterexamples} walks the whole truth table
 * (4,096 rows) and lists every counterexample; with more it searches with a SAT solver instead.
 */
export const COUNTEREXAMPLE_TABLE_MAX_ATOMS = 12;

/** How {@link findCounterexamples} decided: by walking the truth table, or by a SAT search. */
export type CounterexampleMethod = 'table' | 'search';

/** Input of {@link findCounterexamples}. */
export interface FindCounterexamplesInput {
  /** The premises, as formula text (propositional logic). */
  readonly premises: readonly string[];
  /** The conclusion, as formula text. */
  readonly conclusion: string;
  /**
   * The most counterexamples to return: a positive integer or `Infinity`. Default: every
   * counterexample row for a table, one for a search.
   */
  readonly limit?: number;
  /**
   * `'auto'` (default) walks the table up to {@link COUNTEREXAMPLE_TABLE_MAX_ATOMS} letters and
   * searches beyond; `'table'` and `'search'` force one way (a forced table still stops at
   * `MAX_TRUTH_TABLE_VARIABLES` letters).
   */
  readonly method?: CounterexampleMethod | 'auto';
}

/** What {@link findCounterexamples} found. */
export interface CounterexampleSearchResult {
  /** True when no assignment makes every premise true and the conclusion false. */
  valid: boolean;
  /**
   * Assignments making every premise true and the conclusion false, in truth-table row order
   * (the first letter changes slowest, true before false). Keys in the order of `variables`.
   */
  counterexamples: Record<string, boolean>[];
  /** How the answer was reached. */
  method: CounterexampleMethod;
  /** The sentence letters of the argument, in `compareAtomNames` order. */
  variables: string[];
}

/** Parses the premises and the conclusion (propositional), throwing for the first that fails. */
function parseArgument(premises: readonly string[], conclusion: string): Formula[] {
  const texts = [...premises, conclusion];
  return texts.map((text, index) => {
    const result = parseFormula(text, { system: 'propositional' });
    if (!result.ok) throw new UnparsableFormulaError(index, texts.length, text, result.error);
    return result.formula;
  });
}

function assignmentOf(variables: readonly string[], values: readonly boolean[]) {
  const assignment: Record<string, boolean> = {};
  variables.forEach((name, index) => {
    assignment[name] = values[index]!;
  });
  return assignment;
}

function walkTable(
  formulas: readonly Formula[],
  variables: readonly string[],
  limit: number,
): Record<string, boolean>[] {
  const indexOf = new Map(variables.map((name, index) => [name, index]));
  const evaluators = formulas.map((formula) => compilePropositional(formula, indexOf));
  const conclusion = evaluators.pop()!;
  const n = variables.length;
  const values = new Array<boolean>(n).fill(true);
  const found: Record<string, boolean>[] = [];
  for (let row = 0; row < 2 ** n && found.length < limit; row++) {
    // Row 0 is all true; the last variable alternates every row.
    for (let v = 0; v < n; v++) values[v] = ((row >>> (n - 1 - v)) & 1) === 0;
    if (evaluators.every((premise) => premise(values)) && !conclusion(values))
      found.push(assignmentOf(variables, values));
  }
  return found;
}

/** Truth-table order: compare by the first letter that differs, true first. */
function tableOrder(variables: readonly string[]) {
  return (a: Record<string, boolean>, b: Record<string, boolean>): number => {
    for (const name of variables) if (a[name] !== b[name]) return a[name] ? -1 : 1;
    return 0;
  };
}

function search(
  formulas: readonly Formula[],
  variables: readonly string[],
  limit: number,
): Record<string, boolean>[] {
  const builder = new CnfBuilder();
  const atomVariables = new Map<string, number>();
  for (const name of variables) atomVariables.set(name, builder.solver.newVariable());
  const resolve: LiteralResolver = { atom: (name) => positive(atomVariables.get(name)!) };
  formulas.forEach((formula, index) => {
    builder.assert(formula, index < formulas.length - 1, resolve);
  });
  const solver = builder.solver;
  const found: Record<string, boolean>[] = [];
  while (found.length < limit && solver.solve() === 'sat') {
    const values = variables.map((name) => solver.modelValue(atomVariables.get(name)!));
    found.push(assignmentOf(variables, values));
    // Block this assignment of the letters: some letter must differ next time.
    solver.addClause(
      variables.map((name, index) => {
        const v = atomVariables.get(name)!;
        return values[index] ? negative(v) : positive(v);
      }),
    );
  }
  return found.sort(tableOrder(variables));
}

function checkedLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined) return fallback;
  if (limit === Number.POSITIVE_INFINITY || (Number.isInteger(limit) && limit >= 1)) return limit;
  throw new RangeError(`The counterexample limit must be a positive integer, got ${limit}`);
}

/**
 * Finds the counterexamples of a propositional argument: assignments that make every premise
 * true and the conclusion false. The argument is valid when there are none.
 *
 * Up to {@link COUNTEREXAMPLE_TABLE_MAX_ATOMS} (12) sentence letters the whole truth table is
 * walked and every counterexample row is returned in table order (`method: 'table'`). With more
 * letters, premises ∧ ¬conclusion goes through the Tseitin transformation to clauses and a CDCL
 * SAT solver (watched literals, clause learning, VSIDS) either finds a counterexample or proves
 * there is none (`method: 'search'`); further counterexamples up to `limit` come from blocking
 * the ones found. Arguments with hundreds of letters are decided in milliseconds.
 *
 * @throws {@link UnparsableFormulaError} for the first formula that cannot be parsed (premises
 *   first, the conclusion last), naming the formula and the position.
 * @throws {@link TooManyVariablesError} when `method: 'table'` is forced beyond 16 letters.
 * @throws RangeError when `limit` is not a positive integer or `Infinity`.
 *
 * @example
 * findCounterexamples({ premises: ['p → q', 'q'], conclusion: 'p' })
 * // { valid: false, counterexamples: [{ p: false, q: true }], method: 'table', variables: ['p', 'q'] }
 */
export function findCounterexamples(input: FindCounterexamplesInput): CounterexampleSearchResult {
  const formulas = parseArgument(input.premises, input.conclusion);
  const variables = [...new Set(formulas.flatMap(formulaAtoms))].sort(compareAtomNames);
  const requested = input.method ?? 'auto';
  const method: CounterexampleMethod =
    requested === 'auto'
      ? variables.length <= COUNTEREXAMPLE_TABLE_MAX_ATOMS
        ? 'table'
        : 'search'
      : requested;
  if (method === 'table') {
    if (variables.length > MAX_TRUTH_TABLE_VARIABLES)
      throw new TooManyVariablesError(variables, MAX_TRUTH_TABLE_VARIABLES);
    const limit = checkedLimit(input.limit, Number.POSITIVE_INFINITY);
    const counterexamples = walkTable(formulas, variables, limit);
    return { valid: counterexamples.length === 0, counterexamples, method, variables };
  }
  const counterexamples = search(formulas, variables, checkedLimit(input.limit, 1));
  return { valid: counterexamples.length === 0, counterexamples, method, variables };
}

/** Input of {@link checkPropositionalCounterexample}. */
export interface CheckPropositionalCounterexampleInput {
  readonly premises: readonly string[];
  readonly conclusion: string;
  /** A truth value for every sentence letter of the argument (extra names are ignored). */
  readonly assignment: Readonly<Record<string, boolean>>;
}

/** The verdict of {@link checkPropositionalCounterexample}. */
export interface PropositionalCounterexampleCheck {
  /** True when every premise is true and the conclusion false. */
  valid: boolean;
  /** {@link COUNTEREXAMPLE_VALIDATED} or {@link NOT_A_PROPOSITIONAL_COUNTEREXAMPLE}. */
  message: string;
  /** Each premise's value under the assignment, in order. */
  premiseValues: boolean[];
  conclusionValue: boolean;
}

/** Shown when a submitted assignment is a counterexample. */
export const COUNTEREXAMPLE_VALIDATED = 'Counterexample validated!';
/** Shown when a submitted assignment is not a counterexample. */
export const NOT_A_PROPOSITIONAL_COUNTEREXAMPLE =
  'The current assignments do not form a valid counterexample. Ensure all premises are true and the conclusion is false.';

/**
 * Checks a user's assignment (the T/F toggles) against a propositional argument.
 *
 * @throws {@link UnparsableFormulaError} for a formula that cannot be parsed.
 * @throws Error when a sentence letter of the argument has no value in `assignment`.
 *
 * @example
 * checkPropositionalCounterexample({ premises: ['p → q', 'q'], conclusion: 'p', assignment: { p: false, q: true } })
 * // { valid: true, message: 'Counterexample validated!', premiseValues: [true, true], conclusionValue: false }
 */
export function checkPropositionalCounterexample(
  input: CheckPropositionalCounterexampleInput,
): PropositionalCounterexampleCheck {
  const formulas = parseArgument(input.premises, input.conclusion);
  const values = formulas.map((formula) => evaluatePropositional(formula, input.assignment));
  const conclusionValue = values.pop()!;
  const valid = values.every(Boolean) && !conclusionValue;
  return {
    valid,
    message: valid ? COUNTEREXAMPLE_VALIDATED : NOT_A_PROPOSITIONAL_COUNTEREXAMPLE,
    premiseValues: values,
    conclusionValue,
  };
}
