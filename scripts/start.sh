#!/bin/sh
# Installs, builds and starts the Credence host from a fresh clone (`npm run serve`).
# Needs only Node 20 and npm; pnpm is installed on the way if it is missing.
# PORT (default 3000), HOST, DATABASE_URL (default apps/host/data/credence.db) and
# SESSION_SECRET are passed through to the server.
set -eu
cd "$(dirname "$0")/.."

. scripts/pnpm.sh

$PNPM install --frozen-lockfile
$PNPM build
exec $PNPM start
