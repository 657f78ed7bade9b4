/**
 * The Tseitin transformation, internal to the logic module: a formula becomes one literal of a
 * {@link SatSolver} plus clauses that define it, so the clauses grow linearly with the formula.
 *
 * Gates are simplified as they are made (constants fold, duplicates and `p ∧ ¬p` collapse) and
 * shared: the same conjunction of the same literals is one variable however often it occurs,
 * which keeps grounded predicate formulas small.
 */
import type { Formula } from './ast';
import { negate, positive, SatSolver } from './sat';

/** The literals a formula's atoms and predicates stand for. */
export interface LiteralResolver {
  /** The literal of a sentence letter. */
  atom(name: string): number;
  /** The literal of any other leaf (predicates, quantifiers): for grounding. */
  other?(formula: Formula, build: CnfBuilder): number;
}

export class CnfBuilder {
  readonly solver: SatSolver;
  /** A literal that is always true. */
  readonly TRUE: number;
  /** A literal that is always false. */
  readonly FALSE: number;
  private readonly gates = new Map<string, number>();

  constructor(solver: SatSolver = new SatSolver()) {
    this.solver = solver;
    this.TRUE = positive(solver.newVariable());
    this.FALSE = negate(this.TRUE);
    solver.addClause([this.TRUE]);
  }

  /** A fresh, unconstrained literal. */
  fresh(): number {
    return positive(this.solver.newVariable());
  }

  /** A literal equivalent to the conjunction of `literals` (true for none). */
  and(literals: readonly number[]): number {
    const set = new Set<number>();
    for (const literal of literals) {
      if (literal === this.FALSE) return this.FALSE;
      if (literal === this.TRUE) continue;
      if (set.has(negate(literal))) return this.FALSE;
      set.add(literal);
    }
    if (set.size === 0) return this.TRUE;
    if (set.size === 1) return set.values().next().value!;
    const sorted = [...set].sort((a, b) => a - b);
    const key = sorted.join(',');
    const known = this.gates.get(key);
    if (known !== undefined) return known;
    const gate = this.fresh();
    const back: number[] = [gate];
    for (const literal of sorted) {
      this.solver.addClause([negate(gate), literal]);
      back.push(negate(literal));
    }
    this.solver.addClause(back);
    this.gates.set(key, gate);
    return gate;
  }

  /** A literal equivalent to the disjunction of `literals` (false for none). */
  or(literals: readonly number[]): number {
    return negate(this.and(literals.map(negate)));
  }

  /** A literal equivalent to `a → b`. */
  implies(a: number, b: number): number {
    return this.or([negate(a), b]);
  }

  /** A literal equivalent to `a ↔ b`. */
  iff(a: number, b: number): number {
    if (a === b) return this.TRUE;
    if (a === negate(b)) return this.FALSE;
    if (a === this.TRUE) return b;
    if (a === this.FALSE) return negate(b);
    if (b === this.TRUE) return a;
    if (b === this.FALSE) return negate(a);
    // ¬a ↔ b is ¬(a ↔ b): share one gate for both polarities.
    const sign = (a & 1) ^ (b & 1);
    const x = Math.min(a & ~1, b & ~1);
    const y = Math.max(a & ~1, b & ~1);
    const key = `=${x},${y}`;
    let gate = this.gates.get(key);
    if (gate === undefined) {
      gate = this.fresh();
      const g = gate;
      this.solver.addClause([negate(g), negate(x), y]);
      this.solver.addClause([negate(g), x, negate(y)]);
      this.solver.addClause([g, x, y]);
      this.solver.addClause([g, negate(x), negate(y)]);
      this.gates.set(key, g);
    }
    return sign ? negate(gate) : gate;
  }

  /** Requires a literal to be true. */
  require(literal: number): void {
    this.solver.addClause([literal]);
  }

  /** The literal of a formula (full Tseitin encoding). */
  encode(formula: Formula, resolve: LiteralResolver): number {
    switch (formula.kind) {
      case 'atom':
        return resolve.atom(formula.name);
      case 'not':
        return negate(this.encode(formula.operand, resolve));
      case 'and':
      case 'or': {
        const operands = flatten(formula, formula.kind).map((f) => this.encode(f, resolve));
        return formula.kind === 'and' ? this.and(operands) : this.or(operands);
      }
      case 'implies':
        return this.implies(
          this.encode(formula.left, resolve),
          this.encode(formula.right, resolve),
        );
      case 'iff':
        return this.iff(this.encode(formula.left, resolve), this.encode(formula.right, resolve));
      default:
        if (resolve.other === undefined)
          throw new Error(`Unexpected "${formula.kind}" in a propositional formula`);
        return resolve.other(formula, this);
    }
  }

  /**
   * Requires a formula to have the truth value `value`, writing top-level conjunctions as
   * separate requirements and top-level disjunctions as plain clauses (no gate variable).
   */
  assert(formula: Formula, value: boolean, resolve: LiteralResolver): void {
    switch (formula.kind) {
      case 'not':
        this.assert(formula.operand, !value, resolve);
        return;
      case 'and':
      case 'or': {
        const operands = flatten(formula, formula.kind);
        // A true ∧ (or a false ∨) is a list of requirements; the other two are one clause.
        if ((formula.kind === 'and') === value) {
          for (const operand of operands) this.assert(operand, value, resolve);
          return;
        }
        const literals = operands.map((f) => this.encode(f, resolve));
        this.solver.addClause(value ? literals : literals.map(negate));
        return;
      }
      case 'implies':
        if (!value) {
          this.assert(formula.left, true, resolve);
          this.assert(formula.right, false, resolve);
          return;
        }
        this.solver.addClause([
          negate(this.encode(formula.left, resolve)),
          this.encode(formula.right, resolve),
        ]);
        return;
      default: {
        const literal = this.encode(formula, resolve);
        this.require(value ? literal : negate(literal));
      }
    }
  }
}

/** The operands of a chain of the same connective: `(a ∧ b) ∧ c` → `[a, b, c]`. */
export function flatten(formula: Formula, kind: 'and' | 'or'): Formula[] {
  const operands: Formula[] = [];
  const stack: Formula[] = [formula];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.kind === kind) stack.push(node.right, node.left);
    else operands.push(node);
  }
  return operands;
}
