/**
 * The input and the receipt of {@link checkReconstruction}: plain data, so a receipt can be
 * stored, sent and compared with `toEqual`.
 */
import type { LogicSystem } from '../logic/ast';
import type { PredicateCountermodel } from '../logic/countermodel';
import type { ArgumentType } from '../probability/types';

/** A premise of a reconstruction: its id, its formula text, optionally its wording. */
export interface ReconstructionPremise {
  /** The premise's id, unique within the argument (the receipt refers to premises by it). */
  readonly id: string;
  /** The formalisation, in the syntax of `parseFormula`. */
  readonly formula: string;
  /** The claim as written ("Socrates is a man"), used to word a missing premise. */
  readonly text?: string;
}

/** The conclusion of a reconstruction. */
export interface ReconstructionConclusion {
  /** The formalisation, in the syntax of `parseFormula`. */
  readonly formula: string;
  /** The claim as written ("Socrates is mortal"), used to word a missing premise. */
  readonly text?: string;
}

/** Input of {@link checkReconstruction}. */
export interface ReconstructionInput {
  readonly premises: readonly ReconstructionPremise[];
  readonly conclusion: ReconstructionConclusion;
  /** `'DEDUCTIVE'` arguments are checked for validity; for `'INDUCTIVE'` ones it does not apply. */
  readonly argumentType: ArgumentType;
  /**
   * How to read the formulas. Default: predicate mode, which also reads every propositional
   * formula (a receipt is `'propositional'` when no claim has a predicate or a quantifier);
   * `'propositional'` makes a predicate or a quantifier a parse error.
   */
  readonly system?: LogicSystem;
}

/** Whether one claim parses: ok, or the parser's message and 0-based position. */
export type ClaimParse =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly position: number };

/** The parse of every claim. */
export interface ParsesCheck {
  /** True when every premise and the conclusion parse (the other checks need that). */
  readonly allOk: boolean;
  /** Per premise, in input order. */
  readonly premises: readonly ({ readonly id: string } & ClaimParse)[];
  readonly conclusion: ClaimParse;
}

/**
 * An assignment (propositional) or a finite model (predicate) that makes every premise true and
 * the conclusion false.
 */
export type ReconstructionCounterexample =
  | {
      readonly kind: 'row';
      /** A truth value for every sentence letter of the argument, in `compareAtomNames` order. */
      readonly row: Readonly<Record<string, boolean>>;
    }
  | { readonly kind: 'model'; readonly model: PredicateCountermodel };

/**
 * Why a check was not run: the argument is inductive, some claim does not parse, the argument
 * is invalid (for `premisesNeeded`), valid (for `missingPremise`), or its validity is undecided.
 */
export type NotApplicableReason = 'inductive' | 'unparsable' | 'invalid' | 'valid' | 'undecided';

/** The validity check. */
export type ValidityCheck =
  | { readonly status: 'not-applicable'; readonly reason: 'inductive' | 'unparsable' }
  | { readonly status: 'valid' }
  | { readonly status: 'invalid'; readonly counterexample: ReconstructionCounterexample }
  | {
      /**
       * Predicate logic beyond what the engine decides: no countermodel with up to
       * `searchedUpTo` individuals, but no proof either.
       */
      readonly status: 'undecided';
      readonly searchedUpTo: number;
    };

/** Whether one premise is needed for the conclusion to follow. */
export type PremiseNeed =
  | { readonly id: string; readonly status: 'needed' }
  | {
      readonly id: string;
      readonly status: 'not-needed';
      /**
       * Premises (ids, in input order, without this one) from which the conclusion follows,
       * minimal: none of them can be dropped too (with relations, where a smaller set may be
       * undecided, maybe not minimal). Empty when the conclusion is a logical truth.
       */
      readonly followsFrom: readonly string[];
    }
  | { readonly id: string; readonly status: 'undecided' };

/** Which premises the conclusion needs (when the argument is valid). */
export type PremisesNeededCheck =
  | { readonly status: 'not-applicable'; readonly reason: NotApplicableReason }
  | { readonly status: 'checked'; readonly premises: readonly PremiseNeed[] };

/** Whether the premises can all be true together. */
export type ConsistencyCheck =
  | { readonly status: 'not-applicable'; readonly reason: 'unparsable' }
  | { readonly status: 'consistent' }
  | {
      readonly status: 'inconsistent';
      /**
       * Premise ids (input order) that cannot all be true together, found by deletion: minimal
       * (dropping any one of them leaves a set that can be true), not necessarily the smallest
       * such set. With relations, where a smaller set may be undecided, it may not be minimal.
       */
      readonly conflictingSet: readonly string[];
    }
  | { readonly status: 'undecided'; readonly searchedUpTo: number };

/** Whether the conclusion is logically equivalent to a premise. */
export type CircularityCheck =
  | { readonly status: 'not-applicable'; readonly reason: 'unparsable' }
  | { readonly status: 'not-circular' }
  | {
      readonly status: 'circular';
      /** The premises (ids, input order) equivalent to the conclusion. */
      readonly premiseIds: readonly string[];
    }
  | {
      /** Some premise could not be decided equivalent or not (none was found equivalent). */
      readonly status: 'undecided';
      readonly premiseIds: readonly string[];
    };

/** A formula that, added as a premise, makes the argument valid (checked by the engine). */
export interface MissingPremise {
  /**
   * `'bridge'`: (P1 ∧ … ∧ Pn) → C, the weakest such formula (every other one entails it);
   * `'generalisation'`: ∀x (F(x) → G(x)) for an argument about one individual.
   */
  readonly kind: 'bridge' | 'generalisation';
  /** The formula, as `formatFormula` writes it (it parses back to the same formula). */
  readonly formula: string;
  /** A sentence for it, in the claims' own words where they were given. */
  readonly sentence: string;
}

/** A premise that would make an invalid deductive argument valid. */
export type MissingPremiseCheck =
  | { readonly status: 'not-applicable'; readonly reason: NotApplicableReason }
  | {
      readonly status: 'found';
      /** (P1 ∧ … ∧ Pn) → C: the weakest premise that makes the argument valid. */
      readonly bridge: MissingPremise;
      /**
       * For an argument about one individual (predicate logic): the universal generalisation of
       * the bridge over that individual, stronger but usually the premise the author meant.
       */
      readonly generalisation?: MissingPremise;
    };

/** The logic receipt of a reconstruction: every check {@link checkReconstruction} makes. */
export interface ReconstructionReceipt {
  /** The premise ids, in input order. */
  readonly premiseIds: readonly string[];
  /** `'predicate'` when some claim has a predicate or a quantifier; `null` when some claim fails to parse. */
  readonly system: LogicSystem | null;
  readonly argumentType: ArgumentType;
  readonly parses: ParsesCheck;
  readonly valid: ValidityCheck;
  readonly premisesNeeded: PremisesNeededCheck;
  readonly consistent: ConsistencyCheck;
  readonly circular: CircularityCheck;
  readonly missingPremise: MissingPremiseCheck;
}
