/** The typed Credence client and its helpers. */
export { type ClaimRecord, type GetClaimsInput, isSendableClaimId } from './claims';
export type { CredenceClient, MissingCallMethods } from './clientType';
export type {
  ConditionalPatternValue,
  ConditionalProbabilityRecordValue,
  GetConditionalPatternsInput,
  SaveConditionalProbabilityInput,
} from './conditionals';
export { type CredenceClientOptions, createCredenceClient } from './createClient';
export {
  CredenceApiError,
  type CredenceApiErrorDetails,
  type CredenceApiErrorKind,
  isHttpError,
} from './errors';
export { type EstimateReading, readEstimate } from './estimates';
export type { HttpFailure } from './messages';
export {
  BUILT_IN_MODELS,
  isRuleBasedModel,
  type ListModelsInput,
  type ModelValue,
  OFFLINE_MODEL,
  OFFLINE_MODEL_ID,
  SELECTABLE_MODELS,
} from './models';
export {
  preloadClientSchemas,
  type RequestBehaviour,
  type RequestFunction,
  type RequestParts,
  type TransportConfig,
} from './request';
export {
  DEFAULT_USER_SETTINGS,
  type GetUserSettingsInput,
  type RememberUserSettingsInput,
  type UpdateUserSettingsInput,
  type UserId,
  type UserSettingsValue,
  userSettingsCacheKey,
} from './settingsCache';
export { createMemoryStorage } from './storage';
export { ARRAY_TABLE_MIN_ROWS, compactEvaluationSettings, compactTable } from './tables';
export type {
  CallBody,
  CallInput,
  CallMethod,
  CallOf,
  CallOptions,
  CallOutput,
  CallParams,
  CallQuery,
  SchemaInput,
  StorageLike,
  WarningHandler,
} from './types';
