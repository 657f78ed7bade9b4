import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two passes. The default pass runs every suite on SQLite files, with the Chromium end-to-end
 * tests. The PostgreSQL pass (`pnpm test:postgres`, which sets `TEST_DATABASE_PROVIDER=postgresql`)
 * runs again the suites whose outcome depends on the database (`POSTGRES_PASS`), each test database
 * a fresh one on the server of `TEST_POSTGRES_URL` (`app/testing/tempDatabase.ts`).
 */
const postgres = process.env.TEST_DATABASE_PROVIDER === 'postgresql';

/**
 * Suites about SQLite itself, left out of the PostgreSQL pass: the SQLite migration runner
 * (`migratePostgres.postgres.test.ts` is its PostgreSQL twin) and the secret file kept beside
 * the database file (PostgreSQL requires SESSION_SECRET instead, tested in
 * `sessionSecret.server.test.ts`).
 */
export const SQLITE_ONLY = [
  'scripts/migrate.test.ts',
  'app/sessionSecret.http.test.ts',
  // The SQLite adapter's prepared-statement cache, on better-sqlite3 directly.
  'app/db/statementCache.server.test.ts',
];

/**
 * Suites whose outcome cannot depend on the database, also left out of the PostgreSQL pass, which
 * is about the database: running them twice tests nothing new. Each was checked to open no
 * database (no temp database, server or Prisma client; only pure functions), except
 * `server/slowClients.http.test.ts`: its host starts on a database like every HTTP suite's, but
 * its requests are cut off by the socket time limits before any route runs (it waits out the 10 s
 * and 30 s limits: 33 s of the PostgreSQL pass). A suite that starts using the database must leave
 * this list.
 */
export const DATABASE_FREE = [
  'server/slowClients.http.test.ts',
  'server/heartbeat.test.ts',
  'server/sameOrigin.test.ts',
  'server/workers.test.ts',
  'scripts/clientBundle.test.ts',
  'scripts/steps.test.ts',
  'app/ai/client.server.test.ts',
  'app/ai/complete.server.test.ts',
  'app/ai/offline.server.test.ts',
  'app/ai/offlineWorker.server.test.ts',
  'app/ai/prompts/prompts.test.ts',
  'app/ai/prompts/reconstructionPlacement.test.ts',
  'app/ai/provider.server.test.ts',
  'app/ai/receipt.server.test.ts',
  'app/ai/reconstructionRepair.server.test.ts',
  'app/ai/timeout.server.test.ts',
  'app/authoring/argdownInference.test.ts',
  'app/explore/exploreTabs.test.ts',
  'app/home/homeSections.test.ts',
  'app/home/paging.test.ts',
  'app/models/evaluationLocks.server.test.ts',
  'app/models/logic.server.test.ts',
  'app/share/cardPng.server.test.ts',
  'app/share/openGraph.test.ts',
  'app/shell/ErrorPage.test.ts',
  'app/testing/pngDiff.test.ts',
  'app/utils.test.ts',
];

/** Suites that need a PostgreSQL server (`*.postgres.test.ts`): the PostgreSQL pass only. */
export const POSTGRES_ONLY = ['**/*.postgres.test.ts'];

/**
 * What the PostgreSQL pass runs: every suite of the code that speaks to the database (the models
 * and other `*.server` modules, the seed, the migrations and the schema's twin), and the HTTP
 * suites about what the database must hold across requests, processes and failures, or must
 * refuse: the host starting on it, sessions, concurrent and stale saves, sign-in throttling across
 * processes, two hosts on one database, a worker killed mid-write, a stop with a request in
 * flight, every route fuzzed (text PostgreSQL refuses, such as NUL, and ids beyond its 32-bit
 * integers must still get a 4xx and store nothing), the boundary's refusals and the outside
 * re-test's limits. The other HTTP suites test routes over the same models, whose queries the
 * model suites run here; running them again (93 s of a 384 s pass, measured) tests nothing new.
 */
export const POSTGRES_PASS = [
  'app/**/*.server.test.ts',
  'prisma/**/*.test.ts',
  'scripts/**/*.test.ts',
  'app/server.http.test.ts',
  'app/sessions.http.test.ts',
  'app/evaluationPersistence.http.test.ts',
  'app/signInThrottle.http.test.ts',
  'app/twoHosts.http.test.ts',
  'app/security/durability.http.test.ts',
  'app/security/gracefulStop.http.test.ts',
  'app/security/routeFuzz.http.test.ts',
  'app/security/boundary.http.test.ts',
  'app/security/trustHost.http.test.ts',
];

/**
 * Suites that replace a module (`vi.mock`), which needs the file's own process; every other file
 * shares its worker's process with the files before it.
 */
export const OWN_PROCESS = ['app/models/verifyLogin.server.test.ts'];

const include = postgres
  ? POSTGRES_PASS
  : [
      'app/**/*.test.ts',
      'prisma/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      // Chromium end-to-end tests (playwright-core, `/usr/bin/chromium` or CHROMIUM_PATH), on
      // SQLite only: they test pages, which do not depend on the database behind the models.
      'e2e/**/*.e2e.test.ts',
    ];
const exclude = [
  '**/node_modules/**',
  ...(postgres ? [...SQLITE_ONLY, ...DATABASE_FREE] : POSTGRES_ONLY),
];

export default defineConfig({
  test: {
    environment: 'node',
    // Each test file works on its own database; better-sqlite3 is native, so use forks.
    pool: 'forks',
    // At least two test files at a time, also on two cores, where Vitest's default (cores − 1)
    // runs one: a file spends much of its time waiting on its host's start, a browser or a time
    // limit. Measured on two cores shared with other work: four slow files (a browser suite,
    // durability, slowClients, sessions) 134 s → 70 s and 81 s → 57 s; five on PostgreSQL
    // 47 s → 33 s; the whole SQLite pass, 95 files, 613 s (774 s one at a time in the last CI
    // log), every file passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The browser tests drive several page loads per test.
    testTimeout: 60_000,
    // `expect.poll` waits 1 s by default: on two cores busy with other suites a reconstruction or
    // a recalculation in Chromium can take longer than that (CI's trustAuthoring failure).
    expect: { poll: { timeout: 15_000 } },
    // The JSON reports feed the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: [
      'default',
      ['json', { outputFile: `test-results/vitest${postgres ? '-postgresql' : ''}.json` }],
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'host',
          include,
          exclude: [...exclude, ...OWN_PROCESS],
          // A worker's files run one after another in one process: Prisma, the app's modules and
          // playwright load once per worker, not once per file. Every suite makes its own
          // database and host, so nothing else is shared. Measured on a quiet two-core machine:
          // the SQLite pass 913 s → 641 s (1,164 → 841 CPU seconds); the PostgreSQL pass, with
          // POSTGRES_PASS, 392 s → 169 s (614 → 241 CPU seconds).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'host (own process)', include: OWN_PROCESS, exclude, isolate: true },
      },
    ],
  },
});
