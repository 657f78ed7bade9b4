#!/bin/sh
# Every package's tests (`pnpm test:only`; `pnpm test` builds first), in two lanes that start
# together:
#
# - the host's suites (its SQLite pass with the browser tests, then its PostgreSQL pass), the
#   longest chain, which needs only the built packages, not their tests;
# - every other package in the workspace's order: a package's tests start once those of the
#   packages it depends on have passed or failed, up to four at a time (pnpm's default).
#
# In the workspace's order alone the host, which depends on every package, waited for all their
# tests (ui's among them) before it began. Measured alone on a quiet two-core machine when the
# lanes came in, the host's lane took about 810 s, the other about 770 s (engine, api, state
# machines and mocks 160 s, ui 314 s, then Storybook and the examples side by side); the packages'
# test files have shared a process or page since (ui about 100 s), and a whole CI run takes
# about 16 minutes.
set -u
cd "$(dirname "$0")/.."

. scripts/pnpm.sh

# Reports of an earlier run must not be counted as this run's (scripts/summarize-tests.mjs).
rm -f packages/*/test-results/vitest*.json apps/*/test-results/vitest*.json \
  mocks/test-results/vitest*.json examples/test-results/vitest*.json

host_status=$(mktemp)
# Its lines carry the package's name, as pnpm gives the other packages' lines.
(
  $PNPM --filter @credence/host test 2>&1
  echo $? >"$host_status"
) | awk '{ print "apps/host test: " $0; fflush() }' &
host_lane=$!

# --no-bail: a failing package does not stop the others, so one run reports every failure.
$PNPM -r --no-bail --filter '!@credence/host' test
others=$?

wait "$host_lane"
host=$(cat "$host_status")
rm -f "$host_status"
[ "$others" -eq 0 ] && [ "$host" -eq 0 ]
