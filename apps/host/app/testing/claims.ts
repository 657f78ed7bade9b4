/**
 * Claims with short, chosen ids for tests: records must name claims of visible arguments, and
 * `p1`, `~p2` read better in expectations than generated cuids.
 */
import type { PrismaClient } from '../db.server.ts';
import { createArgument } from '../models/arguments.server.ts';

/** Adds premises with exactly these ids to an argument (after its own claims). */
export async function addClaims(
  db: PrismaClient,
  argumentId: number,
  ids: readonly string[],
): Promise<void> {
  const last = await db.claim.aggregate({ where: { argumentId }, _max: { position: true } });
  let position = (last._max.position ?? 0) + 1;
  for (const id of ids) {
    await db.claim.create({
      data: { id, argumentId, role: 'PREMISE', position: position++, content: `Claim ${id}.` },
    });
  }
}

/** A new argument of `ownerId` with `visibility` whose extra premises have exactly these ids. */
export async function argumentWithClaims(
  db: PrismaClient,
  ownerId: number,
  visibility: 'PUBLIC' | 'PRIVATE',
  ids: readonly string[],
): Promise<number> {
  const argument = await createArgument(db, ownerId, {
    title: `Claims ${ids.join(', ')}`,
    visibility,
    premises: [{ content: 'A premise.' }],
    conclusion: { content: 'A conclusion.' },
  });
  await addClaims(db, argument.id, ids);
  return argument.id;
}
