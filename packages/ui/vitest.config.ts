import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      // The hydration test renders on the "server" first.
      'react-dom/server',
      'react-aria-components',
      'vitest-browser-react',
      'vitest-browser-react/pure',
      // The style system's runtimes (compiled *.css.ts import them): found late, they would make
      // Vite re-optimise and reload the first cold run.
      '@vanilla-extract/dynamic',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/sprinkles/createUtils',
    ],
  },
  test: {
    include: ['src/**/*.test.tsx'],
    // The test files run one after another in one page, not each in a page of its own: React,
    // react-aria and the mocks load once (on a quiet two-core machine 314 s → about 100 s). What
    // a file must not inherit from the one before is reset before each test (the setup file).
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
    // `expect.element` and `expect.poll` wait 1 s by default, too short on two cores busy with the
    // other packages' suites; a state that never comes still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumExecutable,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
