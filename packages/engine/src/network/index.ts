export { findEquivalenceCycle, findLinkCycle, type LinkGraph } from './cycle';
export { NetworkCycleError, TooManyNetworkClaimsError } from './errors';
export { evaluateNetwork } from './evaluate';
export {
  evaluateNetworkWithSensitivity,
  type NetworkEvaluationWithSensitivity,
} from './figures';
export { networkCredenceForTarget } from './goalSeek';
export { MAX_NETWORK_CLAIMS } from './limits';
export { type NetworkSensitivity, networkSensitivity } from './sensitivity';
export {
  type PackedNetworkError,
  type PackedNetworkInput,
  packNetworkError,
  packNetworkInput,
  unpackNetworkError,
  unpackNetworkInput,
} from './transfer';
export type {
  ClaimEquivalence,
  DerivedClaim,
  NetworkArgument,
  NetworkEvaluation,
  NetworkInput,
  NetworkLink,
  NetworkLinkType,
} from './types';
