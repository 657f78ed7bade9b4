import type { Formula } from '../logic/ast';
import { evaluatePropositional } from '../logic/evaluate';
import { evaluatePredicate, UnknownConstantError } from '../logic/predicateModel';
import { bridgePremise, generalisationPremise } from './missingPremise';
import { parseClaims } from './parseClaims';
import {
  isPredicateFormula,
  lettersOf,
  type SatisfiabilityAnswer,
  satisfiable,
} from './satisfiable';
import { shrinkByDeletion, type Verdict } from './shrink';
import type {
  CircularityCheck,
  ConsistencyCheck,
  MissingPremiseCheck,
  PremiseNeed,
  PremisesNeededCheck,
  ReconstructionCounterexample,
  ReconstructionInput,
  ReconstructionReceipt,
  ValidityCheck,
} from './types';

/** "Can the formulas be true together?" turned around: "is the set contradictory?" */
function contradicts(answer: SatisfiabilityAnswer): Verdict {
  return answer.answer === 'no' ? 'yes' : answer.answer === 'yes' ? 'no' : 'undecided';
}

function counterexampleOf(answer: SatisfiabilityAnswer): ReconstructionCounterexample {
  if (answer.answer === 'yes' && answer.model !== undefined)
    return { kind: 'model', model: answer.model };
  if (answer.answer === 'yes') return { kind: 'row', row: answer.row ?? {} };
  throw new Error('Internal error: no counterexample to report');
}

/** The checks made once every claim parses. */
class Checker {
  /** Every sentence letter of the argument, so each row found gives all of them a value. */
  private readonly letters: readonly string[];
  /**
   * Rows and models met along the way (counterexamples, models of the premises). Each one in
   * which a premise and the conclusion differ shows that they are not equivalent, which saves
   * a question per premise in the circularity check. A model may leave a constant of another
   * formula without a meaning: it then says nothing (`undefined`) about that formula.
   */
  private readonly witnesses: ((formula: Formula) => boolean | undefined)[] = [];
  /** Rows are witnesses only for a propositional argument (a predicate one has models). */
  private readonly propositional: boolean;

  constructor(
    private readonly premises: readonly Formula[],
    private readonly conclusion: Formula,
    private readonly ids: readonly string[],
  ) {
    this.letters = lettersOf([...premises, conclusion]);
    this.propositional = ![...premises, conclusion].some(isPredicateFormula);
  }

  private ask(truths: readonly Formula[], falsehood?: Formula): SatisfiabilityAnswer {
    const question = falsehood === undefined ? { truths } : { truths, falsehood };
    const answer = satisfiable(question, this.letters);
    if (answer.answer !== 'yes') return answer;
    const { row, model } = answer;
    if (model !== undefined)
      this.witnesses.push((formula) => {
        try {
          return evaluatePredicate(formula, model);
        } catch (caught) {
          if (caught instanceof UnknownConstantError) return undefined;
          throw caught;
        }
      });
    else if (this.propositional && row !== undefined)
      this.witnesses.push((formula) => evaluatePropositional(formula, row));
    return answer;
  }

  /** Whether the premises at these indexes entail the conclusion. */
  entails(indexes: readonly number[]): Verdict {
    return contradicts(
      this.ask(
        indexes.map((index) => this.premises[index]!),
        this.conclusion,
      ),
    );
  }

  idsOf(indexes: readonly number[]): string[] {
    return indexes.map((index) => this.ids[index]!);
  }

  validity(): { check: ValidityCheck; verdict: Verdict } {
    const answer = this.ask(this.premises, this.conclusion);
    if (answer.answer === 'no') return { check: { status: 'valid' }, verdict: 'yes' };
    if (answer.answer === 'yes')
      return {
        check: { status: 'invalid', counterexample: counterexampleOf(answer) },
        verdict: 'no',
      };
    return {
      check: { status: 'undecided', searchedUpTo: answer.searchedUpTo },
      verdict: 'undecided',
    };
  }

  /** For a valid argument: which premises the conclusion still follows without. */
  premisesNeeded(): PremiseNeed[] {
    const all = this.premises.map((_, index) => index);
    const core = shrinkByDeletion(all, (subset) => this.entails(subset));
    return all.map((index): PremiseNeed => {
      const id = this.ids[index]!;
      if (!core.includes(index)) return { id, status: 'not-needed', followsFrom: this.idsOf(core) };
      const rest = all.filter((other) => other !== index);
      const verdict = this.entails(rest);
      if (verdict === 'no') return { id, status: 'needed' };
      if (verdict === 'undecided') return { id, status: 'undecided' };
      const followsFrom = shrinkByDeletion(rest, (subset) => this.entails(subset));
      return { id, status: 'not-needed', followsFrom: this.idsOf(followsFrom) };
    });
  }

  consistency(): ConsistencyCheck {
    const answer = this.ask(this.premises);
    if (answer.answer === 'yes') return { status: 'consistent' };
    if (answer.answer === 'undecided')
      return { status: 'undecided', searchedUpTo: answer.searchedUpTo };
    const conflicting = shrinkByDeletion(
      this.premises.map((_, index) => index),
      (subset) => contradicts(this.ask(subset.map((i) => this.premises[i]!))),
    );
    return { status: 'inconsistent', conflictingSet: this.idsOf(conflicting) };
  }

  circularity(): CircularityCheck {
    const equivalent: number[] = [];
    const undecided: number[] = [];
    const conclusionValues = this.witnesses.map((value) => value(this.conclusion));
    this.premises.forEach((premise, index) => {
      // A row or model met before in which the two differ settles it.
      const differs = (value: (formula: Formula) => boolean | undefined, w: number) => {
        const premiseValue = value(premise);
        return premiseValue !== undefined && conclusionValues[w] !== undefined
          ? premiseValue !== conclusionValues[w]
          : false;
      };
      if (this.witnesses.some(differs)) return;
      const answer = satisfiable({
        truths: [],
        falsehood: { kind: 'iff', left: premise, right: this.conclusion },
      });
      if (answer.answer === 'no') equivalent.push(index);
      else if (answer.answer === 'undecided') undecided.push(index);
    });
    if (equivalent.length > 0) return { status: 'circular', premiseIds: this.idsOf(equivalent) };
    if (undecided.length > 0) return { status: 'undecided', premiseIds: this.idsOf(undecided) };
    return { status: 'not-circular' };
  }
}

/**
 * The logic receipt of a reconstruction: whether each claim parses, whether a deductive
 * argument is valid (with a counterexample when not), which premises are needed, whether the
 * premises are consistent (with a minimal conflicting set when not), whether the argument is
 * circular, and for an invalid deductive argument a missing premise that makes it valid.
 *
 * Formulas use the syntax of `parseFormula`, read in predicate mode unless `system` says
 * otherwise (so propositional formulas are read too). Every check reduces to satisfiability:
 *
 * - propositional arguments are decided by the engine's CDCL solver (Tseitin encoding);
 * - predicate arguments first by their propositional skeleton (predicate and quantified parts as
 *   letters: an impossibility there is a proof), then by the countermodel search, which decides
 *   monadic arguments with up to 4 predicates (searching up to 2^k individuals suffices without
 *   identity); with relations or more predicates it searches up to 4 individuals and what it
 *   does not find is reported as `'undecided'`.
 *
 * The checks:
 * - `parses`: per premise (by id) and for the conclusion, ok or the parser's message and
 *   position. When a claim does not parse, the other checks are `'not-applicable'`
 *   (`reason: 'unparsable'`).
 * - `valid` (deductive arguments; `'not-applicable'` for inductive ones): `'valid'`, or
 *   `'invalid'` with a counterexample: a row (every letter's truth value) or a finite model
 *   making the premises true and the conclusion false.
 * - `premisesNeeded` (valid deductive arguments): per premise `'needed'`, or `'not-needed'`
 *   with `followsFrom`, a minimal set of the other premises the conclusion follows from.
 * - `consistent`: `'consistent'`, or `'inconsistent'` with `conflictingSet`, found by deletion:
 *   minimal (each member is needed for the conflict), not necessarily the smallest.
 * - `circular`: the premises logically equivalent to the conclusion.
 * - `missingPremise` (invalid deductive arguments): the bridge conditional (P1 ∧ … ∧ Pn) → C,
 *   the weakest premise that makes the argument valid, and for an argument about one individual
 *   the generalisation ∀x (F(x) → G(x)); each verified by the engine, each with a sentence in
 *   the claims' own words (`text`) where given.
 *
 * {@link receiptSentences} words the receipt as sentences.
 *
 * @throws Error when two premises share an id.
 *
 * @example
 * checkReconstruction({
 *   premises: [{ id: 'a', formula: 'H(s)', text: 'Socrates is a man.' }],
 *   conclusion: { formula: 'M(s)', text: 'Socrates is mortal.' },
 *   argumentType: 'DEDUCTIVE',
 * }).missingPremise;
 * // { status: 'found',
 * //   bridge: { kind: 'bridge', formula: 'H(s) → M(s)',
 * //             sentence: 'If Socrates is a man, then Socrates is mortal.' },
 * //   generalisation: { kind: 'generalisation', formula: '∀x (H(x) → M(x))',
 * //                     sentence: 'Every man is mortal.' } }
 */
export function checkReconstruction(input: ReconstructionInput): ReconstructionReceipt {
  const parsed = parseClaims(input);
  const premiseIds = input.premises.map((premise) => premise.id);
  const deductive = input.argumentType === 'DEDUCTIVE';
  const base = { premiseIds, system: parsed.system, argumentType: input.argumentType };
  if (parsed.premises === null || parsed.conclusion === null) {
    const reason = 'unparsable' as const;
    const notApplicable = { status: 'not-applicable', reason } as const;
    const unlessInductive = deductive
      ? notApplicable
      : ({ status: 'not-applicable', reason: 'inductive' } as const);
    return {
      ...base,
      parses: parsed.check,
      valid: unlessInductive,
      premisesNeeded: unlessInductive,
      consistent: notApplicable,
      circular: notApplicable,
      missingPremise: unlessInductive,
    };
  }
  const checker = new Checker(parsed.premises, parsed.conclusion, premiseIds);

  let valid: ValidityCheck = { status: 'not-applicable', reason: 'inductive' };
  let premisesNeeded: PremisesNeededCheck = { status: 'not-applicable', reason: 'inductive' };
  let missingPremise: MissingPremiseCheck = { status: 'not-applicable', reason: 'inductive' };
  if (deductive) {
    const validity = checker.validity();
    valid = validity.check;
    if (validity.verdict === 'yes') {
      premisesNeeded = { status: 'checked', premises: checker.premisesNeeded() };
      missingPremise = { status: 'not-applicable', reason: 'valid' };
    } else if (validity.verdict === 'undecided') {
      premisesNeeded = { status: 'not-applicable', reason: 'undecided' };
      missingPremise = { status: 'not-applicable', reason: 'undecided' };
    } else {
      premisesNeeded = { status: 'not-applicable', reason: 'invalid' };
      missingPremise = findMissingPremise(input, parsed.premises, parsed.conclusion);
    }
  }
  return {
    ...base,
    parses: parsed.check,
    valid,
    premisesNeeded,
    consistent: checker.consistency(),
    circular: checker.circularity(),
    missingPremise,
  };
}

function findMissingPremise(
  input: ReconstructionInput,
  premises: readonly Formula[],
  conclusion: Formula,
): MissingPremiseCheck {
  const worded = {
    premises: premises.map((formula, index) => ({
      formula,
      ...(input.premises[index]!.text === undefined ? {} : { text: input.premises[index]!.text }),
    })),
    conclusion: {
      formula: conclusion,
      ...(input.conclusion.text === undefined ? {} : { text: input.conclusion.text }),
    },
  };
  const bridge = bridgePremise(worded);
  if (bridge === null) throw new Error('Internal error: the bridge conditional did not verify');
  const generalisation = generalisationPremise(worded);
  return generalisation === null
    ? { status: 'found', bridge }
    : { status: 'found', bridge, generalisation };
}
