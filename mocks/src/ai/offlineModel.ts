/**
 * `@credence/api`'s `OFFLINE_MODEL_ID`, written out: the offline entry imports only types from
 * `@credence/api` (a test compares the two).
 */
export const OFFLINE_MODEL_ID = 'offline-rules';

/** How the offline answers name their author instead of a model. */
export const OFFLINE_AUTHOR = 'the offline rule-based provider (no AI model)';

/** Whether a request's model id is the offline rules. */
export function describesOfflineRules(modelId: string): boolean {
  return modelId === OFFLINE_MODEL_ID;
}
