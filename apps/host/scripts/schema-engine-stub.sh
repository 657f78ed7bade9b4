#!/bin/sh
# Stand-in for Prisma's native schema engine, which is downloaded from a CDN that this network
# cannot reach. `prisma generate` only asks it for its version (generation itself runs in Wasm);
# migrations are applied by scripts/migrate.ts instead.
if [ "$1" = "--version" ]; then
  echo "schema-engine-cli 0.0.0-stub"
  exit 0
fi
echo "schema-engine stub: the native schema engine is not available here; use pnpm db:migrate" >&2
exit 1
