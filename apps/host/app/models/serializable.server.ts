import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** How often a transaction that lost a serialization conflict is run again. */
const ATTEMPTS = 30;

/**
 * Prisma's waits for such a transaction, above its defaults (2 s to start, 5 s to finish): on
 * SQLite a worker runs one transaction at a time, so a burst of sign-ins queues behind the write
 * lock, and on a loaded machine the defaults turned a queued attempt into an error.
 */
const TRANSACTION_WAITS = { maxWait: 15_000, timeout: 15_000 };

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
      return await db.$transaction(work, { isolationLevel: 'Serializable', ...TRANSACTION_WAITS });
    } catch (error) {
      if (!isConflict(error) || attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
