import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'app/**/*.test.ts',
      'prisma/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      // Chromium end-to-end tests (playwright-core, `/usr/bin/chromium` or CHROMIUM_PATH).
      'e2e/**/*.e2e.test.ts',
    ],
    // Each test file works on its own SQLite file; better-sqlite3 is native, so use forks.
    pool: 'forks',
    // The browser tests drive several page loads per test.
    testTimeout: 60_000,
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
