import type { PrismaClient } from '../db.server.ts';
import { type ArgumentSummaryValue, getArgumentsByIds, visibleTo } from './arguments.server.ts';
import { readerConclusionCredences } from './evaluations.server.ts';

/** One link of the dialectic view: `source` answers `target` (objection or support). */
export interface DialecticLinkValue {
  sourceArgumentId: number;
  targetArgumentId: number;
  linkType: 'refute' | 'support';
}

/** What /explore shows: the argument, the linked arguments the viewer may see, and their links. */
export interface DialecticViewValue {
  argument: ArgumentSummaryValue;
  linked: ArgumentSummaryValue[];
  links: DialecticLinkValue[];
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
    select: { sourceArgumentId: true, targetArgumentId: true, linkType: true },
  });
  const links = rows.map((row) => ({
    sourceArgumentId: row.sourceArgumentId,
    targetArgumentId: row.targetArgumentId,
    linkType: row.linkType === 'support' ? ('support' as const) : ('refute' as const),
  }));
  return { argument, linked, links, pC: await readerConclusionCredences(db, viewerId, ids) };
}
