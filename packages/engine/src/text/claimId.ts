/** Claim id validity. Spec: claim ids of 100 characters or longer are ignored. */
import { MAX_CLAIM_ID_LENGTH } from '../constants';

/**
 * Whether `id` can be used to fetch a claim: a non-empty string shorter than
 * `MAX_CLAIM_ID_LENGTH` (100) UTF-16 code units (99 is usable, 100 is ignored). A '~' prefix
 * counts towards the length; pass `baseClaimId(id)` to check the claim itself.
 */
export function isUsableClaimId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length < MAX_CLAIM_ID_LENGTH;
}
