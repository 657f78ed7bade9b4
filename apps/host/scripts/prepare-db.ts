import { createPrismaClient } from '../app/db.server.ts';
import { SEED_USER_EMAIL, seed } from '../prisma/seed.ts';
import { migrate } from './migrate.ts';

/** What {@link prepareDatabase} did, for the start's lines (`server/main.ts`). */
export interface PreparedDatabase {
  /** The database, for messages: the SQLite file, or the PostgreSQL URL without its password. */
  database: string;
  /** The migrations applied now, and how many were applied before. */
  applied: string[];
  alreadyApplied: number;
  migrateMs: number;
  /** Set when the database was empty and got the sample data. */
  seeded?: { email: string; argumentIds: number[]; ms: number };
  /** How many accounts have the ADMIN role. */
  admins: number;
}

/**
 * Run before serving (`server/main.ts`): applies pending migrations, then seeds the sample data
 * when the database is empty (no users and no arguments). Never touches a used database. Prints
 * nothing: the start says what it did in a line or two.
 */
export async function prepareDatabase(): Promise<PreparedDatabase> {
  let started = performance.now();
  const result = await migrate();
  const migrateMs = performance.now() - started;
  const db = createPrismaClient();
  try {
    const [users, argumentCount] = await Promise.all([db.user.count(), db.argument.count()]);
    let seeded: PreparedDatabase['seeded'];
    if (users === 0 && argumentCount === 0) {
      started = performance.now();
      const { argumentIds } = await seed(db);
      seeded = { email: SEED_USER_EMAIL, argumentIds, ms: performance.now() - started };
    }
    const admins = await db.user.count({ where: { role: 'ADMIN' } });
    return {
      database: result.database,
      applied: result.applied,
      alreadyApplied: result.alreadyApplied.length,
      migrateMs,
      seeded,
      admins,
    };
  } finally {
    await db.$disconnect();
  }
}
