#!/bin/sh
# Installs, builds and starts the Credence host from a fresh clone (`npm run serve`).
# Needs only Node 20 and npm; pnpm is installed on the way if it is missing.
# PORT (default 3000), HOST, DATABASE_URL (default apps/host/data/credence.db) and
# SESSION_SECRET are passed through to the server.
#
# One line per step with its time (apps/host/scripts/steps.mjs); the tools' own output goes to
# apps/host/data/serve.log, shown only when a step fails (its last 40 lines). VERBOSE=1 shows it
# all. The build covers only what the host serves: the host and the workspace packages it
# depends on (not Storybook or the examples), and of those packages their JavaScript, not their
# type declarations (`--js-only`: those are for editors, `pnpm typecheck` and npm, and took most
# of the build's time; `pnpm build` writes them). Packages unchanged since their last build are
# skipped, so a second `npm run serve` goes almost straight to the start, as `pnpm start` does.
set -eu
cd "$(dirname "$0")/.."

STEPS_STARTED=$(node -p 'Date.now()')
STEPS_LOG=$(pwd)/apps/host/data/serve.log
export STEPS_STARTED STEPS_LOG
mkdir -p apps/host/data
: >"$STEPS_LOG"

. scripts/pnpm.sh

node apps/host/scripts/steps.mjs run install -- $PNPM install --frozen-lockfile
node apps/host/scripts/steps.mjs build --changed --js-only @credence/host
# The host's own start (`pnpm start` without pnpm's banner), in its folder (Remix finds its
# assets from there): migrations, seed, listening, each with its time, then how the
# administrator is chosen and this log's name.
cd apps/host
exec node scripts/start.mjs
