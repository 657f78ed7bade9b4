import { z } from 'zod';
import { ClaimId, ConditionalMap, DependencyMap, Probability, RecordId } from './common';

/** A stored conditional probability: P(consequents | antecedents). */
export const ConditionalProbabilityRecord = z.object({
  id: RecordId,
  antecedentClaims: z.array(ClaimId),
  consequentClaims: z.array(ClaimId),
  conditionalProbability: Probability,
  createdAt: z.string(),
});

/** POST /api/user/conditional-probabilities (409 when the same claims are stored already). */
export const CreateConditionalProbabilityRequest = z.object({
  consequentClaims: z.array(ClaimId).min(1, 'consequentClaims must name at least one claim'),
  antecedentClaims: z.array(ClaimId),
  conditionalProbability: Probability,
});

/** Answer with one record. */
export const ConditionalProbabilityResponse = z.object({
  probability: ConditionalProbabilityRecord,
});

/** GET /api/user/conditional-probabilities?consequent_claims=a,b&antecedent_claims=c. */
export const FindConditionalProbabilitiesQuery = z.object({
  consequent_claims: z.string().min(1, 'consequent_claims is required'),
  antecedent_claims: z.string().default(''),
});

/** Answer with a list of records. */
export const ConditionalProbabilitiesResponse = z.object({
  probabilities: z.array(ConditionalProbabilityRecord),
});

/** PUT /api/user/conditional-probabilities/{id}. */
export const UpdateConditionalProbabilityRequest = z.object({
  conditionalProbability: Probability,
});

/** POST /api/user/conditional-probabilities/for-claims: every record touching these claims. */
export const ConditionalProbabilitiesForClaimsRequest = z.object({
  claimIds: z.array(ClaimId),
  consequentClaims: z.array(ClaimId).optional(),
});

/** Metadata kept with a batch-saved conditional. */
export const BatchItemMetadata = z.object({
  isPremiseDependency: z.boolean().optional(),
  dependencyId: z.string().optional(),
  priority: z.number().int().positive().optional(),
  isLocked: z.boolean().optional(),
  lastModified: z.string().optional(),
});

/** One conditional in a batch save: `antecedentExpression` joins claim ids with ' & '. */
export const BatchSaveItem = z.object({
  conclusionId: ClaimId,
  antecedentExpression: z.string().min(1, 'antecedentExpression is required'),
  probability: Probability,
  source: z.string(),
  metadata: BatchItemMetadata.optional(),
});

/** POST /api/user/conditional-probabilities/batch. */
export const BatchSaveRequest = z.object({ items: z.array(BatchSaveItem) });

/** Its answer: how many were created, skipped (unchanged) or failed. */
export const BatchSaveResponse = z.object({
  created: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  errors: z.number().int().nonnegative(),
});

/** POST /api/user/conditional-probabilities/batch-reset: stored values for these dependencies. */
export const BatchResetRequest = z.object({
  dependencies: z.array(z.object({ targetId: ClaimId, sourceId: ClaimId })),
});

/** Its answer: the stored probability per dependency (`target|source`), null when none is stored. */
export const BatchResetResponse = z.object({
  results: z.array(z.object({ dependencyId: z.string(), newProbability: Probability.nullable() })),
});

/** PUT /api/arguments/{argumentId}/dependencies: replaces the argument's dependency settings. */
export const UpsertDependenciesRequest = z.object({
  dependencies: DependencyMap,
  premiseConditionals: ConditionalMap,
  claimIds: z.array(ClaimId),
});

/** Answer with the stored dependency settings. */
export const DependenciesResponse = z.object({
  dependencies: DependencyMap,
  premiseConditionals: ConditionalMap,
});

/** DELETE /api/arguments/{argumentId}/dependencies?targetId=…&sourceId=…. */
export const DeleteDependencyQuery = z.object({ targetId: ClaimId, sourceId: ClaimId });

/** Its answer: whether anything was removed, and what is left. */
export const DeleteDependencyResponse = DependenciesResponse.extend({ removed: z.boolean() });

/** POST /api/user/truth-table-probabilities. */
export const SaveTruthTableProbabilitiesRequest = z.object({
  conclusionId: ClaimId,
  premiseIds: z.array(ClaimId),
  pCGivenPremises: Probability,
  pCGivenNotPremises: Probability,
  pC: Probability,
});

/** POST /api/user/conditional-patterns. */
export const ConditionalPatternsRequest = z.object({ userId: RecordId });

/** A user's stored conditional, as a pattern (`key` is `a|b`). */
export const ConditionalPattern = z.object({ key: z.string(), value: Probability });

/** Its answer. */
export const ConditionalPatternsResponse = z.object({ conditionals: z.array(ConditionalPattern) });

/** Path parameter of the dependency and evaluation calls. */
export const ArgumentIdParams = z.object({ argumentId: RecordId });

/** Path parameter of record calls. */
export const IdParams = z.object({ id: RecordId });
