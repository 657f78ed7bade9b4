import type { NetworkInput } from '../network/types';
import type {
  ArgumentType,
  BayesianNetworkInput,
  ConditionalMap,
  DependencyMap,
  EvaluationMode,
} from '../probability/types';

/**
 * Credence's namespaced extension of an AIF node: the `credence` field, which other AIF tools
 * ignore. Every field is optional; which ones a node uses depends on its type.
 *
 * - **I-node** (a claim): `p` (the credence), or `lo` and `hi` (a range, read as its midpoint);
 *   `claimId` (the claim's id when it is not the node's id); `sameAs` (node ids of I-nodes declared
 *   the same claim).
 * - **RA-node** (an argument): `argumentId` (when not the node's id), `root`, `conclusionId`,
 *   `linked`, the evaluation inputs under the names {@link EvaluationInput} gives them
 *   (`argumentType`, `mode`, `pCGivenPremises`, `pCGivenNotPremises`, `prior`, `dependencies`,
 *   `premiseConditionals`, `externalClaims`, `bayesianNetworkData`, `truthTableData`), and
 *   `premiseOrder` and `premiseCredences`.
 * - **CA-node** (a conflict): `argumentId` (a bare attack: the id of the one-premise objection it
 *   is read as) or `objections` (the arguments whose objection it is).
 *
 * Every probability is a number from 0 to 1. Claim ids in `conclusionId`, `premiseOrder`,
 * `premiseCredences`, `dependencies`, `premiseConditionals` and `externalClaims` are claim ids
 * (an I-node's `claimId`, else its node id); `sameAs` names node ids.
 *
 * @example
 * ```ts
 * const claim: AifCredence = { p: 0.7 };
 * const range: AifCredence = { lo: 0.6, hi: 0.8 };
 * const inference: AifCredence = {
 *   root: true,
 *   mode: 'fallback',
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * };
 * ```
 */
export interface AifCredence {
  /** I-node: the credence in the claim, as each argument having it as a premise reads it. */
  p?: number;
  /** I-node: the low end of a credence range (with `hi`); without `p`, the midpoint is read. */
  lo?: number;
  /** I-node: the high end of a credence range (with `lo`). */
  hi?: number;
  /** I-node: the claim's id, when it is not the node's id. */
  claimId?: string;
  /** I-node: the node ids of I-nodes declared the same claim as this one. */
  sameAs?: string[];
  /** RA-node: the argument's id, when it is not the node's id; CA-node: see the type's summary. */
  argumentId?: string;
  /** RA-node: this argument is the network's root (the one whose P(C) is asked). */
  root?: boolean;
  /** RA-node: the argument's title (AIF itself names no arguments; its RA text is the scheme's). */
  title?: string;
  /**
   * RA-node: the argument's own conclusion claim, when the RA's first conclusion edge goes to a
   * claim it supports instead (then every conclusion edge is a supporting link).
   */
  conclusionId?: string;
  /**
   * RA-node: whether the argument is linked as supporting the claim of its first conclusion edge.
   * Absent: linked exactly when that claim is a premise of some argument.
   */
  linked?: boolean;
  /** RA-node: DEDUCTIVE or INDUCTIVE. */
  argumentType?: ArgumentType;
  /**
   * RA-node: the evaluation mode. Present: the argument's inputs are exactly the fields given.
   * Absent: a new argument's defaults fill what is missing (fallback, INDUCTIVE, 0.9 and 0.2).
   */
  mode?: EvaluationMode;
  /** RA-node: P(C | all premises true). */
  pCGivenPremises?: number;
  /** RA-node: P(C | some premise false). */
  pCGivenNotPremises?: number;
  /** RA-node: the conclusion's prior (a floor in direct mode). */
  prior?: number;
  /** RA-node: premise claim id → the claim ids it depends on (`~` marks a negated parent). */
  dependencies?: DependencyMap;
  /** RA-node: `'target|parent'` or `'target|~parent'` → P(target | parent) or P(target | ¬parent). */
  premiseConditionals?: ConditionalMap;
  /** RA-node: credences of dependency parents that are not premises of the argument. */
  externalClaims?: Record<string, number>;
  /** RA-node: Bayesian mode's sliders, premise claim id → P(C | premise), P(C | ¬premise). */
  bayesianNetworkData?: BayesianNetworkInput;
  /**
   * RA-node: the truth table, row key → P(C | row) or an array indexed by row number (premise
   * order as `premiseOrder` gives it, the first premise the most significant bit).
   */
  truthTableData?: { rowValues: Record<string, number> | number[] };
  /** RA-node: the premises' claim ids in the argument's order (the order of its truth table). */
  premiseOrder?: string[];
  /**
   * RA-node: premise claim id → the credence this argument gives it when it differs from the
   * I-node's `p` (`null`: none, 0.5 is read).
   */
  premiseCredences?: Record<string, number | null>;
  /** CA-node: the ids of the arguments whose objection (or undercut) this conflict is. */
  objections?: string[];
}

/**
 * A node of an AIF graph as AIFdb writes it: `I` (information: a claim), `RA` (an inference),
 * `CA` (a conflict), and the types Credence skips (`MA`, `PA`, and the dialogue nodes `L`, `YA`,
 * `TA`). Other fields (AIFdb's `timestamp`, `scheme`, …) are allowed and ignored.
 *
 * @example
 * ```ts
 * const node: AifNode = { nodeID: '12', text: 'It will rain.', type: 'I', credence: { p: 0.7 } };
 * ```
 */
export interface AifNode {
  nodeID: string;
  text: string;
  type: string;
  /** Credence's extension (see {@link AifCredence}). */
  credence?: AifCredence;
  [field: string]: unknown;
}

/**
 * An edge of an AIF graph: from a premise to an RA, from an RA to its conclusion, from an
 * attacker to a CA, from a CA to what it attacks.
 *
 * @example
 * ```ts
 * const edge: AifEdge = { edgeID: '7', fromID: '12', toID: '13' };
 * ```
 */
export interface AifEdge {
  edgeID: string;
  fromID: string;
  toID: string;
  [field: string]: unknown;
}

/**
 * An AIF document in AIFdb's JSON shape. {@link toAif} writes empty `locutions` and
 * `participants`; {@link fromAif} ignores them.
 *
 * @example
 * ```ts
 * const document: AifDocument = {
 *   nodes: [
 *     { nodeID: '1', text: 'It rains.', type: 'I' },
 *     { nodeID: '2', text: 'Default Inference', type: 'RA' },
 *     { nodeID: '3', text: 'The street is wet.', type: 'I' },
 *   ],
 *   edges: [
 *     { edgeID: '1', fromID: '1', toID: '2' },
 *     { edgeID: '2', fromID: '2', toID: '3' },
 *   ],
 *   locutions: [],
 *   participants: [],
 * };
 * ```
 */
export interface AifDocument {
  nodes: AifNode[];
  edges: AifEdge[];
  locutions: unknown[];
  participants: unknown[];
}

/**
 * A warning or error of {@link fromAif}: what is wrong, and the node it is about when it is one
 * node (a message about several names them all in its text).
 *
 * @example
 * ```ts
 * const message: AifMessage = { nodeID: '5', message: 'RA node 5 has no premise …' };
 * ```
 */
export interface AifMessage {
  nodeID?: string;
  message: string;
}

/**
 * The network {@link toAif} writes and {@link fromAif} reads: what {@link evaluateNetwork} takes,
 * plus the undercuts AIF can express and Credence's network evaluation does not use.
 *
 * An undercut is an objection to another argument's inference as a whole (a CA node whose target
 * is an RA node), not to one of its claims. {@link evaluateNetwork} ignores the `undercuts`
 * field; the host stores each as a dialectical link from the undercutting argument to the target
 * argument with no target claim.
 *
 * @example
 * ```ts
 * const network: AifNetwork = {
 *   rootArgumentId: 'R',
 *   arguments: [
 *     { id: 'R', conclusionId: 'C', input: { mode: 'fallback', premises: [{ id: 'P' }] } },
 *     { id: 'U', conclusionId: 'X', input: { mode: 'fallback', premises: [{ id: 'Q' }] } },
 *   ],
 *   links: [],
 *   undercuts: [{ argumentId: 'U', targetArgumentId: 'R' }],
 * };
 * ```
 */
export type AifNetwork = NetworkInput & {
  /** Arguments objecting to another argument's inference (`argumentId` undercuts the target). */
  undercuts?: readonly { argumentId: string; targetArgumentId: string }[];
};

/**
 * What {@link fromAif} read. `errors` empty: `network` is the whole graph, ready to import.
 * Any error: `network` is null and nothing should be imported (`texts` and `warnings` still say
 * what was read, to show beside the errors).
 *
 * @example
 * ```ts
 * const result: AifImport = fromAif(JSON.parse(file));
 * if (result.network) importNetwork(result.network, result.texts, result.warnings);
 * else showErrors(result.errors);
 * ```
 */
export interface AifImport {
  /** The arguments, links, equivalences and undercuts; null when there are errors. */
  network: AifNetwork | null;
  /** Claim id → its wording, for every I-node (and the conclusion of each bare attack). */
  texts: Record<string, string>;
  /** Argument id → its title, for each RA whose extension gives one (`credence.title`). */
  titles: Record<string, string>;
  /** What was skipped or assumed; the import can go ahead. */
  warnings: AifMessage[];
  /** What makes the graph unusable; `network` is null when there is any. */
  errors: AifMessage[];
}
