import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  type DatabaseTarget,
  DatabaseUrlError,
  DEFAULT_DATABASE_URL,
  parseDatabaseUrl,
  redactDatabaseUrl,
} from './db/databaseUrl.ts';
import { sqliteAdapterFactory } from './db/sqliteAdapter.server.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { PrismaClient as PostgresPrismaClient } from './generated/prisma-pg/client.ts';

export type { DatabaseTarget, PrismaClient };
export { DatabaseUrlError, DEFAULT_DATABASE_URL, redactDatabaseUrl };

/** The host app's folder (`apps/host`): relative database paths are resolved against it. */
export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Connections each process keeps to PostgreSQL. Node serves one request at a time per worker,
 * so a handful covers the queries in flight; workers × hosts × this must stay under the server's
 * `max_connections` (100 by default). Override with `DATABASE_POOL_SIZE`.
 */
export const DEFAULT_POSTGRES_POOL_SIZE = 8;

/** The database `url` names (default: `DATABASE_URL`, then the default SQLite file). */
export function databaseTarget(url: string | undefined = process.env.DATABASE_URL): DatabaseTarget {
  return parseDatabaseUrl(url, APP_DIR);
}

/**
 * The absolute file path of a SQLite `DATABASE_URL` (`file:./x.db` or `file:/abs/x.db`; relative
 * paths are relative to the app folder, whatever the working directory).
 *
 * @throws {DatabaseUrlError} when the URL is not an SQLite one.
 */
export function resolveDatabasePath(url: string | undefined = process.env.DATABASE_URL): string {
  const target = databaseTarget(url);
  if (target.provider !== 'sqlite') {
    throw new DatabaseUrlError(`${redactDatabaseUrl(target.url)} is not an SQLite file`);
  }
  return target.path;
}

/** Creates the folder that will hold the database file, if needed. */
export function ensureDatabaseFolder(databasePath: string): void {
  if (databasePath !== ':memory:') mkdirSync(path.dirname(databasePath), { recursive: true });
}

/** `DATABASE_POOL_SIZE`, or the default. */
function poolSize(): number {
  const value = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_POSTGRES_POOL_SIZE;
}

/**
 * A new Prisma client on the database behind `url` (default: `DATABASE_URL`, then
 * `file:./data/credence.db`): better-sqlite3 for `file:` URLs, `pg` for `postgresql://` ones.
 * Both clients come from the one model definition (`prisma/schema.prisma`; the PostgreSQL schema
 * is generated from it), so they answer the same types.
 */
export function createPrismaClient(url?: string): PrismaClient {
  const target = databaseTarget(url);
  if (target.provider === 'postgresql') {
    const adapter = new PrismaPg({ connectionString: target.url, max: poolSize() });
    // Same models, same fields, same generated types: only the SQL dialect differs.
    return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  }
  ensureDatabaseFolder(target.path);
  return new PrismaClient({ adapter: sqliteAdapterFactory(target.path) });
}

let shared: PrismaClient | undefined;

/** The process-wide client for the configured database, created on first use. */
export function getPrisma(): PrismaClient {
  shared ??= createPrismaClient();
  return shared;
}
