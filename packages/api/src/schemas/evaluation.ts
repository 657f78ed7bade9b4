import * as z from 'zod';
import {
  ClaimId,
  ClaimProbability,
  EvaluationMode,
  Probability,
  RecordId,
  RequestClaimId,
  RequestClaimProbability,
} from './common';
import { boundedList, boundedRecord, FreeForm, LIMITS } from './limits';

/**
 * The locks of an evaluation: the premises and whether the conclusion are "protected from
 * auto-updates". Saved with the evaluation (PUT /api/objects/evaluations/{argumentId}) and read
 * back with it, so a lock is there on the next visit. Each id must be a premise of the argument.
 */
export const EvaluationLocks = z.strictObject({
  premiseIds: boundedList(RequestClaimId, LIMITS.premisesPerArgument, 'locked premises'),
  conclusion: z.boolean(),
});

/**
 * PUT /api/objects/evaluations/{argumentId}. Settings per mode are the tabs' own data: free-form
 * (any fields), but each map has at most `LIMITS.mapEntries` entries and the values inside stay
 * within the free-form limits (nesting, list and object sizes, string length). `locks` replaces
 * the saved locks; without it they stay as they were. Claim ids that are not the argument's
 * (a lock on a premise that is not there) are refused with 400 and nothing is stored.
 * `premiseIds`, when sent, are the argument's premises in order as the evaluation saw them: if
 * the argument's premises are no longer these (its owner edited it since the page was opened),
 * the save is refused with 400 ({@link argumentChangedMessage}) and nothing is stored, since the
 * evaluation (its P(C), its truth-table rows by premise position) was made for another argument.
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
  locks: EvaluationLocks.optional(),
  premiseIds: boundedList(RequestClaimId, LIMITS.premisesPerArgument, 'premises').optional(),
});

/** Its answer (the spec shows none; the host confirms what it stored). */
export const SaveEvaluationResponse = z.object({
  success: z.literal(true),
  argumentId: RecordId,
  evaluationMode: EvaluationMode,
});

/** The 400 message for a save whose `premiseIds` are no longer the argument's premises. */
export function argumentChangedMessage(argumentId: number): string {
  return (
    `The premises of argument ${argumentId} changed since this page was opened: ` +
    'reload it to evaluate the argument as it is now.'
  );
}

/**
 * The 400 message for an evaluation naming a claim that is not the argument's, e.g.
 * `premises.2.id: "c9" is not a premise of argument 7 …`: one wording for the host and the mocks.
 * It says what to do, since the usual cause is a page opened before the owner removed a premise.
 */
export function notArgumentClaimMessage(
  field: string,
  claimId: string,
  role: 'premise' | 'conclusion',
  argumentId: number,
): string {
  const what = role === 'premise' ? 'a premise' : 'the conclusion';
  return (
    `${field}: "${claimId}" is not ${what} of argument ${argumentId}. The argument may have ` +
    'changed since this page was opened: reload it to evaluate the argument as it is now.'
  );
}

/**
 * POST /api/user/arguments/update. Every premise id must be a premise of the argument and the
 * conclusion's id its conclusion: other ids (unknown claims, or a premise its owner removed since
 * the page was opened) are refused with 400 and nothing is stored.
 */
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
