import * as z from 'zod';
import { ClaimId, RequestClaimId } from './common';
import { boundedList, LIMITS } from './limits';

/** POST /api/objects/claims/batch (the client drops ids of 100+ characters before sending). */
export const ClaimsBatchRequest = z.strictObject({
  claimIds: boundedList(RequestClaimId, LIMITS.listItems, 'claim ids'),
});

/** A claim with its optional negation wording. */
export const Claim = z.object({
  id: ClaimId,
  content: z.string(),
  negationContent: z.string().nullable().optional(),
});

/** Its answer: the claims found (unknown ids are left out). */
export const ClaimsBatchResponse = z.object({ claims: z.array(Claim) });
