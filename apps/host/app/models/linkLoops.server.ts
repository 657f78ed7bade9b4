/**
 * Loops of links: the engine evaluates a network (`evaluateNetwork`) from the arguments linked
 * into an argument towards it, and refuses one where a claim is, through the links, a reason for
 * itself (`NetworkCycleError`). A link, or a declaration that two claims are the same, that would
 * close such a loop is refused (409) before it is stored. What counts as a loop is the engine's
 * `findLinkCycle` and `findEquivalenceCycle`; this file gathers the part of the stored links it
 * needs.
 */
import { NETWORK_MESSAGES } from '@credence/api';
import { findEquivalenceCycle, findLinkCycle, type LinkGraph } from '@credence/engine';
import type { Prisma } from '../generated/prisma/client.ts';
import { visibleTo } from './arguments.server.ts';
import { ConflictError } from './errors.server.ts';

type Db = Pick<Prisma.TransactionClient, 'dialecticalRelationship' | 'claim' | 'claimEquivalence'>;

/**
 * The most arguments {@link linkGraphAround} gathers. Far above any network one read gathers
 * (`LIMITS.networkArguments`); a loop through more arguments than this is not looked for.
 */
export const MAX_LOOP_SEARCH = 1000;

/** A link about to be stored: the argument answering, the premise it answers, how. */
export interface NewLink {
  sourceArgumentId: number;
  targetClaimId: string;
  linkType: 'refute' | 'support';
}

/** Where {@link linkGraphAround} starts: claims a loop would pass through, and arguments. */
export interface LoopSearchStart {
  claimIds: readonly string[];
  argumentIds: readonly number[];
}

/**
 * The arguments, links and `userId`'s equivalences a loop through the `start` claims could use:
 * everything they lead to, round by round — the arguments holding them (or a claim the user
 * declared the same) as a premise, the claims their links answer and their conclusions, the
 * arguments holding those, … — and the `start` arguments. Every link counts, whoever may see its
 * arguments: a loop is a loop for their owners. A few queries a round, at most `limit` arguments.
 */
export async function linkGraphAround(
  db: Db,
  userId: number,
  start: LoopSearchStart,
  limit = MAX_LOOP_SEARCH,
): Promise<LinkGraph> {
  const claimsOf = new Map<number, { conclusionId: string; premiseIds: string[] }>();
  const links: LinkGraph['links'][number][] = [];
  const pairs = new Map<number, readonly [string, string]>();
  const claimsMet = new Set<string>();
  let newClaims = [...start.claimIds];
  let newArguments = [...start.argumentIds];
  while ((newClaims.length > 0 || newArguments.length > 0) && claimsOf.size < limit) {
    // The claims met, with every claim the user declared the same as one of them.
    let fresh = newClaims.filter((id) => !claimsMet.has(id));
    const reached: string[] = [];
    while (fresh.length > 0) {
      for (const id of fresh) claimsMet.add(id);
      reached.push(...fresh);
      const rows = await db.claimEquivalence.findMany({
        where: { userId, OR: [{ claimLowId: { in: fresh } }, { claimHighId: { in: fresh } }] },
        select: { id: true, claimLowId: true, claimHighId: true },
      });
      for (const row of rows) pairs.set(row.id, [row.claimLowId, row.claimHighId]);
      fresh = [...new Set(rows.flatMap((row) => [row.claimLowId, row.claimHighId]))].filter(
        (id) => !claimsMet.has(id),
      );
    }
    // The arguments holding them as premises, and the ones asked for, with their claims.
    const holders =
      reached.length === 0
        ? []
        : await db.claim.findMany({
            where: { id: { in: reached }, role: 'PREMISE' },
            select: { argumentId: true },
          });
    const added = [...new Set([...newArguments, ...holders.map((row) => row.argumentId)])]
      .filter((id) => !claimsOf.has(id))
      .slice(0, limit - claimsOf.size);
    if (added.length === 0) break;
    const claims = await db.claim.findMany({
      where: { argumentId: { in: added } },
      orderBy: [{ argumentId: 'asc' }, { position: 'asc' }],
      select: { id: true, argumentId: true, role: true },
    });
    for (const id of added) claimsOf.set(id, { conclusionId: '', premiseIds: [] });
    for (const claim of claims) {
      const entry = claimsOf.get(claim.argumentId)!;
      if (claim.role === 'PREMISE') entry.premiseIds.push(claim.id);
      else entry.conclusionId = claim.id;
    }
    // What the added arguments lead to: the premises their links answer, their conclusions.
    const outgoing = await db.dialecticalRelationship.findMany({
      where: { sourceArgumentId: { in: added }, targetClaimId: { not: null } },
      orderBy: { id: 'asc' },
      select: { sourceArgumentId: true, targetClaimId: true, linkType: true },
    });
    for (const row of outgoing) {
      links.push({
        argumentId: String(row.sourceArgumentId),
        targetClaimId: row.targetClaimId as string,
        type: row.linkType === 'support' ? 'support' : 'refute',
      });
    }
    newClaims = [
      ...outgoing.map((row) => row.targetClaimId as string),
      ...added.map((id) => claimsOf.get(id)!.conclusionId),
    ];
    newArguments = [];
  }
  return {
    arguments: [...claimsOf].map(([id, claims]) => ({ id: String(id), ...claims })),
    links,
    equivalences: [...pairs.values()],
  };
}

/**
 * The loop `link` would close in `userId`'s networks, as argument ids starting and ending with
 * the link's argument (the engine's `findLinkCycle` on {@link linkGraphAround}), or null.
 */
export async function findLinkLoop(
  db: Db,
  userId: number,
  link: NewLink,
  limit = MAX_LOOP_SEARCH,
): Promise<number[] | null> {
  const start = { claimIds: [link.targetClaimId], argumentIds: [link.sourceArgumentId] };
  const graph = await linkGraphAround(db, userId, start, limit);
  const loop = findLinkCycle(graph, {
    argumentId: String(link.sourceArgumentId),
    targetClaimId: link.targetClaimId,
    type: link.linkType,
  });
  return loop ? loop.map(Number) : null;
}

/**
 * Refuses (409; the caller's transaction then stores nothing) a link that would close a loop,
 * naming it by the arguments' titles — an argument `userId` may not see as "an argument you
 * cannot see" (`NETWORK_MESSAGES.hiddenArgument`), never its title.
 */
export async function refuseLinkLoop(
  tx: Db & Pick<Prisma.TransactionClient, 'argument'>,
  userId: number,
  link: NewLink,
): Promise<void> {
  const loop = await findLinkLoop(tx, userId, link);
  if (loop) throw await loopConflict(tx, userId, loop);
}

/**
 * The loop declaring `claimId` and `otherClaimId` the same would close in `userId`'s networks, as
 * argument ids, the first repeated at the end (the engine's `findEquivalenceCycle` on
 * {@link linkGraphAround} from the two claims), or null.
 */
export async function findEquivalenceLoop(
  db: Db,
  userId: number,
  claimId: string,
  otherClaimId: string,
  limit = MAX_LOOP_SEARCH,
): Promise<number[] | null> {
  const start = { claimIds: [claimId, otherClaimId], argumentIds: [] };
  const graph = await linkGraphAround(db, userId, start, limit);
  const loop = findEquivalenceCycle(graph, [claimId, otherClaimId]);
  return loop ? loop.map(Number) : null;
}

/** Refuses (409) an equivalence that would close a loop, named as {@link refuseLinkLoop} does. */
export async function refuseEquivalenceLoop(
  tx: Db & Pick<Prisma.TransactionClient, 'argument'>,
  userId: number,
  claimId: string,
  otherClaimId: string,
): Promise<void> {
  const loop = await findEquivalenceLoop(tx, userId, claimId, otherClaimId);
  if (loop) throw await loopConflict(tx, userId, loop);
}

/** The 409 naming `loop` by titles the user may read. */
async function loopConflict(
  tx: Pick<Prisma.TransactionClient, 'argument'>,
  userId: number,
  loop: readonly number[],
): Promise<ConflictError> {
  const visible = await tx.argument.findMany({
    where: { AND: [{ id: { in: [...new Set(loop)] } }, visibleTo(userId)] },
    select: { id: true, title: true },
  });
  const titles = new Map(visible.map((argument) => [argument.id, argument.title]));
  return new ConflictError(
    NETWORK_MESSAGES.loop(loop.map((id) => titles.get(id) ?? NETWORK_MESSAGES.hiddenArgument)),
  );
}
