export { type CruxPart, type CruxShare, cruxes, groupCruxes, MAX_CRUX_PARTS } from './cruxes';
export { type GroupEvaluation, groupEvaluation } from './group';
export { type PoolingRule, type PoolOptions, poolCredences } from './pool';
export { type Spread, spreadOf } from './spread';
