import { z } from 'zod';
import { ClaimId } from './common';

/** POST /api/objects/claims/batch. */
export const ClaimsBatchRequest = z.object({ claimIds: z.array(ClaimId) });

/** A claim with its optional negation wording. */
export const Claim = z.object({
  id: ClaimId,
  content: z.string(),
  negationContent: z.string().nullable().optional(),
});

/** Its answer: the claims found (unknown ids are left out). */
export const ClaimsBatchResponse = z.object({ claims: z.array(Claim) });
