/**
 * Throw-away databases for tests: a migrated SQLite file in a fresh temp folder, or — when
 * `TEST_DATABASE_PROVIDER=postgresql` — a fresh PostgreSQL database on the server of
 * `TEST_POSTGRES_URL` (a role that may create databases), copied from a migrated template.
 * Asking for PostgreSQL without a reachable server fails the test; it never falls back to SQLite.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../scripts/migrate.ts';
import { MIGRATIONS_DIRS, type Provider, readMigrations } from '../../scripts/migrationFiles.ts';
import { createPrismaClient, type PrismaClient } from '../db.server.ts';

/** A real, migrated database for one test or test file. */
export interface TempDatabase {
  provider: Provider;
  /** A fresh temp folder (SQLite's file is in it; the secret file goes beside it). */
  dir: string;
  /** Its `DATABASE_URL`. */
  url: string;
  db: PrismaClient;
  /** Closes the client and opens a new one on the same database. */
  reopen(): Promise<PrismaClient>;
  cleanup(): Promise<void>;
}

/** The database the tests of this run use (`TEST_DATABASE_PROVIDER`, default SQLite). */
export function testProvider(): Provider {
  const value = process.env.TEST_DATABASE_PROVIDER ?? 'sqlite';
  if (value !== 'sqlite' && value !== 'postgresql') {
    throw new Error(`TEST_DATABASE_PROVIDER must be sqlite or postgresql, not ${value}`);
  }
  return value;
}

/** `TEST_POSTGRES_URL`, required when the tests run on PostgreSQL. */
export function testPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) {
    throw new Error(
      'TEST_DATABASE_PROVIDER=postgresql needs TEST_POSTGRES_URL: a PostgreSQL URL whose role may create databases',
    );
  }
  return url;
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `work` on a connection to the server's maintenance database of `TEST_POSTGRES_URL`. */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | undefined;

/**
 * A migrated database to copy from, named after the role and the migrations' checksums, built
 * once per server and role (under an advisory lock, as test files start in parallel processes)
 * and renamed into place only when complete. Copying a template is much faster than migrating
 * each database. The role is in the name because only a database's owner may copy it: a
 * template another role left on a shared server must not stop this run.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const digest = createHash('sha256')
      .update(
        readMigrations(MIGRATIONS_DIRS.postgresql)
          .map((m) => m.checksum)
          .join(),
      )
      .digest('hex')
      .slice(0, 16);
    const role = new URL(testPostgresUrl()).username || 'default';
    // Short enough that `${name}_building` stays within PostgreSQL's 63-byte identifiers.
    const name = `credence_tpl_${role.replace(/[^a-z0-9_]/gi, '_').slice(0, 20)}_${digest}`;
    await onServer(async (client) => {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
          name,
        ]);
        if (rowCount) return;
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await client.query(`CREATE DATABASE "${building}"`);
        await migrate(withDatabase(testPostgresUrl(), building));
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
      }
    });
    return name;
  })();
  return template;
}

/**
 * Drops a test database once its connections have closed (the client and the server have been
 * stopped; the last ones may still be going, and autovacuum may visit a new database — which
 * `WITH (FORCE)` may not end for a non-superuser). A database that stays busy is left behind with
 * a warning rather than failing the test that used it.
 */
export async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
      return;
    } catch (error) {
      if (attempt >= 50) {
        console.warn(`Test database ${name} left behind: ${String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A fresh PostgreSQL database, copied from the migrated template; answers its URL and its drop. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = await migratedTemplate();
  const name = `credence_t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  return {
    url: withDatabase(testPostgresUrl(), name),
    drop: () => dropDatabase(name),
  };
}

/** A real, migrated database of this run's provider ({@link testProvider}). */
export async function createTempDatabase(): Promise<TempDatabase> {
  const provider = testProvider();
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-host-'));
  let url: string;
  let drop = async () => {};
  if (provider === 'postgresql') {
    ({ url, drop } = await createPostgresDatabase());
  } else {
    url = `file:${path.join(dir, 'test.db')}`;
    await migrate(url);
  }
  const state: TempDatabase = {
    provider,
    dir,
    url,
    db: createPrismaClient(url),
    async reopen() {
      await state.db.$disconnect();
      state.db = createPrismaClient(url);
      return state.db;
    },
    async cleanup() {
      await state.db.$disconnect();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return state;
}
