import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One process for every file, not one each: the suites hold no state between files (no
    // module mocks, no globals), and loading the dependencies once per file was most of the run
    // (CPU seconds on two cores, 79 → 38; every test passing both ways).
    isolate: false,
    // The tests start beside the host's suites (scripts/test-all.sh): on two busy cores a property
    // test that takes under a second alone took over Vitest's default 5 s. A bound for a hang.
    testTimeout: 30_000,
    environment: 'node',
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
