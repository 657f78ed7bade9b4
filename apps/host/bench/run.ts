/**
 * `pnpm --filter @credence/host bench`: the load benchmark. For SQLite, and for PostgreSQL when a
 * server is configured (`TEST_POSTGRES_URL`, a role that may create databases), it starts the
 * built host (one worker per core) on a fresh database, signs users in, then measures with
 * autocannon:
 *
 * - saves: `PUT /api/objects/evaluations/{id}` at 16 and 64 connections — saves/s, p50, p99 —
 *   and checks afterwards that every user's last acknowledged save is in the database;
 * - pages: signed-in loads of the evaluator page (`GET /argumentevaluator?argumentId={id}`,
 *   gzip as a browser asks) at 16 connections — pages/s, p99.
 *
 * It prints each figure next to its target (`targets.ts`) and exits non-zero only when a write
 * was lost or a request failed: a missed target is a finding to report, not a crash. The load
 * generator shares the machine with the host, as it did when the targets were set.
 * `BENCH_SECONDS` (default 10) sets each run's length; `BENCH_DATABASES=sqlite` skips PostgreSQL.
 */
import { availableParallelism, loadavg } from 'node:os';
import { assertBuilt } from '../app/testing/server.ts';
import { cpuMs } from './cpu.ts';
import { type LoadResult, runPages, runSaves, type SaveLog } from './load.ts';
import {
  type BenchDatabase,
  type BenchHost,
  postgresDatabase,
  signedInUsers,
  sqliteDatabase,
  startHost,
} from './setup.ts';
import { EVALUATOR_PAGES, POSTGRES_SAVES, SQLITE_SAVES, type Target } from './targets.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAVE_CONNECTIONS = [16, 64];
const PAGE_CONNECTIONS = 16;

interface Row {
  what: string;
  result: LoadResult;
  target?: Target;
  /** CPU milliseconds per successful request: the host's processes, and the database server's. */
  hostCpuMs: number;
  databaseCpuMs?: number;
}

/** Runs `load` and measures the CPU the host's processes (and PostgreSQL's, if any) spent on it. */
async function measured(
  host: BenchHost,
  postgres: boolean,
  load: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; hostCpuMs: number; databaseCpuMs?: number }> {
  const names = postgres ? ['postgres'] : [];
  const hostBefore = cpuMs(host.server.pid);
  const dbBefore = postgres ? cpuMs(-1, names) : 0;
  const result = await load();
  const perRequest = (ms: number) => ms / Math.max(1, result.ok);
  return {
    result,
    hostCpuMs: perRequest(cpuMs(host.server.pid) - hostBefore),
    ...(postgres ? { databaseCpuMs: perRequest(cpuMs(-1, names) - dbBefore) } : {}),
  };
}

/** Whether the figures meet the target. */
function meets(result: LoadResult, target: Target): boolean {
  return (
    result.perSecond >= target.perSecond &&
    (target.p99Ms === undefined || result.p99Ms < target.p99Ms)
  );
}

function format(row: Row): string {
  const { result, target } = row;
  const measured = `${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${String(result.p50Ms).padStart(4)} ms  p99 ${String(result.p99Ms).padStart(4)} ms`;
  const wanted = target
    ? `target ≥ ${target.perSecond}/s${target.p99Ms ? `, p99 < ${target.p99Ms} ms` : ''}  ${meets(result, target) ? 'MET' : 'MISSED'}`
    : '';
  const failures = result.failed ? `  (${result.failed} failed requests)` : '';
  const cpu = `CPU/request: host ${row.hostCpuMs.toFixed(2)} ms${row.databaseCpuMs === undefined ? '' : `, PostgreSQL ${row.databaseCpuMs.toFixed(2)} ms`}`;
  return `  ${row.what.padEnd(34)} ${measured}   ${wanted}${failures}\n  ${''.padEnd(34)} ${cpu}`;
}

/** Every user's last acknowledged save (or the one in flight at the end) is what is stored. */
async function lostWrites(host: BenchHost, log: SaveLog): Promise<string[]> {
  const rows = await host.db.userArgumentEvaluation.findMany({
    where: { argumentId: host.argumentId, userId: { in: [...log.keys()] } },
    select: { userId: true, inferenceStrength: true },
  });
  const stored = new Map(rows.map((row) => [row.userId, row.inferenceStrength]));
  const lost: string[] = [];
  for (const [userId, { acked, inFlight }] of log) {
    if (acked === undefined) continue;
    const value = stored.get(userId);
    if (value !== acked && value !== inFlight) {
      lost.push(`user ${userId}: acknowledged ${acked}, stored ${value}`);
    }
  }
  return lost;
}

async function benchOne(
  database: BenchDatabase,
  savesTarget: Target,
): Promise<{ rows: Row[]; lost: string[] }> {
  const postgres = database.label === 'PostgreSQL';
  const host = await startHost(database);
  const rows: Row[] = [];
  const lost: string[] = [];
  try {
    const users = await signedInUsers(host, 2 * Math.max(...SAVE_CONNECTIONS));
    for (const connections of SAVE_CONNECTIONS) {
      let log: SaveLog = new Map();
      const run = await measured(host, postgres, async () => {
        const saves = await runSaves(
          host.server.base,
          users,
          host.argumentId,
          connections,
          SECONDS,
        );
        log = saves.log;
        return saves.result;
      });
      rows.push({ what: `saves, ${connections} connections`, target: savesTarget, ...run });
      lost.push(...(await lostWrites(host, log)));
    }
    const pages = await measured(host, postgres, () =>
      runPages(host.server.base, users, host.argumentId, PAGE_CONNECTIONS, SECONDS),
    );
    rows.push({
      what: `evaluator pages, ${PAGE_CONNECTIONS} connections`,
      target: EVALUATOR_PAGES,
      ...pages,
    });
  } finally {
    await host.db.$disconnect();
    await host.server.stop();
    await database.drop();
  }
  return { rows, lost };
}

assertBuilt();
const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,postgresql').split(',');
const runs: { label: string; make: () => Promise<BenchDatabase>; saves: Target }[] = [];
if (wanted.includes('sqlite'))
  runs.push({ label: 'SQLite', make: async () => sqliteDatabase(), saves: SQLITE_SAVES });
if (wanted.includes('postgresql')) {
  const server = process.env.TEST_POSTGRES_URL;
  if (server)
    runs.push({ label: 'PostgreSQL', make: () => postgresDatabase(server), saves: POSTGRES_SAVES });
  else
    console.log(
      'PostgreSQL: not measured (set TEST_POSTGRES_URL to a role that may create databases).',
    );
}

let failed = false;
console.log(
  `Credence host bench: ${SECONDS} s per run, built host, one worker per core, fresh database; ` +
    `load average before: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores.`,
);
for (const run of runs) {
  const { rows, lost } = await benchOne(await run.make(), run.saves);
  console.log(`\n${run.label}`);
  for (const row of rows) console.log(format(row));
  if (lost.length) {
    failed = true;
    console.log(
      `  LOST ACKNOWLEDGED WRITES (${lost.length}):\n    ${lost.slice(0, 10).join('\n    ')}`,
    );
  } else {
    console.log('  every acknowledged save is in the database');
  }
  if (rows.some((row) => row.result.failed > 0)) failed = true;
}
process.exit(failed ? 1 : 0);
