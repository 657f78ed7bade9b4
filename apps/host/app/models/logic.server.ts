import { type CounterexampleTruthTableResponse, LIMITS } from '@credence/api';
import {
  MAX_TRUTH_TABLE_VARIABLES,
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

/** A truth table, or why there is none: 400 for too many formulas, 422 for the engine's refusals. */
export type TruthTableOutcome =
  | { ok: true; table: TruthTableValue }
  | { ok: false; status: 400 | 422; message: string };

/**
 * `counterexampleTruthTable`: every assignment of the formulas' letters and each formula's value,
 * computed by the engine (propositional mode, its row order). A formula that does not parse and
 * more than {@link MAX_TRUTH_TABLE_VARIABLES} letters are the 422 the registry names, with the
 * engine's message (it names the formula and the position, or the letters and the limit).
 */
export function truthTableOf(formulas: readonly string[]): TruthTableOutcome {
  if (formulas.length > MAX_TRUTH_TABLE_FORMULAS) {
    return {
      ok: false,
      status: 400,
      message: `formulas: at most ${MAX_TRUTH_TABLE_FORMULAS} formulas fit in one truth table (got ${formulas.length})`,
    };
  }
  try {
    return { ok: true, table: propositionalTruthTable([...formulas]) };
  } catch (error) {
    if (error instanceof UnparsableFormulaError || error instanceof TooManyVariablesError) {
      return { ok: false, status: 422, message: error.message };
    }
    throw error;
  }
}
