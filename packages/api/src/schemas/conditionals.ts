import * as z from 'zod';
import {
  ClaimId,
  ConditionalMap,
  DependencyMap,
  Probability,
  RecordId,
  RequestClaimId,
  RequestConditionalMap,
  RequestDependencyMap,
} from './common';
import { atMostChars, boundedList, boundedText, LIMITS } from './limits';

/** The claims on one side of a conditional in a request: at most `LIMITS.premisesPerArgument`. */
const ConditionalClaims = boundedList(RequestClaimId, LIMITS.premisesPerArgument, 'claims');

/**
 * A comma-separated list of claim ids in a query: at most `LIMITS.premisesPerArgument` ids, each
 * at most `LIMITS.idChars` characters (a leading `~` not counted).
 */
const ClaimIdList = z
  .string()
  .max(LIMITS.expressionChars, atMostChars(LIMITS.expressionChars))
  .refine(
    (ids) => ids === '' || ids.split(',').length <= LIMITS.premisesPerArgument,
    `at most ${LIMITS.premisesPerArgument} claim ids`,
  )
  .refine(
    (ids) => ids.split(',').every((id) => id.replace(/^~/, '').length <= LIMITS.idChars),
    `claim ids ${atMostChars(LIMITS.idChars)}`,
  );

/**
 * The metadata a batch save kept with a conditional, as read back: a premise dependency's id
 * (`target|source`), foundationalist priority and lock, and when it last changed.
 */
export const StoredConditionalMetadata = z
  .object({
    isPremiseDependency: z.boolean(),
    dependencyId: z.string(),
    priority: z.number().int().positive(),
    isLocked: z.boolean(),
    lastModified: z.string(),
  })
  .partial();

/** A stored conditional probability: P(consequents | antecedents). */
export const ConditionalProbabilityRecord = z.object({
  id: RecordId,
  antecedentClaims: z.array(ClaimId),
  consequentClaims: z.array(ClaimId),
  conditionalProbability: Probability,
  createdAt: z.string(),
  /** Present when a batch save stored some (dependency priority and lock: read back). */
  metadata: StoredConditionalMetadata.optional(),
});

/** POST /api/user/conditional-probabilities (409 when the same claims are stored already). */
export const CreateConditionalProbabilityRequest = z.strictObject({
  consequentClaims: ConditionalClaims.min(1, 'consequentClaims must name at least one claim'),
  antecedentClaims: ConditionalClaims,
  conditionalProbability: Probability,
});

/** Answer with one record. */
export const ConditionalProbabilityResponse = z.object({
  probability: ConditionalProbabilityRecord,
});

/** GET /api/user/conditional-probabilities?consequent_claims=a,b&antecedent_claims=c. */
export const FindConditionalProbabilitiesQuery = z.object({
  consequent_claims: ClaimIdList.min(1, 'consequent_claims is required'),
  antecedent_claims: ClaimIdList.default(''),
});

/** Answer with a list of records. */
export const ConditionalProbabilitiesResponse = z.object({
  probabilities: z.array(ConditionalProbabilityRecord),
});

/** PUT /api/user/conditional-probabilities/{id}. */
export const UpdateConditionalProbabilityRequest = z.strictObject({
  conditionalProbability: Probability,
});

/** POST /api/user/conditional-probabilities/for-claims: every record touching these claims. */
export const ConditionalProbabilitiesForClaimsRequest = z.strictObject({
  claimIds: boundedList(RequestClaimId, LIMITS.listItems, 'claim ids'),
  consequentClaims: boundedList(RequestClaimId, LIMITS.listItems, 'claim ids').optional(),
});

/** Metadata kept with a batch-saved conditional. */
export const BatchItemMetadata = z.strictObject({
  isPremiseDependency: z.boolean().optional(),
  dependencyId: boundedText(LIMITS.expressionChars).optional(),
  priority: z.number().int().positive().optional(),
  isLocked: z.boolean().optional(),
  lastModified: boundedText(LIMITS.idChars).optional(),
});

/**
 * One conditional in a batch save: `antecedentExpression` joins claim ids with ' & '. An item
 * whose ids are unusable (100+ characters) is counted in the answer's `errors` (the spec's
 * counts), so `conclusionId` is bounded like an expression here, not refused at `LIMITS.idChars`.
 */
export const BatchSaveItem = z.strictObject({
  conclusionId: boundedText(LIMITS.expressionChars).min(1, 'must not be empty'),
  antecedentExpression: boundedText(LIMITS.expressionChars).min(
    1,
    'antecedentExpression is required',
  ),
  probability: Probability,
  source: boundedText(LIMITS.idChars),
  metadata: BatchItemMetadata.optional(),
});

/** POST /api/user/conditional-probabilities/batch. */
export const BatchSaveRequest = z.strictObject({
  items: boundedList(BatchSaveItem, LIMITS.listItems, 'items'),
});

/** Its answer: how many were created, skipped (unchanged) or failed. */
export const BatchSaveResponse = z.object({
  created: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
});

/** POST /api/user/conditional-probabilities/batch-reset: stored values for these dependencies. */
export const BatchResetRequest = z.strictObject({
  dependencies: boundedList(
    z.strictObject({ targetId: RequestClaimId, sourceId: RequestClaimId }),
    LIMITS.listItems,
    'dependencies',
  ),
});

/** Its answer: the stored probability per dependency (`target|source`), null when none is stored. */
export const BatchResetResponse = z.object({
  results: z.array(z.object({ dependencyId: z.string(), newProbability: Probability.nullable() })),
});

/** PUT /api/arguments/{argumentId}/dependencies: replaces the argument's dependency settings. */
export const UpsertDependenciesRequest = z.strictObject({
  dependencies: RequestDependencyMap,
  premiseConditionals: RequestConditionalMap,
  claimIds: boundedList(RequestClaimId, LIMITS.listItems, 'claim ids'),
});

/** Answer with the stored dependency settings. */
export const DependenciesResponse = z.object({
  dependencies: DependencyMap,
  premiseConditionals: ConditionalMap,
});

/**
 * DELETE /api/arguments/{argumentId}/dependencies?targetId=…&sourceId=…. `sourceId` may name
 * several parents (a calculated dependency, joined with ' & '), so it is an expression.
 */
export const DeleteDependencyQuery = z.object({
  targetId: RequestClaimId,
  sourceId: boundedText(LIMITS.expressionChars).min(1, 'must not be empty'),
});

/** Its answer: whether anything was removed, and what is left. */
export const DeleteDependencyResponse = DependenciesResponse.extend({ removed: z.boolean() });

/** POST /api/user/truth-table-probabilities. */
export const SaveTruthTableProbabilitiesRequest = z.strictObject({
  conclusionId: RequestClaimId,
  /** At most `LIMITS.evaluatedPremises`: the truth table these probabilities come from. */
  premiseIds: boundedList(RequestClaimId, LIMITS.evaluatedPremises, 'premises'),
  pCGivenPremises: Probability,
  pCGivenNotPremises: Probability,
  pC: Probability,
});

/** POST /api/user/conditional-patterns. */
export const ConditionalPatternsRequest = z.strictObject({ userId: RecordId });

/** A user's stored conditional, as a pattern (`key` is `a|b`). */
export const ConditionalPattern = z.object({ key: z.string(), value: Probability });

/** A pattern sent back in a request (`estimateDependencies`): strict, its key bounded. */
export const RequestConditionalPattern = z.strictObject({
  key: boundedText(LIMITS.expressionChars),
  value: Probability,
});

/** Its answer. */
export const ConditionalPatternsResponse = z.object({ conditionals: z.array(ConditionalPattern) });

/** Path parameter of the dependency and evaluation calls. */
export const ArgumentIdParams = z.object({ argumentId: RecordId });

/** Path parameter of record calls. */
export const IdParams = z.object({ id: RecordId });
