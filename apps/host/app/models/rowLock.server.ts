import type { Prisma } from '../generated/prisma/client.ts';

/**
 * Makes the surrounding transaction the only one working on argument `argumentId` until it
 * ends, on both databases: a no-op update of the argument's row (`id = id`, which neither moves
 * `updatedAt` nor cascades anywhere). PostgreSQL holds a row lock on it until commit, so a second
 * transaction doing the same waits, then reads what the first wrote; SQLite's transactions hold
 * the whole file's write lock from their start (`BEGIN IMMEDIATE`), so there it costs nothing.
 * Use it before a read that decides a write (the next version number, the current flag).
 */
export async function lockArgumentRow(
  tx: Prisma.TransactionClient,
  argumentId: number,
): Promise<void> {
  await tx.$executeRaw`UPDATE "Argument" SET "id" = "id" WHERE "id" = ${argumentId}`;
}
