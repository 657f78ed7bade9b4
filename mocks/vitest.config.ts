import { defineConfig } from 'vitest/config';
import { nodePackageTestOptions } from '../scripts/vitestNodePackage';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    ...nodePackageTestOptions,
    environment: 'node',
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
