import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** How often a transaction that lost a serialization conflict is run again. */
const ATTEMPTS = 30;

/**
 * Whether `error` is a serialization conflict: Prisma's P2034, or — when COMMIT itself fails —
 * the driver adapter's error with kind `TransactionWriteConflict` (SQLSTATE 40001) or a deadlock.
 */
function isConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as {
    code?: unknown;
    cause?: { kind?: unknown; originalCode?: unknown };
  };
  return (
    code === 'P2034' ||
    cause?.kind === 'TransactionWriteConflict' ||
    cause?.originalCode === '40001' ||
    cause?.originalCode === '40P01'
  );
}

/**
 * Runs `work` in a SERIALIZABLE transaction, again when the database aborted it for a conflict
 * with a concurrent one (Prisma's P2034: PostgreSQL's serialization failure or deadlock), after
 * a short random pause. Use it for check-then-write logic that must behave as if requests came
 * one at a time, on every database: SQLite's transactions already do (they hold the write lock
 * from `BEGIN IMMEDIATE`), PostgreSQL's do at this level — at the price of such retries.
 */
export async function serializable<T>(
  db: PrismaClient,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, { isolationLevel: 'Serializable' });
    } catch (error) {
      if (!isConflict(error) || attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
