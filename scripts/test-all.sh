#!/bin/sh
# Every package's tests (`pnpm test:only`; `pnpm test` builds first). The host's suites (SQLite,
# then PostgreSQL) are the longest chain and need only the built packages, not their tests, so
# they start at once beside the other packages' tests instead of after them: `pnpm -r test` alone
# runs the packages in dependency order, which held the host back by the engine → api → mocks →
# state-machines → ui chain (5–6 minutes of a CI run).
set -u
cd "$(dirname "$0")/.."

. scripts/pnpm.sh

# Reports of an earlier run must not be counted as this run's (scripts/summarize-tests.mjs).
rm -f packages/*/test-results/vitest*.json apps/*/test-results/vitest*.json \
  mocks/test-results/vitest*.json examples/test-results/vitest*.json

$PNPM -r --filter @credence/host test &
host=$!
status=0
# --no-bail: a failing package does not stop the others, so one run reports every failure.
$PNPM -r --no-bail --filter '!@credence/host' test || status=$?
wait "$host" || status=$?
exit "$status"
