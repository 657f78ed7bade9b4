/**
 * Argument networks (issue #22): an argument and every argument linked into it through links
 * that answer a premise (`DialecticalRelationship` rows with a `targetClaimId`), recursively —
 * objections, supporting arguments, objections to those, … — as one viewer may see them, with
 * the viewer's own claim equivalences among them. The engine evaluates what this gathers.
 */
import { type ArgumentNetwork, LIMITS } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { getArgumentDetails, isArgumentVisible, visibleTo } from './arguments.server.ts';
import { equivalencesAmong } from './claimEquivalences.server.ts';

export type ArgumentNetworkValue = z.infer<typeof ArgumentNetwork>;

/** What {@link walkNetwork} found. */
export interface NetworkWalk {
  /** The arguments of the network the viewer may see: the root, then breadth first. */
  ids: number[];
  /** Linked arguments the viewer may not see (each counted once; what lies behind them is not). */
  hidden: number;
  /** Whether more visible arguments were linked in when `limit` was reached. */
  truncated: boolean;
}

/**
 * Walks the network of `rootId` for `viewerId`, breadth first: each round takes the links
 * answering a premise of the arguments found in the round before (oldest link first), keeps the
 * linking arguments the viewer may see and counts the others, whose own links are never
 * followed (what only they lead to stays unseen, and uncounted). Stops at `limit` arguments;
 * the root is assumed visible. Two queries a round, at most `limit` rounds.
 */
export async function walkNetwork(
  db: Pick<PrismaClient, 'dialecticalRelationship' | 'argument'>,
  viewerId: number,
  rootId: number,
  limit: number = LIMITS.networkArguments,
): Promise<NetworkWalk> {
  const ids = [rootId];
  const met = new Set(ids);
  const hidden = new Set<number>();
  let truncated = false;
  let frontier = [rootId];
  while (frontier.length > 0 && !truncated) {
    const links = await db.dialecticalRelationship.findMany({
      where: { targetArgumentId: { in: frontier }, targetClaimId: { not: null } },
      orderBy: { id: 'asc' },
      select: { sourceArgumentId: true },
    });
    const candidates = [...new Set(links.map((link) => link.sourceArgumentId))].filter(
      (id) => !met.has(id),
    );
    if (candidates.length === 0) break;
    for (const id of candidates) met.add(id);
    const visible = await db.argument.findMany({
      where: { AND: [{ id: { in: candidates } }, visibleTo(viewerId)] },
      select: { id: true },
    });
    const seen = new Set(visible.map((row) => row.id));
    frontier = [];
    for (const id of candidates) {
      if (!seen.has(id)) hidden.add(id);
      else if (ids.length >= limit) truncated = true;
      else {
        ids.push(id);
        frontier.push(id);
      }
    }
  }
  return { ids, hidden: hidden.size, truncated };
}

/**
 * `getArgumentNetwork`: the network of `rootId` as `viewerId` sees it, or null when the root does
 * not exist or the viewer may not see it. Each argument is exactly what `getArgument` answers the
 * viewer (`getArgumentDetails`); links are those answering a premise between arguments of the
 * answer; equivalences the viewer's own whose two claims are in it. A bounded number of queries:
 * the root's visibility, two a round of the walk, four for the details, one for the links and
 * one for the equivalences.
 */
export async function getArgumentNetwork(
  db: PrismaClient,
  viewerId: number,
  rootId: number,
): Promise<ArgumentNetworkValue | null> {
  if (!(await isArgumentVisible(db, viewerId, rootId))) return null;
  const walk = await walkNetwork(db, viewerId, rootId);
  const details = await getArgumentDetails(db, viewerId, walk.ids);
  // Read after the walk, so an argument made private meanwhile is left out, links and all.
  if (details[0]?.id !== rootId) return null;
  const ids = details.map((argument) => argument.id);
  const rows = await db.dialecticalRelationship.findMany({
    where: {
      sourceArgumentId: { in: ids },
      targetArgumentId: { in: ids },
      targetClaimId: { not: null },
    },
    orderBy: { id: 'asc' },
    select: { sourceArgumentId: true, targetArgumentId: true, targetClaimId: true, linkType: true },
  });
  const links = rows.map((row) => ({
    sourceArgumentId: row.sourceArgumentId,
    targetArgumentId: row.targetArgumentId,
    targetClaimId: row.targetClaimId as string,
    linkType: row.linkType === 'support' ? ('support' as const) : ('refute' as const),
  }));
  return {
    rootArgumentId: rootId,
    arguments: details,
    links,
    equivalences: await equivalencesAmong(db, viewerId, ids),
    hiddenArguments: walk.hidden,
    truncated: walk.truncated,
  };
}
