import * as z from 'zod';
import {
  ClaimId,
  ClaimProbability,
  EvaluationMode,
  Probability,
  RecordId,
  RequestClaimProbability,
} from './common';
import { boundedList, boundedRecord, FreeForm, LIMITS } from './limits';

/**
 * PUT /api/objects/evaluations/{argumentId}. Settings per mode are the tabs' own data: free-form
 * (any fields), but each map has at most `LIMITS.mapEntries` entries and the values inside stay
 * within the free-form limits (nesting, list and object sizes, string length).
 */
export const SaveEvaluationRequest = z.strictObject({
  evaluationMode: EvaluationMode,
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  evaluationSettings: boundedRecord(
    boundedRecord(FreeForm(4), LIMITS.mapEntries, LIMITS.idChars),
    LIMITS.mapEntries,
    LIMITS.idChars,
  ),
});

/** Its answer (the spec shows none; the host confirms what it stored). */
export const SaveEvaluationResponse = z.object({
  success: z.literal(true),
  argumentId: RecordId,
  evaluationMode: EvaluationMode,
});

/** POST /api/user/arguments/update. */
export const UpdateUserArgumentRequest = z.strictObject({
  argumentId: RecordId,
  evaluationMode: EvaluationMode,
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  premises: boundedList(RequestClaimProbability, LIMITS.premisesPerArgument, 'premises'),
  conclusion: RequestClaimProbability,
});

/** GET /api/user/arguments/update?argumentId={id}. */
export const UserArgumentQuery = z.object({ argumentId: RecordId });

/** Its answer: the saved strength values (404 when the user has saved none). */
export const UserArgumentResponse = z.object({
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  evaluationMode: EvaluationMode,
  premises: z.array(ClaimProbability).optional(),
  conclusion: z.object({ id: ClaimId, probability: Probability }).nullable().optional(),
});
