#!/bin/sh
# Sets everything up from a fresh clone and runs every check: install, lint, typecheck, build,
# tests. Needs only Node 20 and npm; pnpm is installed on the way if it is missing.
set -eu
cd "$(dirname "$0")/.."

. scripts/pnpm.sh

$PNPM install --frozen-lockfile
$PNPM lint
# Packages import each other's built declarations, so build before type-checking.
$PNPM build
# Type-checking reads only sources and the built declarations, so the packages are checked in any
# order, two at a time (`--no-sort`), beside TypeDoc. One after another they took 95 s and 34 s,
# each a single busy core (134 s of CPU), so on two cores together about half of that; measured on
# a two-core machine busy with other work, 137 s → 126 s (four at a time was slower: 164 s).
$PNPM -r --no-sort --workspace-concurrency=2 typecheck &
typecheck=$!
# The API reference's TSDoc: nothing is written, any TypeDoc warning (a broken {@link}, a public
# signature naming an unexported type) fails the run.
docs=0
$PNPM exec typedoc --emit none --treatWarningsAsErrors || docs=$?
wait "$typecheck"
[ "$docs" -eq 0 ] || exit "$docs"

status=0
# The workspace was built above: CREDENCE_BUILT=1 lets the host's tests skip their own `pnpm build`
# (apps/host/scripts/build-for-tests.mjs), a second build of the host: 42 s alone, 60–90 s in CI.
CREDENCE_BUILT=1 sh scripts/test-all.sh || status=$?
node scripts/summarize-tests.mjs || true
exit "$status"
