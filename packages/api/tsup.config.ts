import { defineConfig } from 'tsup';
import { moduleEntries, pruneModuleEntries } from '../../scripts/moduleEntries';

export default defineConfig({
  // One chunk per module, so an app's bundler keeps only the schemas and calls it imports.
  entry: moduleEntries({ index: 'src/index.ts' }),
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Workspace packages and zod stay imports: the app installs them once.
  external: ['@credence/engine', 'zod'],
  onSuccess: pruneModuleEntries,
});
