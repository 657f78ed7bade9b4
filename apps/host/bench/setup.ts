/**
 * A fresh database and a running built host for one bench run, and the signed-in users that
 * drive it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPrismaClient, type PrismaClient } from '../app/db.server.ts';
import { hashPassword } from '../app/models/users.server.ts';
import { type RunningServer, startServer } from '../app/testing/server.ts';
import { withDatabase } from '../app/testing/tempDatabase.ts';
import type { BenchUser } from './load.ts';

/** A fresh, empty database; the host migrates and seeds it when it starts. */
export interface BenchDatabase {
  label: string;
  url: string;
  drop(): Promise<void>;
}

/** An SQLite file in a new temp folder. */
export function sqliteDatabase(): BenchDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-bench-'));
  return {
    label: 'SQLite',
    url: `file:${path.join(dir, 'bench.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new database on the server of `serverUrl` (a role that may create databases). */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `credence_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  return {
    label: 'PostgreSQL',
    url: withDatabase(serverUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** The running host, the test's own client on its database, and the seeded argument to load. */
export interface BenchHost {
  server: RunningServer;
  db: PrismaClient;
  argumentId: number;
}

/**
 * Starts the built host on `database` (it migrates and seeds it) with one worker per core;
 * `extraEnv` adds variables and `nodeArgs` Node options (e.g. `--cpu-prof` to profile).
 */
export async function startHost(
  database: BenchDatabase,
  extraEnv: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<BenchHost> {
  // SESSION_SECRET: the bench's own; AI off (the pages do not call it). WEB_CONCURRENCY unset:
  // the start command's own default of one worker per core, not the test hosts' one worker.
  const server = await startServer(
    database.url,
    {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      WEB_CONCURRENCY: undefined,
      ...extraEnv,
    },
    nodeArgs,
  );
  const db = createPrismaClient(database.url);
  const seeded = await db.argument.findFirstOrThrow({
    where: { visibility: 'PUBLIC' },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return { server, db, argumentId: seeded.id };
}

/**
 * `count` users, created straight in the database (sign-up is throttled per address, as it should
 * be) and signed in through the real `/login` form, which is what hands out their cookies.
 */
export async function signedInUsers(host: BenchHost, count: number): Promise<BenchUser[]> {
  const password = 'bench-password';
  const passwordHash = await hashPassword(password);
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench${i}@bench.local`;
    const user = await host.db.user.create({
      data: { email, name: `Bench ${i}`, passwordHash },
      select: { id: true },
    });
    const response = await fetch(`${host.server.base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: host.server.base,
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (response.status !== 302 || !cookie) {
      throw new Error(`Signing in ${email} answered ${response.status}`);
    }
    users.push({ id: user.id, cookie });
  }
  return users;
}
