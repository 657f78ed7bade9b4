import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from './generated/prisma/client.ts';

export type { PrismaClient };

/** The host app's folder (`apps/host`): relative database paths are resolved against it. */
export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Used when `DATABASE_URL` is not set. */
export const DEFAULT_DATABASE_URL = 'file:./data/credence.db';

/**
 * The absolute file path of a SQLite `DATABASE_URL` (`file:./x.db`, `file:/abs/x.db` or a bare
 * path). Relative paths are relative to the app folder, whatever the working directory.
 */
export function resolveDatabasePath(
  url: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
) {
  const withoutScheme = url.replace(/^file:/, '').replace(/\?.*$/, '');
  if (withoutScheme === ':memory:') return withoutScheme;
  return path.resolve(APP_DIR, withoutScheme);
}

/** Creates the folder that will hold the database file, if needed. */
export function ensureDatabaseFolder(databasePath: string): void {
  if (databasePath !== ':memory:') mkdirSync(path.dirname(databasePath), { recursive: true });
}

/** A new Prisma client on the SQLite file behind `url` (default: `DATABASE_URL`, then `file:./data/credence.db`). */
export function createPrismaClient(url?: string): PrismaClient {
  const databasePath = resolveDatabasePath(url);
  ensureDatabaseFolder(databasePath);
  const adapter = new PrismaBetterSqlite3({ url: `file:${databasePath}` });
  return new PrismaClient({ adapter });
}

let shared: PrismaClient | undefined;

/** The process-wide client for the configured database, created on first use. */
export function getPrisma(): PrismaClient {
  shared ??= createPrismaClient();
  return shared;
}
