import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Packs every package once (`pnpm pack`) for the tests that read or install the tarballs.
    globalSetup: ['test/globalSetup.ts'],
    // Type-checking the published declarations and building the example app take a while: about
    // 100 s and 130 s on a quiet two-core machine, over 200 s while the host's and Storybook's
    // suites run beside them (CI runs them together). These bounds catch a hang, not slowness;
    // the bundle sizes' hook builds with esbuild, past the default 10 s on a busy machine.
    testTimeout: 400_000,
    hookTimeout: 400_000,
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
