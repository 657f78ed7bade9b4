// The PostgreSQL pass of the host's tests (`pnpm test:postgres`, also the last step of `pnpm
// test`): the suites whose outcome depends on the database (`POSTGRES_PASS` in vitest.config.ts)
// again, on fresh PostgreSQL databases created on the server of TEST_POSTGRES_URL (a role that may
// create databases; .ci/run sets one up).
// Without TEST_POSTGRES_URL it says loudly that the pass did not run — and fails under CI, where
// a missing PostgreSQL must never pass for a green run.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A report left by an earlier pass must not be counted as this run's (scripts/summarize-tests.mjs).
rmSync(path.join(appDir, 'test-results/vitest-postgresql.json'), { force: true });

if (!process.env.TEST_POSTGRES_URL) {
  const message =
    'PostgreSQL pass NOT RUN: set TEST_POSTGRES_URL=postgresql://<user>:<password>@127.0.0.1:5432/<database> ' +
    '(a role with CREATEDB; see apps/host/README.md, "Running on PostgreSQL").';
  if (process.env.CI) {
    console.error(`${message} CI requires it.`);
    process.exit(1);
  }
  console.warn(`\n*** ${message} ***\n`);
  process.exit(0);
}

console.log(
  'PostgreSQL pass: the suites about the database (POSTGRES_PASS) on fresh PostgreSQL databases.',
);
// The package's own vitest, whether or not this runs under pnpm (which puts it on PATH).
const vitest = path.join(appDir, 'node_modules/.bin/vitest');
const result = spawnSync(vitest, ['run', ...process.argv.slice(2)], {
  cwd: appDir,
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_PROVIDER: 'postgresql' },
});
if (result.error) console.error(`Could not run ${vitest}: ${result.error.message}`);
process.exit(result.status ?? 1);
