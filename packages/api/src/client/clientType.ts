import type { CallName } from '../calls';
import type { ClaimRecord, GetClaimsInput } from './claims';
import type {
  ConditionalPatternValue,
  ConditionalProbabilityRecordValue,
  GetConditionalPatternsInput,
  SaveConditionalProbabilityInput,
} from './conditionals';
import type { EstimateReading } from './estimates';
import type { ListModelsInput, ModelValue } from './models';
import type { RequestFunction } from './request';
import type {
  GetUserSettingsInput,
  RememberUserSettingsInput,
  UpdateUserSettingsInput,
  UserSettingsValue,
} from './settingsCache';
import type { CallMethod, CallOptions, CallOutput } from './types';

/**
 * The Credence client: one method per call of `calls` (same names), plus the spec helpers
 * `saveConditionalProbability` and `readEstimate`, and the `request` core.
 *
 * Convention: every method takes ONE input object holding the call's path parameters, query
 * fields and body fields side by side (e.g. `saveEvaluation({ argumentId, evaluationMode, … })`),
 * then optional {@link CallOptions} (`{ signal }`). Unless a method says otherwise it resolves with
 * the parsed answer and throws `CredenceApiError` (or `fetch`'s `TypeError` on a network failure).
 */
export interface CredenceClient {
  /** The typed request core: `request(name, { params, query, body, signal }, behaviour)`. */
  request: RequestFunction;

  /**
   * GET /api/user/settings. `{ userId }` (cache key only). Resolves with the settings, from the
   * 24 h cache or the server; on failure warns and falls back to the cache of any age, then the
   * defaults. Never throws.
   */
  getUserSettings(input: GetUserSettingsInput, options?: CallOptions): Promise<UserSettingsValue>;
  /**
   * PUT /api/user/settings. `{ userId, detailLevel?, conviction?, constraintResolutionMode? }`.
   * Resolves with the stored settings and refreshes the user's settings cache.
   */
  updateUserSettings(
    input: UpdateUserSettingsInput,
    options?: CallOptions,
  ): Promise<UserSettingsValue>;
  /**
   * No request: stores `{ userId, settings }` the app already has (e.g. from its page loader) as
   * the user's cached settings, so `getUserSettings` serves them at once and never stale.
   */
  rememberUserSettings(input: RememberUserSettingsInput): void;
  /**
   * POST /api/ai/estimate-settings. `{ currentTabId, premises, conclusion, modelId,
   * userEvaluations? }`. Non-OK: the answer's `error`, else `HTTP {status}`. See `readEstimate`.
   */
  estimateSettings: CallMethod<'estimateSettings'>;
  /**
   * PUT /api/objects/evaluations/:argumentId. `{ argumentId, evaluationMode, inferenceStrength,
   * fallbackSupport, evaluationSettings }`. Non-OK throws `Failed to save evaluation: {statusText}`.
   */
  saveEvaluation: CallMethod<'saveEvaluation'>;
  /**
   * POST /api/user/arguments/update. `{ argumentId, evaluationMode, inferenceStrength,
   * fallbackSupport, premises, conclusion }`. Throws on failure like every call, but the spec only
   * logs such failures: callers should catch and log, not show them.
   */
  updateUserArgument: CallMethod<'updateUserArgument'>;
  /** GET /api/user/arguments/update?argumentId=. `{ argumentId }`. 404: nothing saved. */
  getUserArgument: CallMethod<'getUserArgument'>;
  /**
   * POST /api/user/conditional-probabilities. `{ consequentClaims, antecedentClaims,
   * conditionalProbability }`. 409 when it exists (see `saveConditionalProbability`).
   */
  createConditionalProbability: CallMethod<'createConditionalProbability'>;
  /**
   * GET /api/user/conditional-probabilities?consequent_claims=&antecedent_claims=.
   * `{ consequent_claims, antecedent_claims? }` (claim ids joined by commas).
   */
  findConditionalProbabilities: CallMethod<'findConditionalProbabilities'>;
  /** PUT /api/user/conditional-probabilities/:id. `{ id, conditionalProbability }`. */
  updateConditionalProbability: CallMethod<'updateConditionalProbability'>;
  /**
   * POST /api/user/conditional-patterns. `{ userId? }`. Resolves with the conditionals list;
   * `[]` without a user id (nothing sent) or on failure (warned). Never throws.
   */
  getConditionalPatterns(
    input?: GetConditionalPatternsInput,
    options?: CallOptions,
  ): Promise<ConditionalPatternValue[]>;
  /**
   * POST /api/objects/claims/batch. `{ claimIds }`. Resolves with the claims array. Drops ids of
   * 100+ characters; times out after 10 s and retries twice after 2 s; on network errors makes 3
   * attempts with 1 s / 2 s backoff; non-OK throws `API call failed: {status} {statusText}`.
   */
  getClaims(input: GetClaimsInput, options?: CallOptions): Promise<ClaimRecord[]>;
  /** POST /api/arguments/share. `{ userArgumentId }`. */
  shareArgument: CallMethod<'shareArgument'>;
  /** PATCH /api/arguments/visibility. `{ userArgumentId, visibility }`. */
  setVisibility: CallMethod<'setVisibility'>;
  /** POST /api/arguments/generate-image. `{ userArgumentId }`. */
  generateImage: CallMethod<'generateImage'>;
  /** GET /api/dialectical/source/:argumentId. `{ argumentId }`. */
  getDialecticalSource: CallMethod<'getDialecticalSource'>;
  /** GET /api/arguments/:id/version. `{ id }`. Resolves with the versions, newest first. */
  listVersions: CallMethod<'listVersions'>;
  /** PUT /api/arguments/:id/version. `{ id, versionNote? }`. */
  createVersion: CallMethod<'createVersion'>;
  /** POST /api/arguments/:id/version/:versionId/revert. `{ id, versionId }`. */
  revertVersion: CallMethod<'revertVersion'>;
  /**
   * POST /api/ai/estimate-dependencies. `{ premises, modelId, existingDependencies?,
   * userPatterns? }`; only the first 10 user patterns are sent.
   */
  estimateDependencies: CallMethod<'estimateDependencies'>;
  /** POST /api/user/arguments/load-demonstration. `{ argumentId }`. 404: no saved proof. */
  loadDemonstration: CallMethod<'loadDemonstration'>;
  /** POST /api/counterexample/regiment. `{ premises, conclusion, logicSystem, notationStyle? }`. */
  regiment: CallMethod<'regiment'>;
  /** POST /api/counterexample/truth-table. `{ formulas }`. */
  counterexampleTruthTable: CallMethod<'counterexampleTruthTable'>;
  /**
   * POST /api/arguments/link. `{ title, description?, type?, premises, conclusion, linkType,
   * originalArgumentId, originalPremiseId, conclusionType }`.
   */
  linkArgument: CallMethod<'linkArgument'>;
  /** POST /api/arguments/generate-linked. `{ mode, conclusion, userInstructions?, model }`. */
  generateLinked: CallMethod<'generateLinked'>;
  /**
   * GET /api/models[?all=true]. `{ all? }`. Resolves with the models array, or with
   * `BUILT_IN_MODELS` on any failure. Never throws.
   */
  listModels(input?: ListModelsInput, options?: CallOptions): Promise<ModelValue[]>;
  /** POST /api/argument-assessment. `{ argument, dialecticalContext?, mode? }`. */
  assessArgument: CallMethod<'assessArgument'>;
  /** POST /api/validation/content. `{ argument, modelId }`. */
  validateContent: CallMethod<'validateContent'>;
  /** GET /api/dialectics. No input. */
  listDialectics: CallMethod<'listDialectics'>;
  /** GET /api/arguments?ids=. `{ ids }` (argument ids joined by commas). */
  getArgumentsByIds: CallMethod<'getArgumentsByIds'>;
  /** POST /api/user/conditional-probabilities/for-claims. `{ claimIds, consequentClaims? }`. */
  getConditionalProbabilitiesForClaims: CallMethod<'getConditionalProbabilitiesForClaims'>;
  /**
   * PUT /api/arguments/:argumentId/dependencies. `{ argumentId, dependencies,
   * premiseConditionals, claimIds }`.
   */
  upsertDependencies: CallMethod<'upsertDependencies'>;
  /** DELETE /api/arguments/:argumentId/dependencies?targetId=&sourceId=. `{ argumentId, targetId, sourceId }`. */
  deleteDependency: CallMethod<'deleteDependency'>;
  /** POST /api/user/conditional-probabilities/batch. `{ items }`. */
  batchSaveConditionals: CallMethod<'batchSaveConditionals'>;
  /** POST /api/user/conditional-probabilities/batch-reset. `{ dependencies }`. */
  batchResetConditionals: CallMethod<'batchResetConditionals'>;
  /**
   * POST /api/user/truth-table-probabilities. `{ conclusionId, premiseIds, pCGivenPremises,
   * pCGivenNotPremises, pC }`.
   */
  saveTruthTableProbabilities: CallMethod<'saveTruthTableProbabilities'>;
  /**
   * POST /api/arguments. `{ title, summarizedDescription?, argumentType?, visibility?, premises,
   * conclusion }`.
   */
  createArgument: CallMethod<'createArgument'>;
  /** GET /api/arguments/:id. `{ id }`. */
  getArgument: CallMethod<'getArgument'>;
  /**
   * PUT /api/arguments/:id. `{ id, title, summarizedDescription?, argumentType?, visibility?,
   * premises: [{ id?, content }], conclusion }` (owner only).
   */
  updateArgument: CallMethod<'updateArgument'>;
  /** DELETE /api/arguments/:id. `{ id }` (owner only). */
  deleteArgument: CallMethod<'deleteArgument'>;
  /** POST /api/arguments/reconstruct. `{ text, instructions?, modelId, currentArgument? }`. */
  reconstructArgument: CallMethod<'reconstructArgument'>;
  /** GET /api/shared/:shareToken. `{ shareToken }`. */
  getSharedArgument: CallMethod<'getSharedArgument'>;
  /** GET /api/friends. No input. Resolves with `{ friends, incoming, outgoing }`. */
  listFriends: CallMethod<'listFriends'>;
  /**
   * POST /api/friends. `{ email }`. Resolves with the lists after the request (the person is in
   * `outgoing`, or in `friends` when they had asked first).
   */
  requestFriend: CallMethod<'requestFriend'>;
  /** POST /api/friends/:userId/accept. `{ userId }`. Resolves with the lists after it. */
  acceptFriend: CallMethod<'acceptFriend'>;
  /**
   * POST /api/friends/requests/cancel. `{ email }`: cancels the user's own pending request to
   * that address (the outgoing list names people only by address). Resolves with the lists.
   */
  cancelFriendRequest: CallMethod<'cancelFriendRequest'>;

  /**
   * DELETE /api/friends/:userId. `{ userId }`: removes a friend, declines their request or
   * cancels one's own. Resolves with the lists after it.
   */
  removeFriend: CallMethod<'removeFriend'>;
  /** GET /api/deliberations. `{ argumentId? }`. Resolves with `{ deliberations }`, newest first. */
  listDeliberations: CallMethod<'listDeliberations'>;
  /**
   * POST /api/arguments/:id/deliberations. `{ id, inviteeIds?, pooling? }`. Resolves with
   * `{ deliberation }` in round 1.
   */
  createDeliberation: CallMethod<'createDeliberation'>;
  /** GET /api/deliberations/:id. `{ id }`. Resolves with `{ deliberation }` as the caller may see it. */
  getDeliberation: CallMethod<'getDeliberation'>;
  /**
   * POST /api/deliberations/:id/submissions. `{ id, premiseProbabilities, inferenceStrength,
   * fallbackSupport, reasons? }`. Resolves with `{ deliberation }` after it.
   */
  submitToDeliberation: CallMethod<'submitToDeliberation'>;
  /** POST /api/deliberations/:id/rounds. `{ id }` (the starter). Resolves with `{ deliberation }`. */
  openDeliberationRound: CallMethod<'openDeliberationRound'>;
  /** DELETE /api/deliberations/:id. `{ id }` (the starter). */
  deleteDeliberation: CallMethod<'deleteDeliberation'>;
  /**
   * GET /api/arguments/:id/network. `{ id }`. Resolves with `{ network }`: the argument and the
   * arguments linked into it as the caller sees them, their links, the caller's equivalences
   * among their claims, how many linked arguments are hidden and whether the walk was cut.
   */
  getArgumentNetwork: CallMethod<'getArgumentNetwork'>;
  /**
   * POST /api/claims/equivalences. `{ claimId, otherClaimId }`. Resolves with `{ equivalence }`
   * (its `claimIds` in ascending order).
   */
  createClaimEquivalence: CallMethod<'createClaimEquivalence'>;
  /** DELETE /api/claims/equivalences/:id. `{ id }` (the caller's own equivalence). */
  deleteClaimEquivalence: CallMethod<'deleteClaimEquivalence'>;
  /** GET /api/claims/search. `{ q }`. Resolves with `{ claims }` (at most 20). */
  searchClaims: CallMethod<'searchClaims'>;

  /**
   * Create-or-update of a conditional probability: POST, on 409 GET by claims then PUT by id.
   * `{ consequentClaims, antecedentClaims, conditionalProbability }`; resolves with the record.
   */
  saveConditionalProbability(
    input: SaveConditionalProbabilityInput,
    options?: CallOptions,
  ): Promise<ConditionalProbabilityRecordValue>;
  /** Reads the Bayesian data and truth-table rows of an `estimateSettings` answer. */
  readEstimate(response: CallOutput<'estimateSettings'>): EstimateReading;
}

/** Compile-time check: the client has a method for every call name. */
export type MissingCallMethods = Exclude<CallName, keyof CredenceClient>;
const everyCallHasAMethod: [MissingCallMethods] extends [never] ? true : false = true;
void everyCallHasAMethod;
