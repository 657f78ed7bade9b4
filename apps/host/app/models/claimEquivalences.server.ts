/**
 * Claim equivalences ("Same claim as…", `ClaimEquivalence` rows): a user declares two claims the
 * same, and the declaration counts in that user's network view only (`network.server.ts`), as a
 * user's dependencies count in their own view. Also the claim search the "Same claim as…" box
 * uses.
 *
 * Rules: both claims must be in arguments the user may see (404 `Claim … not found` otherwise,
 * whether missing or invisible); one claim twice is a 400; two claims of one argument are fine;
 * a pair is declared once per user, whichever order (409); a pair that would close a loop of
 * links in one of the user's networks is refused (409, "This link would make a loop: …", as a
 * link would be: `refuseEquivalenceLoop`). Only the declarer can withdraw it
 * (anyone else, and a missing id, get the same 404).
 */
import {
  type ClaimEquivalence,
  ClaimSearchQuery,
  type ClaimSearchResult,
  CreateClaimEquivalenceRequest,
  LIMITS,
  NETWORK_MESSAGES,
} from '@credence/api';
import type { z } from 'zod';
import { providerOf } from '../db/provider.server.ts';
import type { PrismaClient } from '../db.server.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { visibleTo } from './arguments.server.ts';
import { BadRequestError, ConflictError, NotFoundError } from './errors.server.ts';
import { refuseEquivalenceLoop } from './linkLoops.server.ts';

export type ClaimEquivalenceValue = z.infer<typeof ClaimEquivalence>;
type ClaimSearchResultValue = z.infer<typeof ClaimSearchResult>;

/** The two ids of a pair in the stored order: the smaller (JavaScript's string order) first. */
export function equivalencePair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

function prismaCode(error: unknown): string | undefined {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
}

/**
 * `createClaimEquivalence`: stores the user's declaration that the two claims are the same and
 * answers it (`claimIds` in ascending order). One query checks both claims, the loop search reads
 * the links around them, one insert stores the pair (in one transaction with the search); the
 * pair's unique key decides between two requests sent at once (the second gets the 409).
 */
export async function createClaimEquivalence(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof CreateClaimEquivalenceRequest>,
): Promise<ClaimEquivalenceValue> {
  const { claimId, otherClaimId } = CreateClaimEquivalenceRequest.parse(body);
  if (claimId === otherClaimId) throw new BadRequestError(NETWORK_MESSAGES.sameClaim);
  const visible = await db.claim.findMany({
    where: { id: { in: [claimId, otherClaimId] }, argument: visibleTo(userId) },
    select: { id: true },
  });
  for (const id of [claimId, otherClaimId]) {
    if (!visible.some((claim) => claim.id === id)) {
      throw new NotFoundError(NETWORK_MESSAGES.claimNotFound(id));
    }
  }
  const [claimLowId, claimHighId] = equivalencePair(claimId, otherClaimId);
  try {
    const row = await db.$transaction(async (tx) => {
      await refuseEquivalenceLoop(tx, userId, claimLowId, claimHighId);
      return tx.claimEquivalence.create({
        data: { userId, claimLowId, claimHighId },
        select: { id: true },
      });
    });
    return { id: row.id, claimIds: [claimLowId, claimHighId] };
  } catch (error) {
    if (prismaCode(error) === 'P2002') throw new ConflictError(NETWORK_MESSAGES.alreadyEquivalent);
    // P2003: a claim went (its argument deleted, a premise removed) since it was checked.
    if (prismaCode(error) === 'P2003')
      throw new NotFoundError(NETWORK_MESSAGES.claimNotFound(claimId));
    throw error;
  }
}

/** `deleteClaimEquivalence`: the user's own equivalence goes; anyone else's is a 404. */
export async function deleteClaimEquivalence(
  db: PrismaClient,
  userId: number,
  id: number,
): Promise<{ success: true }> {
  const { count } = await db.claimEquivalence.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError(NETWORK_MESSAGES.equivalenceNotFound);
  return { success: true };
}

/**
 * The user's equivalences whose two claims are both in the given arguments (one query), oldest
 * first: those a network of these arguments shows.
 */
export async function equivalencesAmong(
  db: Pick<PrismaClient, 'claimEquivalence'>,
  userId: number,
  argumentIds: readonly number[],
): Promise<ClaimEquivalenceValue[]> {
  const among = { argumentId: { in: [...argumentIds] } };
  const rows = await db.claimEquivalence.findMany({
    where: { userId, claimLow: among, claimHigh: among },
    orderBy: { id: 'asc' },
    select: { id: true, claimLowId: true, claimHighId: true },
  });
  return rows.map((row) => ({ id: row.id, claimIds: [row.claimLowId, row.claimHighId] }));
}

/**
 * Candidate claims a {@link searchClaims} reads at most when its words hold `%` or `_`, which
 * Prisma passes to `LIKE` as wildcards, or (on SQLite, whose `LIKE` folds ASCII letters only) a
 * character beyond ASCII: the query then asks for the parts between them and the exact words are
 * checked here, ignoring case, page by page.
 */
export const MAX_CLAIM_SEARCH_SCAN = 1000;

const SEARCH_PAGE = 100;

/**
 * `searchClaims`: up to `LIMITS.claimSearchResults` claims of arguments the user may see whose
 * text contains `q`, ignoring case ('école' finds 'École' on both databases). The newest
 * arguments first, and in each its premises in order, then its conclusion. One query, unless `q`
 * holds a wildcard character or, on SQLite, a letter beyond ASCII (see
 * {@link MAX_CLAIM_SEARCH_SCAN}).
 */
export async function searchClaims(
  db: PrismaClient,
  userId: number,
  query: z.input<typeof ClaimSearchQuery>,
): Promise<{ claims: ClaimSearchResultValue[] }> {
  const { q } = ClaimSearchQuery.parse(query);
  const insensitive = providerOf(db) === 'postgresql';
  // Only PostgreSQL needs telling to ignore case (and SQLite's client refuses the option).
  const contains = (words: string) =>
    insensitive
      ? ({ contains: words, mode: 'insensitive' } as unknown as { contains: string })
      : { contains: words };
  // What the database cannot match as written is left to the check below.
  const parts = q.split(insensitive ? /[%_]/ : /[%_]|[^ -~]/).filter((part) => part !== '');
  const exact = parts.length === 1 && parts[0] === q;
  const wanted = q.toLowerCase();
  const found: ClaimRow[] = [];
  for (let skip = 0; found.length < LIMITS.claimSearchResults; skip += SEARCH_PAGE) {
    const take = exact ? LIMITS.claimSearchResults : SEARCH_PAGE;
    const rows = await db.claim.findMany({
      where: {
        AND: parts.map((part) => ({ content: contains(part) })),
        argument: visibleTo(userId),
      },
      // Ids break ties so that both databases pick the same claims; they are sorted below.
      orderBy: [{ argumentId: 'desc' }, { id: 'asc' }],
      skip,
      take,
      select: claimRowSelect,
    });
    found.push(
      ...(exact ? rows : rows.filter((row) => row.content.toLowerCase().includes(wanted))),
    );
    if (exact || rows.length < take || skip + take >= MAX_CLAIM_SEARCH_SCAN) break;
  }
  const claims = found.slice(0, LIMITS.claimSearchResults);
  const place = (row: ClaimRow) => (row.role === 'PREMISE' ? row.position : Infinity);
  claims.sort((a, b) => b.argumentId - a.argumentId || place(a) - place(b));
  return {
    claims: claims.map((row) => ({
      id: row.id,
      content: row.content,
      role: row.role,
      argumentId: row.argumentId,
      argumentTitle: row.argument.title,
    })),
  };
}

const claimRowSelect = {
  id: true,
  content: true,
  role: true,
  position: true,
  argumentId: true,
  argument: { select: { title: true } },
} satisfies Prisma.ClaimSelect;

type ClaimRow = Prisma.ClaimGetPayload<{ select: typeof claimRowSelect }>;
