/**
 * The migration folders, one per provider, in Prisma's standard layout
 * (`<timestamp>_<name>/migration.sql` plus `migration_lock.toml`), so that the stock
 * `prisma migrate deploy` can take over wherever Prisma's CDN is reachable.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The databases the host runs on (Prisma's provider names). */
export type Provider = 'sqlite' | 'postgresql';

/** Each provider's migrations: SQLite's in Prisma's default place, PostgreSQL's beside its schema. */
export const MIGRATIONS_DIRS: Record<Provider, string> = {
  sqlite: path.join(APP_DIR, 'prisma/migrations'),
  postgresql: path.join(APP_DIR, 'prisma/postgresql/migrations'),
};

/** Each provider's schema (PostgreSQL's is generated from SQLite's, see postgresSchema.ts). */
export const SCHEMA_PATHS: Record<Provider, string> = {
  sqlite: path.join(APP_DIR, 'prisma/schema.prisma'),
  postgresql: path.join(APP_DIR, 'prisma/postgresql/schema.prisma'),
};

/** One migration on disk. */
export interface MigrationFile {
  /** Its folder's name, `<timestamp>_<name>`. */
  name: string;
  sql: string;
  /** sha256 of the file, hex: what `_prisma_migrations.checksum` records. */
  checksum: string;
}

/** The migrations in `dir`, oldest first. */
export function readMigrations(dir: string): MigrationFile[] {
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

/** Why a run stops when an applied migration's file changed since. */
export function editedMigrationMessage(name: string): string {
  return `Migration ${name} was modified after it was applied (checksum differs). Add a new migration instead of editing an applied one.`;
}

/** Why a run stops when a migration failed earlier and was left recorded as started. */
export function failedMigrationMessage(name: string): string {
  return `Migration ${name} failed earlier and was not rolled back; fix the database and mark it rolled back before migrating again.`;
}
