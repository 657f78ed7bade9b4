import type { Formula, Term } from './ast';

/** How {@link formatFormula} writes connectives: logic symbols or plain ASCII. */
export type FormulaNotation = 'symbolic' | 'ascii';

/** Options of {@link formatFormula}. */
export interface FormatFormulaOptions {
  /**
   * `'symbolic'` (default) writes `¬ ∧ ∨ → ↔ ∀ ∃`; `'ascii'` writes
   * `~ & | -> <-> forall exists`.
   */
  readonly notation?: FormulaNotation;
}

interface Spelling {
  readonly not: string;
  readonly and: string;
  readonly or: string;
  readonly implies: string;
  readonly iff: string;
  /** The quantifier written before the variable (`∀x`, `forall x`). */
  readonly forall: string;
  readonly exists: string;
}

const SPELLINGS: Readonly<Record<FormulaNotation, Spelling>> = {
  symbolic: { not: '¬', and: '∧', or: '∨', implies: '→', iff: '↔', forall: '∀', exists: '∃' },
  ascii: {
    not: '~',
    and: '&',
    or: '|',
    implies: '->',
    iff: '<->',
    forall: 'forall ',
    exists: 'exists ',
  },
};

/** Binding strength, loosest first; the parser's precedence. */
const PRECEDENCE: Readonly<Record<Formula['kind'], number>> = {
  iff: 1,
  implies: 2,
  or: 3,
  and: 4,
  not: 5,
  forall: 5,
  exists: 5,
  atom: 6,
  predicate: 6,
};

function formatTerm(term: Term): string {
  return term.name;
}

/**
 * Writes a formula as text that {@link parseFormula} reads back to the same formula (in
 * predicate mode, or in propositional mode when it has no predicates or quantifiers).
 *
 * Parentheses are minimal for the parser's precedence (`¬`/quantifiers > `∧` > `∨` > `→` > `↔`,
 * `→` right-associative, the others left-associative). Binary connectives have a space on each
 * side, predicates are written with parentheses (`R(x, y)`), and a quantifier is followed by a
 * space: `∀x (F(x) → G(x))`, `¬∃y R(a, y)`; in ASCII `forall x (F(x) -> G(x))`, `~exists y R(a, y)`.
 *
 * A formula the parser cannot produce, a constant inside a quantifier on the same letter
 * (`∀x F(x)` with `x` a constant), is written the same way and so reads back with `x` bound.
 *
 * @example
 * const result = parseFormula('(p & q) | r -> s');
 * if (result.ok) formatFormula(result.formula); // 'p ∧ q ∨ r → s'
 * if (result.ok) formatFormula(result.formula, { notation: 'ascii' }); // 'p & q | r -> s'
 */
export function formatFormula(formula: Formula, options: FormatFormulaOptions = {}): string {
  const spelling = SPELLINGS[options.notation ?? 'symbolic'];

  const write = (node: Formula): string => {
    switch (node.kind) {
      case 'atom':
        return node.name;
      case 'predicate':
        return `${node.name}(${node.args.map(formatTerm).join(', ')})`;
      case 'not':
        return `${spelling.not}${operand(node.operand, 5)}`;
      case 'forall':
      case 'exists':
        return `${spelling[node.kind]}${node.variable} ${operand(node.body, 5)}`;
      case 'implies':
        // Right-associative: parenthesise an implication on the left, not on the right.
        return `${operand(node.left, 3)} ${spelling.implies} ${operand(node.right, 2)}`;
      default: {
        const level = PRECEDENCE[node.kind];
        // Left-associative: the right operand needs parentheses at the same level.
        return `${operand(node.left, level)} ${spelling[node.kind]} ${operand(node.right, level + 1)}`;
      }
    }
  };

  /** Writes `node`, in parentheses when it binds more loosely than `minimum`. */
  const operand = (node: Formula, minimum: number): string =>
    PRECEDENCE[node.kind] < minimum ? `(${write(node)})` : write(node);

  return write(formula);
}
