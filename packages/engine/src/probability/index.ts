export { normalizeArgumentType } from './argumentType';
export {
  type BayesConsistency,
  type BayesConsistencyInput,
  type BayesViolation,
  type BidirectionalConsistency,
  bayesConsistency,
  bidirectionalConsistency,
} from './consistency';
export {
  analyzeConstraints,
  type ConstraintAnalysis,
  type ConstraintCorrection,
  type ConstraintInput,
  type ConstraintMode,
  type ConstraintReport,
  type ConstraintViolation,
  detectViolations,
  type EnforcementResult,
  type EnforceOptions,
  enforceConstraints,
  type ParentConditionalsView,
} from './constraints';
export { parseClaimRef, startingConditionals } from './dependencies';
export { DependencyCycleError, TooManyPremisesError } from './errors';
export { effectiveDirectConditionals, evaluateArgument } from './evaluate';
export {
  clampFallback,
  computeFallbackPC,
  FALLBACK_FAILED_MESSAGE,
  type FallbackInput,
  type FallbackResult,
} from './fallback';
export {
  type FitOptions,
  fitNoisyOr,
  type ImpliedSliders,
  impliedSliders,
  type NoisyOrFit,
} from './fit';
export { rowWeights } from './joint';
export { buildPremiseNetwork, type PremiseGroup, type PremiseNetwork } from './network';
export {
  noisyOrFromSliders,
  noisyOrProbability,
  noisyOrTable,
  signedPower,
  specLeak,
} from './noisyOr';
export { normalizeForSave } from './normalize';
export { computePremisesProbability } from './premisesProbability';
export {
  isPremiseTrue,
  isRowArray,
  MAX_TABLE_PREMISES,
  type ReadRowValues,
  type RowDefaults,
  readRowValues,
  rowCount,
  rowIndex,
  rowKey,
  rowRecordView,
  rowViewBacking,
} from './rows';
export {
  type Scenario,
  type ScenarioBreakdown,
  type ScenarioOptions,
  scenarioBreakdown,
} from './scenarios';
export {
  type PackedCalculatedValues,
  type PackedEvaluationInput,
  packCalculatedValues,
  packEvaluationInput,
  unpackCalculatedValues,
  unpackEvaluationInput,
} from './transfer';
export {
  type BayesianConversionInput,
  type BayesianTable,
  bayesianFromTruthTable,
  defaultTruthTable,
  exampleTruthTable,
  type TableConversionInput,
  truthTableFromBayesian,
} from './truthTable';
export * from './types';
