import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { APP_DIR, ensureDatabaseFolder, resolveDatabasePath } from '../app/db.server.ts';

/**
 * Applies pending migrations from `prisma/migrations/<timestamp>_<name>/migration.sql`, in name
 * order, each inside its own transaction, and records each in `_prisma_migrations` with the
 * file's sha256 — the same table and checksum `prisma migrate deploy` uses, so either tool can
 * take over. Safe to run at every start: applied migrations are skipped.
 *
 * (Prisma's own CLI needs a native schema engine from a CDN that is unreachable here.)
 */

export const MIGRATIONS_DIR = path.join(APP_DIR, 'prisma/migrations');

/** Prisma's own definition of its bookkeeping table on SQLite. */
const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateResult {
  databasePath: string;
  applied: string[];
  alreadyApplied: string[];
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: string | null;
  rolled_back_at: string | null;
}

/** The migrations on disk, oldest first. */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Applies every pending migration to the database behind `url` (default: `DATABASE_URL`). */
export function migrate(
  url?: string,
  options: { migrationsDir?: string; log?: (line: string) => void } = {},
): MigrateResult {
  const log = options.log ?? (() => {});
  const databasePath = resolveDatabasePath(url);
  ensureDatabaseFolder(databasePath);
  const db = new Database(databasePath);
  try {
    db.pragma('foreign_keys = ON');
    db.exec(MIGRATIONS_TABLE_SQL);
    const migrations = readMigrations(options.migrationsDir);
    const applied: string[] = [];
    const alreadyApplied: string[] = [];

    for (const migration of migrations) {
      // BEGIN IMMEDIATE: a second process starting at the same time waits, then sees the row.
      const outcome = db
        .transaction(() => {
          const rows = db
            .prepare(
              'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE migration_name = ? AND rolled_back_at IS NULL',
            )
            .all(migration.name) as MigrationRow[];
          const done = rows.find((row) => row.finished_at !== null);
          if (done) {
            if (done.checksum !== migration.checksum) {
              throw new Error(
                `Migration ${migration.name} was modified after it was applied (checksum differs). Add a new migration instead of editing an applied one.`,
              );
            }
            return 'skipped' as const;
          }
          if (rows.length > 0) {
            throw new Error(
              `Migration ${migration.name} failed earlier and was not rolled back; fix the database and mark it rolled back before migrating again.`,
            );
          }
          const startedAt = new Date().toISOString();
          db.exec(migration.sql);
          db.prepare(
            'INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count) VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)',
          ).run(
            randomUUID(),
            migration.checksum,
            new Date().toISOString(),
            migration.name,
            startedAt,
          );
          return 'applied' as const;
        })
        .immediate();
      if (outcome === 'applied') {
        applied.push(migration.name);
        log(`Applied migration ${migration.name}`);
      } else {
        alreadyApplied.push(migration.name);
      }
    }
    if (applied.length === 0) log('No pending migrations.');
    return { databasePath, applied, alreadyApplied };
  } finally {
    db.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const result = migrate(undefined, { log: (line) => console.log(line) });
    console.log(`Database ${result.databasePath} is up to date.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
