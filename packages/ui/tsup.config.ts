import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The app installs these once; the styles compile to static class names and dist/index.css.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    '@credence/engine',
    '@credence/api',
    '@credence/state-machines',
    'xstate',
    '@xstate/react',
    '@dagrejs/dagre',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
