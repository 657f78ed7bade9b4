/**
 * How large the claims' formulas may be for the editor to check them in the page. The editor
 * checks on every change (a formula is rechecked as it is typed) on the page's own thread, so a
 * formula that would keep the engine busy for seconds must not be checked there at all.
 *
 * `checkReconstruction` asks the engine's solvers about three questions per premise, each
 * costing about what its formulas cost once grounded: a propositional formula as written, a
 * quantifier's body once per individual of the countermodel search (up to 16). The figures are
 * the mock backend's (`mocks/src/ai/receiptBudget.ts`), where the engine's benchmark puts a
 * 100-letter receipt at 5–10 ms.
 */
import { type Formula, parseFormula } from '@credence/engine';

/** The editor's budget for a receipt. */
export const EDITOR_RECEIPT_BUDGET = {
  /** Distinct sentence letters, predicates and constants. */
  symbols: 100,
  /** Formula nodes, each quantifier's body counted once per individual searched. */
  groundedNodes: 100_000,
} as const;

/** The most individuals the engine's countermodel search tries (2^4 for 4 monadic predicates). */
const SEARCHED_INDIVIDUALS = 16;

/**
 * Whether the receipt of these formulas fits {@link EDITOR_RECEIPT_BUDGET}. Formulas that do not
 * parse cost nothing (the receipt stops at the parse).
 */
export function withinEditorReceiptBudget(formulas: readonly string[]): boolean {
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
    if (groundedNodes > EDITOR_RECEIPT_BUDGET.groundedNodes) return false;
  }
  return symbols.size <= EDITOR_RECEIPT_BUDGET.symbols;
}
