import type {
  ArgumentType,
  ConditionalMap,
  DependencyMap,
  EvaluationMode,
} from '../probability/types';

/** A claim of an argument as Argdown holds it: its text, and the user's credence when known. */
export interface ArgdownClaim {
  text: string;
  /** The user's credence in the claim, 0..1: the Argdown data field `{credence: 0.7}`. */
  credence?: number;
}

/** A premise: a claim with the id that dependencies and conditionals refer to. */
export interface ArgdownPremise extends ArgdownClaim {
  id: string;
  /** Bayesian mode's slider P(C | this premise): the data field `{pCIfTrue: 0.8}`. */
  pCIfTrue?: number;
  /** Bayesian mode's slider P(C | ¬this premise): the data field `{pCIfFalse: 0.3}`. */
  pCIfFalse?: number;
}

/**
 * How the premises' credences become P(C): the user's evaluation mode and its values, written
 * in the inference's data (`{mode: "fallback", pCGivenPremises: 0.9, pCGivenNotPremises: 0.2}`)
 * so that an exported argument imports with the same P(C).
 */
export interface ArgdownInference {
  /** The evaluation mode (`demonstration` for a proved deductive argument). */
  mode: EvaluationMode | 'demonstration';
  /** P(C | all premises true): the inference strength. */
  pCGivenPremises?: number;
  /** P(C | at least one premise false): the fallback support. */
  pCGivenNotPremises?: number;
  /**
   * Truth-table mode: row key → P(C | row), the key being the premises' truth values in order
   * (`1` true, `0` false, premise 1 first), as the truth table stores them.
   */
  rows?: Record<string, number>;
}

/**
 * An argument in the shape {@link toArgdown} writes and {@link fromArgdown} reads: a title and
 * description (Argdown's `<Title>: description`), numbered premises, one conclusion, and the
 * evaluation inputs Argdown has no syntax for, kept in data fields.
 */
export interface ArgdownArgument {
  title?: string;
  description?: string;
  /** Written as the inference's data `{logic: ["deductive"]}` (the field Argdown's docs use). */
  argumentType?: ArgumentType;
  premises: ArgdownPremise[];
  conclusion: ArgdownClaim;
  /** Premise id → the premise ids it depends on (`~` marks a negated parent). */
  dependencies?: DependencyMap;
  /** `'target|parent'` / `'target|~parent'` → P(target | parent) / P(target | ¬parent). */
  premiseConditionals?: ConditionalMap;
  /** The inference settings behind P(C); absent: Credence's defaults on import. */
  inference?: ArgdownInference;
}

/** What {@link fromArgdown} read, and what it left out or could not use, in words. */
export interface ArgdownImport {
  argument: ArgdownArgument;
  warnings: string[];
}
