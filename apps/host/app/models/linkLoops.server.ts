/**
 * Loops of links: a network (`network.server.ts`) is evaluated from the arguments linked into an
 * argument towards it, so a chain of links answering premises that comes back to where it
 * started has no order to evaluate in. A link that would close one is refused (409) before it is
 * stored.
 */
import { NETWORK_MESSAGES } from '@credence/api';
import type { Prisma } from '../generated/prisma/client.ts';
import { visibleTo } from './arguments.server.ts';
import { ConflictError } from './errors.server.ts';

/**
 * The most arguments {@link findLinkLoop} follows from a link's target. Far above any network
 * one read gathers (`LIMITS.networkArguments`); a loop longer than this is not looked for.
 */
export const MAX_LOOP_SEARCH = 10_000;

/**
 * The loop a new link from `sourceId` to `targetId` would close, as argument ids from the source
 * back to it (`[source, target, …, source]`), or null. There is one when the target already
 * leads to the source: from an argument, the links answering premises lead on to the arguments
 * whose premises it answers. Breadth first, so the loop named is a shortest one; one query a
 * round. Every link counts, whoever may see its arguments: a loop is a loop for their owners.
 */
export async function findLinkLoop(
  db: Pick<Prisma.TransactionClient, 'dialecticalRelationship'>,
  sourceId: number,
  targetId: number,
  limit = MAX_LOOP_SEARCH,
): Promise<number[] | null> {
  // How each argument met was reached: the argument whose link led to it.
  const cameFrom = new Map<number, number | null>([[targetId, null]]);
  let frontier = [targetId];
  while (frontier.length > 0 && !cameFrom.has(sourceId)) {
    const links = await db.dialecticalRelationship.findMany({
      where: { sourceArgumentId: { in: frontier }, targetClaimId: { not: null } },
      orderBy: { id: 'asc' },
      select: { sourceArgumentId: true, targetArgumentId: true },
    });
    frontier = [];
    for (const link of links) {
      if (cameFrom.has(link.targetArgumentId) || cameFrom.size >= limit) continue;
      cameFrom.set(link.targetArgumentId, link.sourceArgumentId);
      frontier.push(link.targetArgumentId);
    }
  }
  if (!cameFrom.has(sourceId)) return null;
  const back: number[] = [];
  for (let id: number | null = sourceId; id !== null; id = cameFrom.get(id) ?? null) back.push(id);
  // `back` runs source ← … ← target; the loop reads source → target → … → source.
  return [sourceId, ...back.reverse()];
}

/**
 * Refuses (409, nothing stored by the caller's transaction) a link from `sourceId` to `targetId`
 * that would close a loop, naming it by the arguments' titles — an argument `viewerId` may not
 * see as "an argument you cannot see" (`NETWORK_MESSAGES.hiddenArgument`), never its title.
 * Two more queries only when there is a loop.
 */
export async function refuseLinkLoop(
  tx: Pick<Prisma.TransactionClient, 'dialecticalRelationship' | 'argument'>,
  viewerId: number,
  sourceId: number,
  targetId: number,
): Promise<void> {
  const loop = await findLinkLoop(tx, sourceId, targetId);
  if (!loop) return;
  const ids = [...new Set(loop)];
  const visible = await tx.argument.findMany({
    where: { AND: [{ id: { in: ids } }, visibleTo(viewerId)] },
    select: { id: true, title: true },
  });
  const titles = new Map(visible.map((argument) => [argument.id, argument.title]));
  throw new ConflictError(
    NETWORK_MESSAGES.loop(loop.map((id) => titles.get(id) ?? NETWORK_MESSAGES.hiddenArgument)),
  );
}
