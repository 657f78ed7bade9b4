import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import {
  moduleEntries,
  pruneModuleEntries,
  workerEntries,
  workerUrlPlugin,
} from '../../scripts/moduleEntries';

export default defineConfig({
  // One chunk per module, so an app that imports `Button` gets Button, not every screen with its
  // machines; Web Workers (`*.worker.ts`) beside the chunks.
  entry: { ...moduleEntries({ index: 'src/index.ts' }), ...workerEntries() },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
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
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), workerUrlPlugin],
  onSuccess: pruneModuleEntries,
});
