import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  editedMigrationMessage,
  failedMigrationMessage,
  type MigrationFile,
} from './migrationFiles.ts';

/**
 * The advisory lock `prisma migrate deploy` takes on PostgreSQL: holding the same one, this
 * runner, another host starting at the same moment and Prisma's CLI never migrate at once.
 */
const PRISMA_MIGRATE_LOCK = 72707369;

/** Prisma's own definition of its bookkeeping table on PostgreSQL. */
const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface MigrationRow {
  checksum: string;
  finished_at: Date | null;
}

/**
 * Applies `migrations` (oldest first) to the PostgreSQL database at `url`: each in its own
 * transaction with its `_prisma_migrations` row, so a failing one leaves nothing behind.
 * Answers the names applied now and those applied before.
 */
export async function migratePostgres(
  url: string,
  migrations: MigrationFile[],
  log: (line: string) => void,
): Promise<{ applied: string[]; alreadyApplied: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A session lock: ending the connection (below, or by a crash) releases it.
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(MIGRATIONS_TABLE_SQL);
    const applied: string[] = [];
    const alreadyApplied: string[] = [];
    for (const migration of migrations) {
      await client.query('BEGIN');
      try {
        const { rows } = await client.query<MigrationRow>(
          'SELECT checksum, finished_at FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL',
          [migration.name],
        );
        const done = rows.find((row) => row.finished_at !== null);
        if (done) {
          if (done.checksum !== migration.checksum) {
            throw new Error(editedMigrationMessage(migration.name));
          }
          await client.query('COMMIT');
          alreadyApplied.push(migration.name);
          continue;
        }
        if (rows.length > 0) throw new Error(failedMigrationMessage(migration.name));
        const startedAt = new Date();
        // A script without parameters goes through the simple protocol: several statements at once.
        await client.query(migration.sql);
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)',
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await client.query('COMMIT');
        applied.push(migration.name);
        log(`Applied migration ${migration.name}`);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
    if (applied.length === 0) log('No pending migrations.');
    return { applied, alreadyApplied };
  } finally {
    await client.end();
  }
}
