import type { CredenceClient } from '@credence/api';
import { DEFAULT_PREMISE_PROBABILITY, negationId, normalizeForSave } from '@credence/engine';
import type { DialogClaim, DialogPremise, SaveFallbackToDbInput } from '@credence/state-machines';

/** What {@link saveFallbackRecords} writes about: the dialog's argument, conclusion and premises. */
export interface FallbackRecordsTarget {
  argumentId?: number | null;
  conclusion: DialogClaim;
  premises: readonly DialogPremise[];
}

/**
 * The Fallback tab's default 'Save to DB' handler. It stores what the tab reloads on 'Reset from
 * DB', so a reset brings the saved values back:
 * 1. P(C | all premises) and P(C | all premises negated) as conditional-probability records (the
 *    conjunction of every premise, and of every negated premise), through the client's
 *    create-or-update; a failure throws, so the tab shows 'Error saving settings';
 * 2. for a saved argument, the user-argument record (POST /api/user/arguments/update) in
 *    fallback mode with the two values, the premises' credences and P(C), normalised as saving
 *    requires. Reset reads it after the records; its failure is only logged (spec §8).
 * With no premises there is nothing to store.
 */
export async function saveFallbackRecords(
  client: CredenceClient,
  target: FallbackRecordsTarget,
  { settings }: SaveFallbackToDbInput,
): Promise<void> {
  const premiseIds = target.premises.map((premise) => premise.id);
  if (premiseIds.length === 0) return;
  const consequentClaims = [target.conclusion.id];
  await client.saveConditionalProbability({
    consequentClaims,
    antecedentClaims: premiseIds,
    conditionalProbability: settings.pCGivenPremises,
  });
  await client.saveConditionalProbability({
    consequentClaims,
    antecedentClaims: premiseIds.map(negationId),
    conditionalProbability: settings.pCGivenNotPremises,
  });
  if (target.argumentId === null || target.argumentId === undefined) return;
  try {
    await client.updateUserArgument({
      argumentId: target.argumentId,
      evaluationMode: 'fallback',
      inferenceStrength: normalizeForSave(settings.pCGivenPremises),
      fallbackSupport: normalizeForSave(settings.pCGivenNotPremises),
      premises: target.premises.map(({ id, probability }) => ({
        id,
        probability: normalizeForSave(probability ?? DEFAULT_PREMISE_PROBABILITY),
      })),
      conclusion: { id: target.conclusion.id, probability: normalizeForSave(settings.pC) },
    });
  } catch (error) {
    console.warn('Failed to update the user argument record', error);
  }
}
