import { z } from 'zod';
import { ClaimId, ClaimProbability, EvaluationMode, Probability, RecordId } from './common';

/** PUT /api/objects/evaluations/{argumentId}. Settings per mode are the tabs' own data. */
export const SaveEvaluationRequest = z.object({
  evaluationMode: EvaluationMode,
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  evaluationSettings: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** Its answer (the spec shows none; the host confirms what it stored). */
export const SaveEvaluationResponse = z.object({
  success: z.literal(true),
  argumentId: RecordId,
  evaluationMode: EvaluationMode,
});

/** POST /api/user/arguments/update. */
export const UpdateUserArgumentRequest = z.object({
  argumentId: RecordId,
  evaluationMode: EvaluationMode,
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  premises: z.array(ClaimProbability),
  conclusion: ClaimProbability,
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
