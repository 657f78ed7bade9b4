import type { ArgumentType, ConditionalMap, DependencyMap } from '../probability/types';

/** A claim of an argument as Argdown holds it: its text, and the user's credence when known. */
export interface ArgdownClaim {
  text: string;
  /** The user's credence in the claim, 0..1: the Argdown data field `{credence: 0.7}`. */
  credence?: number;
}

/** A premise: a claim with the id that dependencies and conditionals refer to. */
export interface ArgdownPremise extends ArgdownClaim {
  id: string;
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
}

/** What {@link fromArgdown} read, and what it left out or could not use, in words. */
export interface ArgdownImport {
  argument: ArgdownArgument;
  warnings: string[];
}
