import type { PrismaClient } from '../db.server.ts';
import { type ArgumentSummaryValue, getArgumentsByIds, visibleTo } from './arguments.server.ts';
import { readerConclusionCredences } from './evaluations.server.ts';

/** One link of the dialectic view: `source` answers `target` (objection or support). */
export interface DialecticLinkValue {
  sourceArgumentId: number;
  targetArgumentId: number;
  linkType: 'refute' | 'support';
  /** The premise of the target the link answers (a claim id), when it answers one. */
  targetClaimId: string | null;
}

/** A premise that a link of the view answers: its argument, its name there and its text. */
export interface DialecticPremiseValue {
  id: string;
  argumentId: number;
  /** "Premise 2": its place among the argument's premises. */
  label: string;
  text: string;
}

/** What /explore shows: the argument, the linked arguments the viewer may see, and their links. */
export interface DialecticViewValue {
  argument: ArgumentSummaryValue;
  linked: ArgumentSummaryValue[];
  links: DialecticLinkValue[];
  /** The premises the links answer (only of arguments shown). */
  premises: DialecticPremiseValue[];
  /** The viewer's own P(C) of each argument shown (by id), from their saved evaluation; else null. */
  pC: Record<number, number | null>;
}

/** The most arguments the dialectic view gathers (the map of a very large dialectic is cut). */
export const MAX_DIALECTIC_ARGUMENTS = 60;

/**
 * The ids of the arguments joined to `argumentId` by links whose two ends the viewer may see
 * (objections, supporting arguments, answers to those, …), breadth first, the argument first;
 * at most `limit`. One query per layer.
 */
export async function connectedArgumentIds(
  db: Pick<PrismaClient, 'dialecticalRelationship'>,
  viewerId: number,
  argumentId: number,
  limit = MAX_DIALECTIC_ARGUMENTS,
): Promise<number[]> {
  const found = [argumentId];
  const seen = new Set(found);
  let frontier = [argumentId];
  while (frontier.length > 0 && found.length < limit) {
    const rows = await db.dialecticalRelationship.findMany({
      where: {
        OR: [{ sourceArgumentId: { in: frontier } }, { targetArgumentId: { in: frontier } }],
        sourceArgument: visibleTo(viewerId),
        targetArgument: visibleTo(viewerId),
      },
      orderBy: { id: 'asc' },
      select: { sourceArgumentId: true, targetArgumentId: true },
    });
    const next: number[] = [];
    for (const row of rows) {
      for (const id of [row.sourceArgumentId, row.targetArgumentId]) {
        if (seen.has(id) || found.length >= limit) continue;
        seen.add(id);
        found.push(id);
        next.push(id);
      }
    }
    frontier = next;
  }
  return found;
}

/**
 * The argument with the given linked arguments and every argument connected to it through links
 * (as far as the viewer may see them: {@link connectedArgumentIds}), the dialectical links among
 * them, and the viewer's P(C) of each; null when the argument itself is not visible.
 */
export async function getDialecticView(
  db: PrismaClient,
  viewerId: number,
  argumentId: number,
  linkedIds: readonly number[],
): Promise<DialecticViewValue | null> {
  const [argument] = await getArgumentsByIds(db, viewerId, [argumentId]);
  if (!argument) return null;
  const connected = await connectedArgumentIds(db, viewerId, argumentId);
  const wanted = [...new Set([...connected, ...linkedIds])]
    .filter((id) => id !== argumentId)
    .slice(0, MAX_DIALECTIC_ARGUMENTS - 1);
  const linked = await getArgumentsByIds(db, viewerId, wanted);
  const ids = [argument.id, ...linked.map((summary) => summary.id)];
  const rows = await db.dialecticalRelationship.findMany({
    where: { sourceArgumentId: { in: ids }, targetArgumentId: { in: ids } },
    orderBy: { id: 'asc' },
    select: { sourceArgumentId: true, targetArgumentId: true, linkType: true, targetClaimId: true },
  });
  const links = rows.map((row) => ({
    sourceArgumentId: row.sourceArgumentId,
    targetArgumentId: row.targetArgumentId,
    linkType: row.linkType === 'support' ? ('support' as const) : ('refute' as const),
    targetClaimId: row.targetClaimId,
  }));
  const premises = await answeredPremises(db, links);
  return {
    argument,
    linked,
    links,
    premises,
    pC: await readerConclusionCredences(db, viewerId, ids),
  };
}

/**
 * The premises the links answer, each named by its place in its argument ("Premise 2"). Every
 * link's target is an argument already shown to the viewer, so its premises are theirs to read.
 */
async function answeredPremises(
  db: PrismaClient,
  links: readonly DialecticLinkValue[],
): Promise<DialecticPremiseValue[]> {
  const targets = [...new Set(links.filter((l) => l.targetClaimId).map((l) => l.targetArgumentId))];
  if (targets.length === 0) return [];
  const wanted = new Set(links.map((link) => link.targetClaimId));
  const claims = await db.claim.findMany({
    where: { argumentId: { in: targets }, role: 'PREMISE' },
    orderBy: [{ argumentId: 'asc' }, { position: 'asc' }],
    select: { id: true, argumentId: true, content: true },
  });
  const position = new Map<number, number>();
  return claims.flatMap((claim) => {
    const place = (position.get(claim.argumentId) ?? 0) + 1;
    position.set(claim.argumentId, place);
    if (!wanted.has(claim.id)) return [];
    const label = `Premise ${place}`;
    return [{ id: claim.id, argumentId: claim.argumentId, label, text: claim.content }];
  });
}
