import { type CounterexampleTruthTableResponse, LIMITS } from '@credence/api';
import {
  type Formula,
  formulaAtoms,
  MAX_TRUTH_TABLE_VARIABLES,
  parseFormula,
  propositionalTruthTable,
  TooManyVariablesError,
  UnparsableFormulaError,
} from '@credence/engine';
import type { z } from 'zod';

export type TruthTableValue = z.infer<typeof CounterexampleTruthTableResponse>;

/**
 * The most formulas one table takes. The engine bounds the rows (at most
 * {@link MAX_TRUTH_TABLE_VARIABLES} letters); this bounds the columns, so one request cannot ask
 * for millions of evaluations. A regimented argument is its premises and conclusion, far fewer.
 * The call's schema refuses more already (`LIMITS.formulas`); this guards direct callers.
 */
export const MAX_TRUTH_TABLE_FORMULAS = LIMITS.formulas;

/**
 * A truth table, or why there is none: 400 for too many formulas, 413 for a table over the
 * size or work limits, 422 for the engine's refusals.
 */
export type TruthTableOutcome =
  | { ok: true; table: TruthTableValue }
  | { ok: false; status: 400 | 413 | 422; message: string };

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Why a table of these formulas is too large to compute and send, or null. Formulas that do not
 * parse, or more letters than the engine takes, are left to the engine's own 422.
 *
 * Each of the 2^letters rows holds every letter and every formula's value (the answer's size,
 * `LIMITS.truthTableCells`), and evaluates every formula (the time, `LIMITS.truthTableWork`,
 * counted in formula characters). Both are known from the parsed formulas before any row is
 * computed, so a refused table costs no more than reading the request.
 */
export function truthTableSizeProblem(formulas: readonly string[]): string | null {
  const parsed: Formula[] = [];
  for (const text of formulas) {
    const result = parseFormula(text, { system: 'propositional' });
    if (!result.ok) return null;
    parsed.push(result.formula);
  }
  const letters = new Set(parsed.flatMap(formulaAtoms)).size;
  if (letters > MAX_TRUTH_TABLE_VARIABLES) return null;
  const rows = 2 ** letters;
  const cells = rows * (letters + formulas.length);
  if (cells > LIMITS.truthTableCells) {
    return (
      `The truth table is too large: ${letters} letters give ${count(rows)} rows of ` +
      `${letters + formulas.length} columns (letters and formulas), ${count(cells)} cells; ` +
      `the limit is ${count(LIMITS.truthTableCells)} cells. Use fewer letters or formulas.`
    );
  }
  const characters = formulas.reduce((sum, text) => sum + text.length, 0);
  const work = rows * characters;
  if (work > LIMITS.truthTableWork) {
    return (
      `The truth table is too much work: ${count(rows)} rows × ${count(characters)} characters ` +
      `of formulas = ${count(work)}; the limit is ${count(LIMITS.truthTableWork)}. ` +
      'Use fewer letters or shorter formulas.'
    );
  }
  return null;
}

/**
 * `counterexampleTruthTable`: every assignment of the formulas' letters and each formula's value,
 * computed by the engine (propositional mode, its row order). A formula that does not parse and
 * more than {@link MAX_TRUTH_TABLE_VARIABLES} letters are the 422 the registry names, with the
 * engine's message (it names the formula and the position, or the letters and the limit); a
 * table over `LIMITS.truthTableCells` or `LIMITS.truthTableWork` is a 413 naming the limit.
 */
export function truthTableOf(formulas: readonly string[]): TruthTableOutcome {
  if (formulas.length > MAX_TRUTH_TABLE_FORMULAS) {
    return {
      ok: false,
      status: 400,
      message: `formulas: at most ${MAX_TRUTH_TABLE_FORMULAS} formulas fit in one truth table (got ${formulas.length})`,
    };
  }
  const tooLarge = truthTableSizeProblem(formulas);
  if (tooLarge) return { ok: false, status: 413, message: tooLarge };
  try {
    return { ok: true, table: propositionalTruthTable([...formulas]) };
  } catch (error) {
    if (error instanceof UnparsableFormulaError || error instanceof TooManyVariablesError) {
      return { ok: false, status: 422, message: error.message };
    }
    throw error;
  }
}
