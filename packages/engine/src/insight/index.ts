export { type CredenceForTarget, credenceForTarget } from './goalSeek';
export { type GoalSeekAnswer, type GoalSeekPlan, goalSeekPlan } from './goalSeekPlan';
export {
  type CredenceInterval,
  type CredenceRange,
  credenceInterval,
  type IntervalBounds,
  MAX_INTERVAL_EVALUATIONS,
} from './interval';
export { type PremiseSensitivity, premiseSensitivity } from './sensitivity';
export {
  frechetBounds,
  type ProbabilityBounds,
  type ValidityCoherence,
  validityBound,
  validityCoherence,
} from './validity';
