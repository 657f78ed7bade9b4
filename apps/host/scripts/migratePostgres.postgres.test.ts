/**
 * The migration runner on a real PostgreSQL server (the PostgreSQL pass; `migrate.test.ts` is the
 * SQLite twin): every migration once, in order, recorded as `prisma migrate deploy` records it;
 * concurrent starts wait for one another; a failing migration leaves nothing; an edited one stops
 * the run.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, testPostgresUrl, withDatabase } from '../app/testing/tempDatabase.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS_DIRS, readMigrations } from './migrationFiles.ts';

const created: string[] = [];
const dirs: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (no template: the runner starts from nothing). */
async function emptyDatabase(): Promise<string> {
  const name = `credence_m_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  return withDatabase(testPostgresUrl(), name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function migrationsCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-pg-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIRS.postgresql, dir, { recursive: true });
  return dir;
}

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  // Not `WITH (FORCE)`: a non-superuser may not end the autovacuum worker that can be visiting a
  // new database (it failed the pass once); `dropDatabase` waits for it instead.
  for (const name of created) await dropDatabase(name);
});

describe('migrate on PostgreSQL', () => {
  const names = readMigrations(MIGRATIONS_DIRS.postgresql).map((m) => m.name);

  it('applies every migration to an empty database, recorded with its checksum; then is a no-op', async () => {
    const url = await emptyDatabase();
    const first = await migrate(url);
    expect(names.length).toBeGreaterThan(0);
    expect(first.applied).toEqual(names);
    expect(first.database).not.toContain(':credence'); // no password in the description
    const second = await migrate(url);
    expect(second).toMatchObject({ applied: [], alreadyApplied: names });
    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date }>(
      url,
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    const checksums = readMigrations(MIGRATIONS_DIRS.postgresql).map((m) => m.checksum);
    expect(rows.map((row) => row.checksum)).toEqual(checksums);
    expect(rows.every((row) => row.finished_at instanceof Date)).toBe(true);
  });

  it('lets hosts starting together migrate once: the others wait, then skip', async () => {
    const url = await emptyDatabase();
    const runs = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(runs.flatMap((run) => run.applied).sort()).toEqual([...names].sort());
    const [row] = await query<{ count: string }>(
      url,
      'SELECT count(*) AS count FROM "_prisma_migrations"',
    );
    expect(Number(row?.count)).toBe(names.length);
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const migrationsDir = migrationsCopy();
    mkdirSync(path.join(migrationsDir, '29991231000000_broken'));
    writeFileSync(
      path.join(migrationsDir, '29991231000000_broken/migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER PRIMARY KEY);\nTHIS IS NOT SQL;\n',
    );
    const url = await emptyDatabase();
    await expect(migrate(url, { migrationsDir })).rejects.toThrow();
    const half = await query(url, `SELECT 1 FROM pg_tables WHERE tablename = 'Half'`);
    expect(half).toEqual([]);
    const recorded = await query<{ migration_name: string }>(
      url,
      'SELECT migration_name FROM "_prisma_migrations"',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(names);
  });

  it('refuses to run when an applied migration was edited afterwards', async () => {
    const migrationsDir = migrationsCopy();
    const url = await emptyDatabase();
    await migrate(url, { migrationsDir });
    const [first] = readMigrations(migrationsDir);
    writeFileSync(
      path.join(migrationsDir, first!.name, 'migration.sql'),
      `${first!.sql}\n-- edited\n`,
    );
    await expect(migrate(url, { migrationsDir })).rejects.toThrow(
      /was modified after it was applied/,
    );
  });
});
