/**
 * How large a reconstruction's formulas may be for {@link checkReconstruction}'s receipt to stay
 * quick: one budget for every caller that must not be held for seconds — the host's worker, the
 * mock backend, and the reconstruction editor, which rechecks a formula as it is typed on the
 * page's own thread.
 *
 * `checkReconstruction` asks the engine's solvers one question per check, and a few per premise
 * (which premises are needed, a conflicting set, circularity): about three times as many
 * questions as premises. Each question costs about what its formulas cost once grounded — a
 * propositional formula as written, a quantifier's body once per individual of the countermodel
 * search (up to 16 of them). The offline formaliser's own formulas stay small whatever the text
 * (one quantifier at most, 16 connectives a claim), but a locked claim's formula or a model's can
 * be anything the parser reads. Past this budget no receipt is computed: a receipt that can take
 * seconds per question would hold the worker (and, in the mock backend, the page) for minutes.
 */
import type { Formula } from '../logic/ast';
import { parseFormula } from '../logic/parse';

/** The receipt's budget (see the module comment). */
export const RECEIPT_BUDGET = {
  /**
   * Distinct sentence letters, predicates and constants. The engine's benchmark takes 5–10 ms
   * for a receipt of 100 letters; no argument a person writes needs more.
   */
  symbols: 100,
  /** Formula nodes, each quantifier's body counted once per individual searched (16). */
  groundedNodes: 100_000,
} as const;

/** The largest domain the engine's countermodel search tries (2^4 for 4 monadic predicates). */
const SEARCHED_INDIVIDUALS = 16;

/** What the budget measures of some formulas. */
export interface FormulaMeasure {
  /** The symbols used: sentence letters, predicates and constants. */
  readonly symbols: ReadonlySet<string>;
  /** The formulas' nodes, each quantifier's body weighted by the individuals searched. */
  readonly groundedNodes: number;
}

/**
 * Measures the formulas that parse (in predicate mode, which reads propositional ones too);
 * those that do not parse cost the receipt nothing (it stops at the parse).
 */
export function measureFormulas(formulas: readonly string[]): FormulaMeasure {
  const symbols = new Set<string>();
  let groundedNodes = 0;
  const weigh = (formula: Formula): number => {
    switch (formula.kind) {
      case 'atom':
        symbols.add(formula.name);
        return 1;
      case 'predicate':
        symbols.add(formula.name);
        for (const term of formula.args) if (term.kind === 'constant') symbols.add(term.name);
        return 1;
      case 'not':
        return 1 + weigh(formula.operand);
      case 'forall':
      case 'exists':
        return 1 + SEARCHED_INDIVIDUALS * weigh(formula.body);
      default:
        return 1 + weigh(formula.left) + weigh(formula.right);
    }
  };
  for (const text of formulas) {
    const parsed = parseFormula(text, { system: 'predicate' });
    // The parser bounds nesting (MAX_FORMULA_DEPTH), so the recursion stays shallow.
    if (parsed.ok) groundedNodes += weigh(parsed.formula);
  }
  return { symbols, groundedNodes };
}

/**
 * Whether the receipt of these formulas fits {@link RECEIPT_BUDGET}.
 *
 * @example
 * withinReceiptBudget(['p → q', 'p', 'q']); // true
 * withinReceiptBudget(Array.from({ length: 101 }, (_, i) => `p${i}`)); // false: 101 letters
 */
export function withinReceiptBudget(formulas: readonly string[]): boolean {
  const measure = measureFormulas(formulas);
  return (
    measure.symbols.size <= RECEIPT_BUDGET.symbols &&
    measure.groundedNodes <= RECEIPT_BUDGET.groundedNodes
  );
}
