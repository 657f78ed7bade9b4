import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Packs every package once (`pnpm pack`) for the tests that read or install the tarballs.
    globalSetup: ['test/globalSetup.ts'],
    // Type-checking the published declarations and building the example app take a while.
    testTimeout: 120_000,
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
