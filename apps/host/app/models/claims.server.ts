import { baseClaimId, isUsableClaimId } from '@credence/engine';
import type { PrismaClient } from '../db.server.ts';
import { visibleTo } from './arguments.server.ts';
import { NotFoundError } from './errors.server.ts';

/*
 * The one check behind every record that names claims (conditional probabilities, truth-table
 * values, dependency settings): each id must name a row of the `Claim` table whose argument the
 * user may see (owner, PUBLIC, or a friend's FRIENDS_ONLY — `visibleTo`). A negated reference
 * (`~id`) names the claim `id`. Ids of other arguments are fine when visible: the evaluator's
 * external parent claims are exactly that. Unknown and invisible ids look the same (404), like
 * arguments do.
 * One query answers a whole request, however many ids it names. Empty and over-long ids (see
 * `isUsableClaimId`) name no claim and are not looked up.
 */

type Db = Pick<PrismaClient, 'claim'>;

/**
 * The claim ids a reference names: `'a & ~b'` (the batch's antecedent expression, a
 * conditional key's parent list, a calculated multi-parent source) → `['a', 'b']`; a plain id
 * → itself, negation stripped. Blank parts are kept as `''`, which names no claim.
 */
export function claimIdsIn(reference: string): string[] {
  return reference.split('&').map((part) => baseClaimId(part.trim()));
}

/** The subset of `ids` (negation stripped) that name claims the user may see; one query. */
export async function visibleClaimIds(
  db: Db,
  userId: number,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const wanted = [...new Set([...ids].map(baseClaimId))].filter(isUsableClaimId);
  if (wanted.length === 0) return new Set();
  const claims = await db.claim.findMany({
    where: { id: { in: wanted }, argument: visibleTo(userId) },
    select: { id: true },
  });
  return new Set(claims.map((claim) => claim.id));
}

/**
 * Throws {@link NotFoundError} (`Claim <id> not found`, the first offending id) unless every id
 * of `ids` (negation stripped) names a claim the user may see. One query.
 */
export async function assertVisibleClaims(
  db: Db,
  userId: number,
  ids: Iterable<string>,
): Promise<void> {
  const wanted = [...new Set([...ids].map(baseClaimId))];
  const visible = await visibleClaimIds(db, userId, wanted);
  const missing = wanted.find((id) => !visible.has(id));
  if (missing !== undefined) {
    // Only a well-formed id is echoed: the message never carries a huge or empty string.
    throw new NotFoundError(
      isUsableClaimId(missing) ? `Claim ${missing} not found` : 'Claim not found',
    );
  }
}
