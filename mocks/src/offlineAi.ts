/**
 * `@credence/mocks/offline-ai`: the deterministic AI provider. Each function answers one AI call
 * from its request alone — the same request always gives the same answer, a different request
 * (other texts, another model id) a different one — with no network, no model and no randomness.
 *
 * The same functions answer twice: in the mock backend (the MSW handlers of `@credence/mocks`)
 * and in the host (`apps/host`), which uses them as its offline provider whenever no AI endpoint
 * is configured (no `OPENAI_API_KEY`). Keeping one copy means the mocks and an unconfigured host
 * answer alike.
 *
 * This entry is dependency-light on purpose: only these pure functions (and `@credence/engine`
 * and `@credence/api` types behind them) are reachable from it — never MSW or the mock store —
 * so a server can import it without pulling in the mock backend. Callers wrap the results in the
 * call's answer where the call nests them (`{ assessment }`, `{ suggestedDependencies }`) and
 * check the call's own limits first (a known model, at most
 * {@link MAX_ESTIMATED_TABLE_PREMISES} premises for a truth table), as the mock handlers do.
 */
export { assessArgument } from './ai/assessment';
export { MIN_CLAIM_WORDS, OFFENSIVE_WORDS, validateContent } from './ai/contentValidation';
export { estimateDependencies } from './ai/estimateDependencies';
export { estimateSettings, MAX_ESTIMATED_TABLE_PREMISES } from './ai/estimateSettings';
export { placeClaims, type SourceSpan } from './ai/formalise/index';
export { generateLinked, type LinkedClaim, linkedClaim } from './ai/generateLinked';
export { OFFLINE_AUTHOR, OFFLINE_MODEL_ID } from './ai/offlineModel';
export {
  type ClaimLogicFields,
  type ExtractedArgument,
  type ExtractedClaim,
  extractArgument,
  keepLocked,
  RECONSTRUCTION_LIMITS,
  reconstructArgument,
  splitSentences,
} from './ai/reconstruct';
export { formaliseReconstruction } from './ai/reconstructionLogic';
export {
  type ReceiptClaim,
  type ReceiptRequest,
  receiptPremiseIds,
  reconstructionReceipt,
} from './ai/reconstructionReceipt';
export { regiment } from './ai/regiment';
