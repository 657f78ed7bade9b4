#!/bin/sh
# Runs every benchmark, even after one misses a target (each prints its figures beside its
# targets), and fails if any missed.
cd "$(dirname "$0")/.." || exit 1
status=0
node --expose-gc --import tsx bench/run.ts || status=1
node --import tsx bench/logic.ts || status=1
node --import tsx bench/sat.ts || status=1
node --import tsx bench/deliberation.ts || status=1
node --import tsx bench/reconstruction.ts || status=1
node --import tsx bench/network.ts || status=1
node --import tsx bench/aif.ts || status=1
exit "$status"
