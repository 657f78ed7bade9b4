import type { EvaluationInput } from '../probability/types';

/** One argument of a network: its own evaluation input, whose premise ids are claim ids. */
export interface NetworkArgument {
  id: string;
  /** The claim it concludes. Only the root's is a variable of the network (its P(C)). */
  conclusionId: string;
  /** What its single-argument evaluation ({@link evaluateArgument}) takes. */
  input: EvaluationInput;
}

/** How a linked argument bears on its target claim. */
export type NetworkLinkType = 'support' | 'refute';

/**
 * A dialectical link: the argument concludes the target claim (`'support'`) or its negation
 * (`'refute'`, an objection).
 */
export interface NetworkLink {
  argumentId: string;
  targetClaimId: string;
  type: NetworkLinkType;
}

/** Two claims declared the same: one variable everywhere. */
export type ClaimEquivalence = readonly [claimId: string, otherClaimId: string];

/** What {@link evaluateNetwork} takes. */
export interface NetworkInput {
  /** The argument whose P(C) is asked. */
  rootArgumentId: string;
  /** Every argument that may be linked in (others are allowed and ignored). */
  arguments: readonly NetworkArgument[];
  /** Links; those whose target is no premise of the network are ignored. */
  links: readonly NetworkLink[];
  /** Pairs of claims declared the same; absent: none. */
  equivalences?: readonly ClaimEquivalence[];
}

/** A claim that linked arguments conclude: how its network credence was made. */
export interface DerivedClaim {
  /**
   * How many linked arguments conclude it or its negation: the UI's "from 2 linked arguments"
   * (copies of one argument count once, see {@link DerivedClaim.duplicateArgumentIds}).
   */
  linkedArguments: number;
  /** The arguments that conclude it, in link order. */
  supportingArgumentIds: string[];
  /** The arguments that conclude its negation, in link order. */
  objectingArgumentIds: string[];
  /**
   * Linked arguments left out as copies of one already counted: same link type, the same (or
   * equivalent) conclusion claim, and the same premise claims.
   */
  duplicateArgumentIds: string[];
  /** The user's own credence in it (the prior the arguments update), clamped to [0.001, 0.999]. */
  prior: number;
}

/** What {@link evaluateNetwork} returns. */
export interface NetworkEvaluation {
  /** P(C) of the root argument over the whole network. */
  pC: number;
  /** The root argument's own single-argument P(C), links ignored: `evaluateArgument(root).pC`. */
  localPC: number;
  /**
   * Claim id → its network credence (the marginal probability that it is true), for every
   * premise of every argument in the network (each id of equivalent claims) and for the root's
   * conclusion (= `pC`).
   */
  claims: Record<string, number>;
  /** Claim id → how linked arguments made it, for each id of a derived claim. */
  derived: Record<string, DerivedClaim>;
  /** The arguments in the network, root first, closest to the root first. */
  argumentIds: string[];
  /** The number of distinct claims enumerated: at most {@link MAX_NETWORK_CLAIMS}. */
  variableCount: number;
}
