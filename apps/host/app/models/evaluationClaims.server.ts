/**
 * The claims an evaluation may name: the premises and the conclusion the argument has now. An
 * evaluation naming any other id is refused (400, nothing stored), with the api's one message.
 *
 * A save may also say which premises it was made for (`premiseIds`, in order): when the
 * argument's premises are no longer those, it is refused before anything is stored.
 *
 * Refusing, rather than dropping the stray ids, is what the usual cause calls for: a reader's
 * page opened before the owner removed a premise. That page's evaluation was worked out with the
 * removed premise (its P(C), its credences, its truth-table rows by premise position), so storing
 * the rest of it would file numbers made for another argument under this one. The reader is told
 * to reload instead, and their page keeps what they did until they choose to.
 */
import { argumentChangedMessage, notArgumentClaimMessage } from '@credence/api';
import type { PrismaClient } from '../db.server.ts';
import { BadRequestError } from './errors.server.ts';

/** An argument's claims as the check needs them. */
export interface ArgumentClaims {
  premiseIds: ReadonlySet<string>;
  conclusionId: string | null;
}

/** The claims of `argumentId` now. */
export async function readArgumentClaims(
  db: Pick<PrismaClient, 'claim'>,
  argumentId: number,
): Promise<ArgumentClaims> {
  const claims = await db.claim.findMany({
    where: { argumentId },
    select: { id: true, role: true },
  });
  return claimsOf(claims);
}

/** {@link ArgumentClaims} from claim rows. */
export function claimsOf(claims: readonly { id: string; role: string }[]): ArgumentClaims {
  return {
    premiseIds: new Set(claims.filter((c) => c.role === 'PREMISE').map((c) => c.id)),
    conclusionId: claims.find((c) => c.role === 'CONCLUSION')?.id ?? null,
  };
}

/**
 * Throws {@link BadRequestError} for the first id that is not a premise (`premises`, with the
 * field path of each) or not the conclusion (`conclusion`).
 */
export function assertArgumentClaims(
  argumentId: number,
  claims: ArgumentClaims,
  named: {
    premises?: readonly { field: string; id: string }[];
    conclusion?: { field: string; id: string };
  },
): void {
  for (const { field, id } of named.premises ?? []) {
    if (!claims.premiseIds.has(id)) {
      throw new BadRequestError(notArgumentClaimMessage(field, id, 'premise', argumentId));
    }
  }
  const conclusion = named.conclusion;
  if (conclusion && conclusion.id !== claims.conclusionId) {
    throw new BadRequestError(
      notArgumentClaimMessage(conclusion.field, conclusion.id, 'conclusion', argumentId),
    );
  }
}

/**
 * Throws {@link BadRequestError} when `seen` (the premise ids a save was made for, in order) are
 * not the argument's premises now; nothing to check when the save does not say.
 */
export function assertSamePremises(
  argumentId: number,
  claims: readonly { id: string; role: string; position: number }[],
  seen: readonly string[] | undefined,
): void {
  if (seen === undefined) return;
  const current = claims
    .filter((claim) => claim.role === 'PREMISE')
    .sort((a, b) => a.position - b.position)
    .map((claim) => claim.id);
  if (current.length !== seen.length || current.some((id, index) => id !== seen[index])) {
    throw new BadRequestError(argumentChangedMessage(argumentId));
  }
}
