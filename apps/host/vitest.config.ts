import { defineConfig } from 'vitest/config';

/**
 * Two passes over one set of suites. The default pass runs everything on SQLite files, with the
 * Chromium end-to-end tests. The PostgreSQL pass (`pnpm test:postgres`, which sets
 * `TEST_DATABASE_PROVIDER=postgresql`) runs the model, HTTP, script and server suites again, each
 * test database a fresh one on the server of `TEST_POSTGRES_URL` (`app/testing/tempDatabase.ts`).
 */
const postgres = process.env.TEST_DATABASE_PROVIDER === 'postgresql';

/**
 * Suites about SQLite itself, left out of the PostgreSQL pass: the SQLite migration runner
 * (`migratePostgres.postgres.test.ts` is its PostgreSQL twin) and the secret file kept beside
 * the database file (PostgreSQL requires SESSION_SECRET instead, tested in
 * `sessionSecret.server.test.ts`).
 */
export const SQLITE_ONLY = ['scripts/migrate.test.ts', 'app/sessionSecret.http.test.ts'];

/** Suites that need a PostgreSQL server (`*.postgres.test.ts`): the PostgreSQL pass only. */
export const POSTGRES_ONLY = ['**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'app/**/*.test.ts',
      'prisma/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      // Chromium end-to-end tests (playwright-core, `/usr/bin/chromium` or CHROMIUM_PATH), on
      // SQLite only: they test pages, which do not depend on the database behind the models.
      ...(postgres ? [] : ['e2e/**/*.e2e.test.ts']),
    ],
    exclude: ['**/node_modules/**', ...(postgres ? SQLITE_ONLY : POSTGRES_ONLY)],
    // Each test file works on its own database; better-sqlite3 is native, so use forks.
    pool: 'forks',
    // The browser tests drive several page loads per test.
    testTimeout: 60_000,
    // The JSON reports feed the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: [
      'default',
      ['json', { outputFile: `test-results/vitest${postgres ? '-postgresql' : ''}.json` }],
    ],
  },
});
