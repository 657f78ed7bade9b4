/**
 * Candidate missing premises for an invalid deductive argument, each verified by the engine:
 * the bridge conditional, and for an argument about one individual its generalisation.
 */
import type { Formula, Term } from '../logic/ast';
import { formatFormula } from '../logic/format';
import { formulaConstants } from '../logic/predicateModel';
import { satisfiable } from './satisfiable';
import type { MissingPremise } from './types';
import { bridgeSentence, generalisationSentence, type WordedClaim } from './wordMissingPremise';

/** The conjunction of the formulas, left to right (`null` for none). */
function conjunction(formulas: readonly Formula[]): Formula | null {
  return formulas.reduce<Formula | null>(
    (tree, formula) => (tree === null ? formula : { kind: 'and', left: tree, right: formula }),
    null,
  );
}

/** The formula with every occurrence of the term `from` (same kind and name) replaced by `to`. */
function substitute(formula: Formula, from: Term, to: Term): Formula {
  switch (formula.kind) {
    case 'atom':
      return formula;
    case 'predicate':
      return {
        ...formula,
        args: formula.args.map((term) =>
          term.kind === from.kind && term.name === from.name ? to : term,
        ),
      };
    case 'not':
      return { kind: 'not', operand: substitute(formula.operand, from, to) };
    case 'forall':
    case 'exists':
      return { ...formula, body: substitute(formula.body, from, to) };
    default:
      return {
        kind: formula.kind,
        left: substitute(formula.left, from, to),
        right: substitute(formula.right, from, to),
      };
  }
}

/** Every name a formula uses: atoms, constants and bound variables. */
function namesOf(formula: Formula, names: Set<string>): void {
  switch (formula.kind) {
    case 'atom':
      names.add(formula.name);
      return;
    case 'predicate':
      for (const term of formula.args) names.add(term.name);
      return;
    case 'not':
      namesOf(formula.operand, names);
      return;
    case 'forall':
    case 'exists':
      names.add(formula.variable);
      namesOf(formula.body, names);
      return;
    default:
      namesOf(formula.left, names);
      namesOf(formula.right, names);
  }
}

/** A one-letter variable no claim uses: x, y, z, w, v, u, … */
function freshVariable(formulas: readonly Formula[]): string | null {
  const used = new Set<string>();
  for (const formula of formulas) namesOf(formula, used);
  return [...'xyzwvutsrqponmlkjihgfedcba'].find((letter) => !used.has(letter)) ?? null;
}

/** Whether the premises together with `extra` entail the conclusion, as proved by the engine. */
function entailsWith(premises: readonly Formula[], extra: Formula, conclusion: Formula): boolean {
  return satisfiable({ truths: [...premises, extra], falsehood: conclusion }).answer === 'no';
}

/** The claims of the argument with their texts. */
export interface MissingPremiseInput {
  readonly premises: readonly WordedClaim[];
  readonly conclusion: WordedClaim;
}

/**
 * The bridge conditional (P1 ∧ … ∧ Pn) → C (with no premises, C itself): the weakest formula
 * that makes the argument valid, since any premise M that does entails it. Verified by the
 * engine (its propositional skeleton already proves it), so `null` only on an internal error.
 */
export function bridgePremise(input: MissingPremiseInput): MissingPremise | null {
  const formulas = input.premises.map((claim) => claim.formula);
  const conclusion = input.conclusion.formula;
  const antecedent = conjunction(formulas);
  const formula: Formula =
    antecedent === null ? conclusion : { kind: 'implies', left: antecedent, right: conclusion };
  if (!entailsWith(formulas, formula, conclusion)) return null;
  return {
    kind: 'bridge',
    formula: formatFormula(formula),
    sentence: bridgeSentence(input.premises, input.conclusion),
  };
}

/**
 * For an argument about one individual — the conclusion names exactly one constant `c`, and no
 * claim names another — the generalisation ∀x ((P1 ∧ … ∧ Pk) → C) of the bridge over `c`, with
 * P1 … Pk the premises that name `c` (premises naming no constant stay premises). E.g. H(s) ⊢
 * M(s) ("Socrates is a man, so Socrates is mortal") gives ∀x (H(x) → M(x)). Premises and conclusion may be any formulas of the
 * predicate fragment (quantifiers, relations such as `R(s, s)`, sentence letters).
 *
 * Verified by the engine: a countermodel search that decides the argument with it (monadic,
 * few predicates), or else its instance at `c`, which it entails and whose propositional
 * skeleton proves the argument. `null` when the argument is not of that shape.
 */
export function generalisationPremise(input: MissingPremiseInput): MissingPremise | null {
  const formulas = input.premises.map((claim) => claim.formula);
  const conclusion = input.conclusion.formula;
  const inConclusion = formulaConstants(conclusion);
  if (inConclusion.length !== 1) return null;
  const subject = inConclusion[0]!;
  const constants = new Set([...formulas, conclusion].flatMap(formulaConstants));
  if (constants.size !== 1) return null;
  const about = input.premises.filter((claim) => formulaConstants(claim.formula).length > 0);
  if (about.length === 0) return null;
  const variable = freshVariable([...formulas, conclusion]);
  if (variable === null) return null;
  const constant: Term = { kind: 'constant', name: subject };
  const term: Term = { kind: 'variable', name: variable };
  const antecedents = about.map((claim) => substitute(claim.formula, constant, term));
  const consequent = substitute(conclusion, constant, term);
  const body: Formula = { kind: 'implies', left: conjunction(antecedents)!, right: consequent };
  const formula: Formula = { kind: 'forall', variable, body };
  const instance = substitute(body, term, constant);
  const verified =
    entailsWith(formulas, formula, conclusion) || entailsWith(formulas, instance, conclusion);
  if (!verified) return null;
  return {
    kind: 'generalisation',
    formula: formatFormula(formula),
    sentence: generalisationSentence(about, input.conclusion, {
      variable,
      antecedents,
      consequent,
    }),
  };
}
