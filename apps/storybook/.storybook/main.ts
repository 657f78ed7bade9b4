import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One Storybook for the workspace: @credence/ui's stories (read from source; they import
 * `*.css.ts`, compiled by the vanilla-extract plugin) and this app's own stories, with the MSW
 * service worker served from `public/`.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  // addon-docs builds an autodocs page (stories and a props table from react-docgen) for every
  // component; addon-a11y runs axe on every story, in the browser and in the story tests.
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs', '@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { dedupe: ['react', 'react-dom'] },
      optimizeDeps: { include: ['msw-storybook-addon/csf3'] },
      // One iframe bundle holds every story; its size is expected.
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
