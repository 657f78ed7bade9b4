import { defineConfig } from 'tsup';
import { moduleEntries, pruneModuleEntries } from '../../scripts/moduleEntries';

export default defineConfig({
  // One chunk per module, so an app's bundler keeps only the machines it imports.
  entry: moduleEntries({ index: 'src/index.ts' }),
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['@credence/api', '@credence/engine', 'xstate'],
  onSuccess: pruneModuleEntries,
});
