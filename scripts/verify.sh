#!/bin/sh
# Sets everything up from a fresh clone and runs every check: install, lint, typecheck, build,
# tests. Needs only Node 20 and npm; pnpm is installed on the way if it is missing.
#
# One line per step with its time (apps/host/scripts/steps.mjs); the output of install, lint,
# the builds, typecheck and TypeDoc goes to apps/host/data/verify.log and is shown only when a
# step fails (its last 40 lines), or always with VERBOSE=1. The tests print as they always have
# (CI reads them), then their timed line, and the run ends with the one-line total.
set -eu
cd "$(dirname "$0")/.."

STEPS_LOG=$(pwd)/apps/host/data/verify.log
export STEPS_LOG
mkdir -p apps/host/data
: >"$STEPS_LOG"
step() { node apps/host/scripts/steps.mjs "$@"; }

. scripts/pnpm.sh

step run install -- $PNPM install --frozen-lockfile
step run lint -- $PNPM lint
# Packages import each other's built declarations, so build before type-checking: every package
# with a build script, each once the packages it depends on are built, two at a time on two cores.
step build --all
# Type-checking reads only sources and the built declarations, so the packages are checked in any
# order, two at a time (`--no-sort`), beside TypeDoc. One after another they took 95 s and 34 s,
# each a single busy core (134 s of CPU), so on two cores together about half of that; measured on
# a two-core machine busy with other work, 137 s → 126 s (four at a time was slower: 164 s).
step run typecheck -- $PNPM -r --no-sort --workspace-concurrency=2 typecheck &
typecheck=$!
# The API reference's TSDoc: nothing is written, any TypeDoc warning (a broken {@link}, a public
# signature naming an unexported type) fails the run.
docs=0
step run typedoc -- $PNPM exec typedoc --emit none --treatWarningsAsErrors || docs=$?
wait "$typecheck"
[ "$docs" -eq 0 ] || exit "$docs"

echo "  The output of the steps so far: apps/host/data/verify.log; the tests print below."
status=0
# The workspace was built above: CREDENCE_BUILT=1 lets the host's tests skip their own `pnpm build`
# (apps/host/scripts/build-for-tests.mjs), a second build of the host: 42 s alone, 60–90 s in CI.
CREDENCE_BUILT=1 step run tests --stream -- sh scripts/test-all.sh || status=$?
node scripts/summarize-tests.mjs || true
exit "$status"
