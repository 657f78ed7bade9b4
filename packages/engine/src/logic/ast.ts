/**
 * The syntax tree of a logic formula, shared by the parser, the formatter and the evaluators.
 *
 * Nodes are plain, immutable data (no positions, no classes), so two formulas are the same when
 * they are structurally equal (`expect(a).toEqual(b)`, `JSON.stringify`).
 */

/** Which logic a formula is read in: propositional (atoms and connectives) or predicate. */
export type LogicSystem = 'propositional' | 'predicate';

/**
 * A term, an argument of a predicate: a variable bound by an enclosing quantifier (`x` in
 * `∀x F(x)`) or an individual constant, a name (`a` in `F(a)`, and any lowercase letter that no
 * quantifier binds).
 */
export type Term =
  | {
      /** A variable bound by an enclosing `∀` or `∃`. */
      readonly kind: 'variable';
      /** One lowercase letter. */
      readonly name: string;
    }
  | {
      /** An individual constant (a name of one thing in the domain). */
      readonly kind: 'constant';
      /** A lowercase letter, optionally followed by digits (`a`, `b2`). */
      readonly name: string;
    };

/** A sentence letter: `p`, `q1`, `a27` (and, see `parseFormula`, `P`, `Q`). */
export interface AtomFormula {
  readonly kind: 'atom';
  /** A letter optionally followed by digits, exactly as written. */
  readonly name: string;
}

/** A predicate applied to one or more terms: `F(a)`, `R(x, y)`. */
export interface PredicateFormula {
  readonly kind: 'predicate';
  /** An uppercase letter optionally followed by digits (`F`, `R2`). */
  readonly name: string;
  /** The arguments in order; never empty (a predicate without arguments is an atom). */
  readonly args: readonly Term[];
}

/** Negation `¬A`. */
export interface NotFormula {
  readonly kind: 'not';
  readonly operand: Formula;
}

/** A formula with two operands: conjunction, disjunction, implication or biconditional. */
export interface BinaryFormula {
  readonly kind: 'and' | 'or' | 'implies' | 'iff';
  readonly left: Formula;
  readonly right: Formula;
}

/** A quantified formula `∀x A` or `∃x A`. */
export interface QuantifiedFormula {
  readonly kind: 'forall' | 'exists';
  /** The bound variable: one lowercase letter. */
  readonly variable: string;
  readonly body: Formula;
}

/**
 * A formula of propositional or predicate logic, discriminated by `kind`:
 * `atom`, `predicate`, `not`, `and`, `or`, `implies`, `iff`, `forall`, `exists`.
 */
export type Formula =
  | AtomFormula
  | PredicateFormula
  | NotFormula
  | BinaryFormula
  | QuantifiedFormula;

/** The `kind`s of the binary connectives. */
export type BinaryKind = BinaryFormula['kind'];

/** The `kind`s of the quantifiers. */
export type QuantifierKind = QuantifiedFormula['kind'];
