import type { DialecticalRelationship } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { canViewArgument, visibleTo } from './arguments.server.ts';

export type DialecticalRelationshipValue = z.infer<typeof DialecticalRelationship>;

/**
 * `getDialecticalSource`: the relationships whose source is this argument (objections and
 * supporting arguments it answers), oldest first. Null when the argument does not exist or the
 * viewer may not see it; relationships whose target the viewer may not see are left out, so a
 * private argument's id never leaks through a public one's links.
 */
export async function getDialecticalSource(
  db: PrismaClient,
  viewerId: number | null,
  argumentId: number,
): Promise<DialecticalRelationshipValue[] | null> {
  const source = await db.argument.findUnique({
    where: { id: argumentId },
    select: {
      ownerId: true,
      visibility: true,
      outgoingLinks: {
        where: { targetArgument: visibleTo(viewerId) },
        orderBy: { id: 'asc' },
        select: { sourceArgumentId: true, targetArgumentId: true },
      },
    },
  });
  if (!source || !(await canViewArgument(db, source, viewerId))) return null;
  return source.outgoingLinks;
}
