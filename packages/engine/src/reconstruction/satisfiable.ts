/**
 * The one question every check of a receipt reduces to: can some formulas all be true while
 * another is false? Internal to the reconstruction module; it reuses the logic module's Tseitin
 * encoding and CDCL solver (propositional) and its countermodel search (predicate).
 */
import type { Formula } from '../logic/ast';
import { compareAtomNames, formulaAtoms } from '../logic/atoms';
import { findPredicateCountermodel, type PredicateCountermodel } from '../logic/countermodel';
import { formatFormula } from '../logic/format';
import { positive } from '../logic/sat';
import { CnfBuilder, type LiteralResolver } from '../logic/tseitin';

/**
 * A monadic argument with `k` predicates has a countermodel when it has one of at most 2^k
 * individuals (individuals with the same predicates can be merged; without identity nothing
 * tells them apart). The engine decides monadic arguments up to this many predicates by
 * searching domains up to 2^k; beyond, and for relations, it searches up to
 * {@link POLYADIC_SEARCH_SIZE} individuals and reports what it did not find as undecided.
 */
export const MONADIC_DECIDED_PREDICATES = 4;
/** The largest domain searched for an argument with relations (or many predicates). */
export const POLYADIC_SEARCH_SIZE = 4;

/** A question: can every formula in `truths` be true and `falsehood` (if any) false together? */
export interface SatisfiabilityQuestion {
  readonly truths: readonly Formula[];
  readonly falsehood?: Formula;
}

/** The answer: yes with a witness, no (proved), or undecided after a bounded search. */
export type SatisfiabilityAnswer =
  | {
      readonly answer: 'yes';
      /** Propositional: the values of the letters asked for (see `letters`). */
      readonly row?: Record<string, boolean>;
      /** Predicate: the model found, checked by `evaluatePredicate`. */
      readonly model?: PredicateCountermodel;
    }
  | { readonly answer: 'no' }
  | { readonly answer: 'undecided'; readonly searchedUpTo: number };

/** Whether a formula has a predicate or a quantifier. */
export function isPredicateFormula(formula: Formula): boolean {
  switch (formula.kind) {
    case 'atom':
      return false;
    case 'predicate':
    case 'forall':
    case 'exists':
      return true;
    case 'not':
      return isPredicateFormula(formula.operand);
    default:
      return isPredicateFormula(formula.left) || isPredicateFormula(formula.right);
  }
}

/**
 * Encodes the question for the SAT solver, each predicate or quantified subformula standing for
 * a letter of its own (keyed by its text). For propositional formulas this is exact; for
 * predicate formulas "no" is still a proof (what is impossible for every reading of the parts
 * is impossible in every model), "yes" proves nothing.
 */
function propositionalAnswer(
  question: SatisfiabilityQuestion,
  letters: readonly string[],
): { satisfiable: boolean; row: Record<string, boolean> } {
  const builder = new CnfBuilder();
  const variables = new Map<string, number>();
  const variable = (key: string): number => {
    let v = variables.get(key);
    if (v === undefined) {
      v = builder.solver.newVariable();
      variables.set(key, v);
    }
    return v;
  };
  for (const name of letters) variable(`atom:${name}`);
  const resolve: LiteralResolver = {
    atom: (name) => positive(variable(`atom:${name}`)),
    other: (formula) => positive(variable(`part:${formatFormula(formula)}`)),
  };
  for (const formula of question.truths) builder.assert(formula, true, resolve);
  if (question.falsehood !== undefined) builder.assert(question.falsehood, false, resolve);
  const satisfiable = builder.solver.solve() === 'sat';
  const row: Record<string, boolean> = {};
  if (satisfiable)
    for (const name of letters)
      row[name] = builder.solver.modelValue(variables.get(`atom:${name}`)!);
  return { satisfiable, row };
}

/** The predicates of the formulas as `name/arity`. */
function predicatesOf(formulas: readonly Formula[]): Set<string> {
  const found = new Set<string>();
  const stack = [...formulas];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    switch (node.kind) {
      case 'atom':
        break;
      case 'predicate':
        found.add(`${node.name}/${node.args.length}`);
        break;
      case 'not':
        stack.push(node.operand);
        break;
      case 'forall':
      case 'exists':
        stack.push(node.body);
        break;
      default:
        stack.push(node.left, node.right);
    }
  }
  return found;
}

/**
 * The domain size up to which a countermodel search decides the question, or `null` when it
 * cannot (relations, or more than {@link MONADIC_DECIDED_PREDICATES} predicates).
 */
export function decidingDomainSize(formulas: readonly Formula[]): number | null {
  const predicates = [...predicatesOf(formulas)];
  if (predicates.some((key) => !key.endsWith('/1'))) return null;
  if (predicates.length > MONADIC_DECIDED_PREDICATES) return null;
  return 2 ** predicates.length;
}

/**
 * Answers a {@link SatisfiabilityQuestion}.
 *
 * - Propositional: the Tseitin encoding and the CDCL solver decide it; on "yes" the row gives a
 *   value to each of `letters` (which should include every letter of the question).
 * - Predicate: first the propositional skeleton (a "no" there is a proof); then a countermodel
 *   search up to the size that decides a monadic question ({@link decidingDomainSize}), or up
 *   to {@link POLYADIC_SEARCH_SIZE} individuals otherwise, where not finding one is "undecided".
 */
export function satisfiable(
  question: SatisfiabilityQuestion,
  letters: readonly string[] = [],
): SatisfiabilityAnswer {
  const all =
    question.falsehood === undefined ? question.truths : [...question.truths, question.falsehood];
  const skeleton = propositionalAnswer(question, letters);
  if (!skeleton.satisfiable) return { answer: 'no' };
  if (!all.some(isPredicateFormula)) return { answer: 'yes', row: skeleton.row };

  // findPredicateCountermodel looks for premises true and a conclusion false: with no formula to
  // falsify, the last truth is asked to be true by making its negation the conclusion.
  const premises = question.truths.map((formula) => formatFormula(formula));
  const falsehood = question.falsehood ?? { kind: 'not', operand: question.truths.at(-1)! };
  if (question.falsehood === undefined) premises.pop();
  const conclusion = formatFormula(falsehood);

  const deciding = decidingDomainSize(all);
  const size = deciding ?? POLYADIC_SEARCH_SIZE;
  const search = findPredicateCountermodel({ premises, conclusion, maxDomainSize: size });
  if (search.found) return { answer: 'yes', model: search.model! };
  if (deciding !== null && search.searchedUpTo >= deciding) return { answer: 'no' };
  return { answer: 'undecided', searchedUpTo: search.searchedUpTo };
}

/** The sentence letters of the formulas, in `compareAtomNames` order. */
export function lettersOf(formulas: readonly Formula[]): string[] {
  return [...new Set(formulas.flatMap(formulaAtoms))].sort(compareAtomNames);
}
