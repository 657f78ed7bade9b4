import * as z from 'zod';
import { ArgumentDetail } from './arguments';
import { ClaimId, RecordId } from './common';
import { boundedText, LIMITS } from './limits';

export { NETWORK_MESSAGES } from './networkMessages';

/**
 * A link of an argument network: the source argument objects to (`refute`) or supports
 * (`support`) the premise `targetClaimId` of the target argument. Only links that answer a
 * premise make a network.
 */
export const NetworkLink = z.object({
  sourceArgumentId: RecordId,
  targetArgumentId: RecordId,
  targetClaimId: ClaimId,
  linkType: z.enum(['refute', 'support']),
});

/**
 * Two claims a user declared the same ("Same claim as…"): `claimIds` in ascending order (the
 * declaration has no direction). Each user's own: it counts in their network view only.
 */
export const ClaimEquivalence = z.object({
  id: RecordId,
  claimIds: z.tuple([ClaimId, ClaimId]),
});

/**
 * An argument network as the caller sees it: the root and every argument linked into it through
 * links that answer a premise, recursively (objections, supporting arguments, answers to those).
 */
export const ArgumentNetwork = z.object({
  rootArgumentId: RecordId,
  /**
   * The arguments the caller may see, the root first, then breadth first: each exactly as
   * `getArgument` answers it for the caller (their evaluation and dependencies).
   */
  arguments: z.array(ArgumentDetail),
  /** The links between arguments of `arguments` (oldest first). */
  links: z.array(NetworkLink),
  /** The caller's equivalences whose two claims are both in `arguments`. */
  equivalences: z.array(ClaimEquivalence),
  /**
   * Arguments linked into the network that the caller may not see: left out, with whatever is
   * reachable only through them (which is not counted).
   */
  hiddenArguments: z.number().int().min(0),
  /** Whether the walk stopped at `LIMITS.networkArguments` with more arguments linked in. */
  truncated: z.boolean(),
});

/** GET /api/arguments/{id}/network. */
export const ArgumentNetworkResponse = z.object({ network: ArgumentNetwork });

/** A claim id in an equivalence request: a claim's own id (no `~`), non-empty and bounded. */
const EquivalenceClaimId = boundedText(LIMITS.idChars).min(1, 'must not be empty');

/**
 * POST /api/claims/equivalences: the caller declares two claims the same. Two claims of one
 * argument may be declared the same; a claim and itself may not (400).
 */
export const CreateClaimEquivalenceRequest = z.strictObject({
  claimId: EquivalenceClaimId,
  otherClaimId: EquivalenceClaimId,
});

/** Its answer (201). */
export const ClaimEquivalenceResponse = z.object({ equivalence: ClaimEquivalence });

/** `/api/claims/equivalences/{id}`. */
export const ClaimEquivalenceParams = z.object({ id: RecordId });

/** GET /api/claims/search?q=…: the words to find in claims' texts (1–200 characters, trimmed). */
export const ClaimSearchQuery = z.object({
  q: boundedText(LIMITS.claimSearchChars).trim().min(1, 'Type something to search for'),
});

/** One claim found by a claim search, with the argument it belongs to. */
export const ClaimSearchResult = z.object({
  id: ClaimId,
  content: z.string(),
  role: z.enum(['PREMISE', 'CONCLUSION']),
  argumentId: RecordId,
  argumentTitle: z.string(),
});

/** Its answer: at most `LIMITS.claimSearchResults` claims the caller may see. */
export const ClaimSearchResponse = z.object({ claims: z.array(ClaimSearchResult) });
