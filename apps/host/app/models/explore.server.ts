import type { PrismaClient } from '../db.server.ts';
import { type ArgumentSummaryValue, getArgumentsByIds } from './arguments.server.ts';

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
}

/**
 * The argument with the given linked arguments, as far as the viewer may see them, and the
 * dialectical links among those arguments; null when the argument itself is not visible.
 */
export async function getDialecticView(
  db: PrismaClient,
  viewerId: number,
  argumentId: number,
  linkedIds: readonly number[],
): Promise<DialecticViewValue | null> {
  const [argument, ...linked] = await getArgumentsByIds(db, viewerId, [
    argumentId,
    ...linkedIds.filter((id) => id !== argumentId),
  ]);
  if (!argument || argument.id !== argumentId) return null;
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
  return { argument, linked, links };
}
