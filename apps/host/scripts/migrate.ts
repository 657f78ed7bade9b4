import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { databaseTarget, ensureDatabaseFolder, redactDatabaseUrl } from '../app/db.server.ts';
import { migratePostgres } from './migratePostgres.ts';
import {
  editedMigrationMessage,
  failedMigrationMessage,
  MIGRATIONS_DIRS,
  type MigrationFile,
  readMigrations,
} from './migrationFiles.ts';

/**
 * Applies pending migrations of the database's provider (`prisma/migrations` for SQLite,
 * `prisma/postgresql/migrations` for PostgreSQL), in name order, each inside its own transaction,
 * and records each in `_prisma_migrations` with the file's sha256 — the same table and checksum
 * `prisma migrate deploy` uses, so either tool can take over. Safe to run at every start and from
 * several processes at once: applied migrations are skipped, and concurrent runs wait for one
 * another (SQLite's write lock; PostgreSQL's advisory lock, the one Prisma takes).
 *
 * (Prisma's own CLI needs a native schema engine from a CDN that is unreachable here; the
 * WebAssembly engine writes and checks the migrations, see `schemaEngine.ts`.)
 */

/** SQLite's migrations (kept as an export for the tests and tools that predate PostgreSQL). */
export const MIGRATIONS_DIR = MIGRATIONS_DIRS.sqlite;
export { type MigrationFile, readMigrations };

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

/** What a run did. */
export interface MigrateResult {
  /** The database, for messages: the SQLite file, or the PostgreSQL URL without its password. */
  database: string;
  /** The SQLite file (absent for PostgreSQL). */
  databasePath?: string;
  applied: string[];
  alreadyApplied: string[];
}

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** Another migrations folder (tests); default: the provider's own. */
  migrationsDir?: string;
  log?: (line: string) => void;
}

/**
 * Applies every pending migration to the database behind `url` (default: `DATABASE_URL`).
 *
 * @throws when a migration fails (it is rolled back and not recorded), or an applied one was
 *   edited afterwards, or an earlier failure was never resolved.
 */
export async function migrate(url?: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const target = databaseTarget(url);
  const log = options.log ?? (() => {});
  if (target.provider === 'postgresql') {
    const migrations = readMigrations(options.migrationsDir ?? MIGRATIONS_DIRS.postgresql);
    const result = await migratePostgres(target.url, migrations, log);
    return { database: redactDatabaseUrl(target.url), ...result };
  }
  const migrations = readMigrations(options.migrationsDir ?? MIGRATIONS_DIRS.sqlite);
  return migrateSqlite(target.path, migrations, log);
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: string | null;
  rolled_back_at: string | null;
}

/** SQLite: the file at `databasePath`, switched to WAL (it stays so) for several processes. */
function migrateSqlite(
  databasePath: string,
  migrations: MigrationFile[],
  log: (line: string) => void,
): MigrateResult {
  ensureDatabaseFolder(databasePath);
  const db = new Database(databasePath);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.exec(MIGRATIONS_TABLE_SQL);
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
              throw new Error(editedMigrationMessage(migration.name));
            }
            return 'skipped' as const;
          }
          if (rows.length > 0) {
            throw new Error(failedMigrationMessage(migration.name));
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
    return { database: databasePath, databasePath, applied, alreadyApplied };
  } finally {
    db.close();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    const result = await migrate(undefined, { log: (line) => console.log(line) });
    console.log(`Database ${result.database} is up to date.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
