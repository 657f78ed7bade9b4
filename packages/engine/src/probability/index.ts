export * from './types';
export { DependencyCycleError, TooManyPremisesError } from './errors';
export { evaluateArgument, effectiveDirectConditionals } from './evaluate';
export { computePremisesProbability } from './premisesProbability';
export { computeFallbackPC, clampFallback, FALLBACK_FAILED_MESSAGE, type FallbackInput, type FallbackResult } from './fallback';
export {
  truthTableFromBayesian,
  bayesianFromTruthTable,
  exampleTruthTable,
  defaultTruthTable,
  type BayesianConversionInput,
  type BayesianTable,
  type TableConversionInput,
} from './truthTable';
export { fitNoisyOr, impliedSliders, type NoisyOrFit, type ImpliedSliders, type FitOptions } from './fit';
export { noisyOrFromSliders, noisyOrProbability, noisyOrTable, signedPower, specLeak } from './noisyOr';
export { scenarioBreakdown, type Scenario, type ScenarioBreakdown, type ScenarioOptions } from './scenarios';
export {
  analyzeConstraints,
  detectViolations,
  enforceConstraints,
  type ConstraintAnalysis,
  type ConstraintCorrection,
  type ConstraintInput,
  type ConstraintMode,
  type ConstraintReport,
  type ConstraintViolation,
  type EnforceOptions,
  type EnforcementResult,
  type ParentConditionalsView,
} from './constraints';
export {
  bayesConsistency,
  bidirectionalConsistency,
  type BayesConsistency,
  type BayesConsistencyInput,
  type BayesViolation,
  type BidirectionalConsistency,
} from './consistency';
export { normalizeForSave } from './normalize';
export { normalizeArgumentType } from './argumentType';
export { parseClaimRef } from './dependencies';
export {
  MAX_TABLE_PREMISES,
  rowCount,
  rowKey,
  rowIndex,
  rowRecordView,
  readRowValues,
  isPremiseTrue,
  type ReadRowValues,
  type RowDefaults,
} from './rows';
