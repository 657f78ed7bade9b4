/**
 * Types shared by the evaluation maths. Premise order is the truth-table bit order: in a row key
 * such as `'110'` the first character is the first premise (here true) and the last is the last.
 */

/**
 * Argument types. Read stored values with `normalizeArgumentType`: anything else is DEDUCTIVE,
 * with a warning (the spec's rule).
 */
export type ArgumentType = 'DEDUCTIVE' | 'INDUCTIVE';

/** Evaluation modes the maths understands (demonstration is a proof, not a calculation). */
export type EvaluationMode = 'direct' | 'fallback' | 'bayesian' | 'truth_table';

/** A premise and the user's credence in it (0.5 when absent). */
export interface PremiseInput {
  id: string;
  probability?: number;
}

/** Premise id → the claim ids it depends on; a leading `~` marks a negated parent. */
export type DependencyMap = Record<string, readonly string[]>;

/** `'target|source'` or `'target|~source'` → P(target | source) or P(target | ¬source). */
export type ConditionalMap = Record<string, number>;

/** Per-premise sliders of the Bayesian tab. */
export interface BayesianNetworkInput {
  /** Premise id → P(C | premise). */
  conditionalProbabilities: Record<string, number>;
  /** Premise id → P(C | ¬premise). */
  reverseConditionalProbabilities: Record<string, number>;
}

/** Row key → P(C | row). */
export type RowValues = Readonly<Record<string, number>>;

/**
 * A truth table as the engine accepts it: the spec's record (row key → P(C | row)), or an array
 * of P(C | row) indexed by row number — the row key read as a binary number, premise 1 the most
 * significant bit (`'110'` is index 6). The array form skips building and listing 2ⁿ string keys:
 * a 20-premise table is read in milliseconds instead of the hundreds V8 needs for a million keys.
 */
export type RowValuesInput = RowValues | readonly number[] | Float64Array;

/** What {@link evaluateArgument} takes. */
export interface EvaluationInput {
  /** Absent: INDUCTIVE (nothing forced). DEDUCTIVE forces P(C|Premises) = 1. */
  argumentType?: ArgumentType;
  mode: EvaluationMode;
  premises: readonly PremiseInput[];
  dependencies?: DependencyMap;
  premiseConditionals?: ConditionalMap;
  /** Credences of parent claims outside the argument (0.5 when absent). */
  externalClaims?: Record<string, number>;
  pCGivenPremises?: number;
  pCGivenNotPremises?: number;
  bayesianNetworkData?: BayesianNetworkInput;
  truthTableData?: { rowValues: RowValuesInput };
  /** The conclusion's prior, used as a floor in direct mode. */
  prior?: number;
}

/** The network input {@link computePremisesProbability} needs. */
export type PremiseNetworkInput = Pick<
  EvaluationInput,
  'premises' | 'dependencies' | 'premiseConditionals' | 'externalClaims'
>;

/** How P(Premises) was computed. */
export type PremisesMethod =
  | 'independence assumption'
  | 'chain rule'
  | 'chain rule with marginalized premises';

/** Which rule chose P(C) in direct mode. */
export type DirectSelection = 'prior' | 'lowest_premise' | 'standard_calculation';

/** One factor of the chain rule: P(premise | every earlier premise true). */
export interface ChainRuleTerm {
  premiseId: string;
  /** Premises assumed true in this factor (earlier premises of the same dependency group). */
  givenIds: string[];
  probability: number;
}

/** Where a conditional used by the premise network came from. */
export type ConditionalSource = 'given' | 'derived' | 'independent';

/** A conditional the premise network used. */
export interface UsedConditional {
  /** `'target|source'` or `'target|~source'`. */
  key: string;
  premiseId: string;
  parentId: string;
  negated: boolean;
  value: number;
  source: ConditionalSource;
  /** Why a derived value could not be computed (e.g. `Cannot calculate: P(x) ≈ 0`). */
  note?: string;
  /**
   * For a stored conditional whose partner is stored too: the value the premise's own credence
   * and the partner imply, and whether the stored one differs from it by more than 0.01.
   */
  calculated?: number;
  mismatch?: boolean;
}

/** A premise with several parents: its noisy-OR combination. */
export interface CalculatedDependency {
  /** `'target|a & b'`. */
  key: string;
  premiseId: string;
  parentIds: string[];
  leak: number;
  /** Parent id → signed causal effect (negative is inhibitory). */
  causalEffect: Record<string, number>;
  /** P(target | every parent true). */
  conditionalProbability: number;
}

/** A premise's credence as entered and as the network holds it. */
export interface PremiseValue {
  input: number;
  effective: number;
  /** True when both conditionals on its one parent fix the value. */
  marginalized: boolean;
}

/** The premise network summary shared by every mode. */
export interface PremisesProbability {
  pPremises: number;
  method: PremisesMethod;
  chainRuleTerms: ChainRuleTerm[];
  usedConditionals: UsedConditional[];
  calculatedDependencies: CalculatedDependency[];
  /** Premise id → value fixed by marginalization. */
  marginalizedPremises: Record<string, number>;
  premiseValues: Record<string, PremiseValue>;
  /** Human-readable notes, such as `Cannot calculate: P(x) ≈ 0`. */
  notes: string[];
}

/** Every row of the truth table, in row-number order (row number in binary = row key). */
export interface TruthTableRows {
  premiseIds: readonly string[];
  /** Probability of each row under the premise joint. */
  weights: Float64Array;
  /** P(C | row). */
  conditionals: Float64Array;
}

/** A noisy-OR model of the conclusion: a leak and one signed causal power per premise. */
export interface NoisyOrModel {
  leak: number;
  /** Positive: generative power; negative: preventive power. */
  powers: Float64Array;
}

/** Bayesian-mode details. */
export interface BayesianDebugData {
  conditionalProbabilities: Record<string, number>;
  reverseConditionalProbabilities: Record<string, number>;
  model: { leak: number; powers: Record<string, number> };
  /** Sum of squared slider residuals left by the fit (0 for one premise). */
  fitError: number;
  fitIterations: number;
}

/** Everything the explanation and debug panels show. */
export interface DebugData extends PremisesProbability {
  mode: EvaluationMode;
  argumentType: ArgumentType;
  selectedBy?: DirectSelection;
  priorConfidence?: number;
  lowestPremise?: { id: string; value: number };
  standardCalculation?: number;
  bayesianNetworkData?: BayesianDebugData;
  truthTableData?: { rowValues: RowValues };
  rows: TruthTableRows;
  rawInputs: EvaluationInput;
}

/** The spec's `calculatedValues`. */
export interface CalculatedValues {
  pC: number;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  pPremises: number;
  pNotPremises: number;
  formula: string;
  debugData: DebugData;
  /** Row key → P(C | row), for every row (a read-only view over `debugData.rows`). */
  conditionalRowProbabilities: RowValues;
}
