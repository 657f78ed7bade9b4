/**
 * `@credence/mocks`: MSW handlers for every Credence call, answering from a stateful in-memory
 * store seeded with realistic fixtures, with per-call failure scenarios.
 *
 * Environment-neutral: `setupMockServer` is in `@credence/mocks/node`, `setupMockWorker` in
 * `@credence/mocks/browser`.
 */
export { assessArgument } from './ai/assessment';
export { OFFENSIVE_WORDS, validateContent } from './ai/contentValidation';
export { estimateDependencies } from './ai/estimateDependencies';
export { estimateSettings, MAX_ESTIMATED_TABLE_PREMISES } from './ai/estimateSettings';
export * from './ai/formalise/index';
export { generateLinked } from './ai/generateLinked';
export { fnv1a, probabilityFrom } from './ai/hash';
export { argumentImageDataUrl, escapeXml } from './ai/image';
export { keepLocked, reconstructArgument } from './ai/reconstruct';
export { receiptPremiseIds, reconstructionReceipt } from './ai/reconstructionReceipt';
export { regiment } from './ai/regiment';
export * from './fixtures';
export * from './handlers/index';
export { DEFAULT_SETTINGS } from './handlers/settings';
export {
  applyScenario,
  createScenarios,
  type Scenario,
  type Scenarios,
  scenarios,
} from './scenarios';
export {
  createMockStore,
  type MockStore,
  type MockStoreOptions,
  type NewConditional,
} from './store';
export type { MockArgumentContent } from './store/authoring';
export type * from './types';
export { fail, MockHttpError, validationMessage } from './validation';
