import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from '../../scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Every story (ui's and this app's) rendered in headless Chromium, its play function a test. */
export default defineConfig({
  test: {
    // The JSON report feeds the workspace's one-line total (scripts/summarize-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            'msw-storybook-addon/csf3',
            // The style system's runtimes, imported by @credence/ui's compiled *.css.ts; found
            // late, they would make Vite re-optimise and reload the first cold run.
            '@credence/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@credence/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@credence/ui > @vanilla-extract/sprinkles/createUtils',
          ],
        },
        test: {
          name: 'storybook',
          // Above the stories' own waits for lazy parts (30 s on a loaded machine).
          testTimeout: 60_000,
          // The story files run one after another in one page, not each in a page of its own:
          // React, react-aria and the mocks load once (on two cores, 722 s → 270–290 s, 357 → 75–80 CPU
          // seconds). The preview clears the browser's storage before each story.
          isolate: false,
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
      },
    ],
  },
});
