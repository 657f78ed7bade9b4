import * as z from 'zod';
import { RecordId } from './common';

/** POST /api/user/arguments/load-demonstration (404: no saved proof). */
export const LoadDemonstrationRequest = z.strictObject({ argumentId: RecordId });

/** A proof line as saved (V4); content that is not a string is skipped by readers. */
export const ProofLine = z.object({
  content: z.unknown(),
  type: z.string().optional(),
  justification: z
    .object({
      rule: z.string().optional(),
      premises: z.array(z.unknown()).optional(),
      notes: z.string().optional(),
    })
    .optional(),
});

/** A subproof as saved (V4). */
export const Subproof = z.object({
  assumption: z.unknown(),
  status: z.enum(['open', 'closed']).optional(),
  level: z.number().int().nonnegative().optional(),
});

/** A saved proof (V4). */
export const ProofStateV4 = z.object({
  proofLines: z.array(ProofLine),
  subproofs: z.array(Subproof).default([]),
  timestamp: z.string(),
});

/** Its answer. */
export const LoadDemonstrationResponse = z.object({
  success: z.boolean(),
  proofStateV4: ProofStateV4.optional(),
  message: z.string().optional(),
});
