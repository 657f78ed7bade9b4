import type { Dialectic, DialecticalRelationship } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { visibleTo } from './arguments.server.ts';

export type DialecticValue = z.infer<typeof Dialectic>;
type Link = z.infer<typeof DialecticalRelationship>;

/**
 * Groups relationships into dialectics: the sets of arguments connected by links (connected
 * components), each with its links. Same grouping and order as the mock backend: relationships
 * are taken in the order given; a link joining groups merges them (older links first) into a
 * group placed last; argument ids are sorted.
 */
export function groupDialectics(relationships: readonly Link[]): DialecticValue[] {
  const groups: Array<{ ids: Set<number>; links: Link[] }> = [];
  for (const relationship of relationships) {
    const touching = groups.filter(
      (group) =>
        group.ids.has(relationship.sourceArgumentId) ||
        group.ids.has(relationship.targetArgumentId),
    );
    const merged = {
      ids: new Set([relationship.sourceArgumentId, relationship.targetArgumentId]),
      links: [relationship],
    };
    for (const group of touching) {
      for (const id of group.ids) merged.ids.add(id);
      merged.links.unshift(...group.links);
      groups.splice(groups.indexOf(group), 1);
    }
    groups.push(merged);
  }
  return groups.map((group) => ({
    argumentIds: [...group.ids].sort((a, b) => a - b),
    relationships: group.links.map(({ sourceArgumentId, targetArgumentId }) => ({
      sourceArgumentId,
      targetArgumentId,
    })),
  }));
}

/**
 * `listDialectics`: every dialectic the viewer can see, built only from relationships whose
 * source and target arguments are both visible to them (oldest link first), so neither a
 * private argument's id nor its links leak.
 */
export async function listDialectics(
  db: Pick<PrismaClient, 'dialecticalRelationship'>,
  viewerId: number,
): Promise<DialecticValue[]> {
  const relationships = await db.dialecticalRelationship.findMany({
    where: { sourceArgument: visibleTo(viewerId), targetArgument: visibleTo(viewerId) },
    orderBy: { id: 'asc' },
    select: { sourceArgumentId: true, targetArgumentId: true },
  });
  return groupDialectics(relationships);
}
