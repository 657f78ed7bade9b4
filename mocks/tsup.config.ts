import { defineConfig } from 'tsup';
import { moduleEntries, pruneModuleEntries } from '../scripts/moduleEntries';

const publicEntries = {
  index: 'src/index.ts',
  node: 'src/node.ts',
  browser: 'src/browser.ts',
  // Its own entry so the host can import the deterministic AI without MSW.
  offlineAi: 'src/offlineAi.ts',
  // The same functions behind a worker_threads port (Node only): the host runs them off its
  // request thread.
  offlineAiWorker: 'src/offlineAiWorker.ts',
};

export default defineConfig({
  // One chunk per module: each entry (and an app's bundler) takes only the modules it uses.
  entry: moduleEntries(publicEntries),
  format: ['esm'],
  dts: { entry: publicEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // MSW, zod and the workspace packages stay imports: the app installs them once.
  external: [/^msw(\/.*)?$/, 'zod', /^@credence\//],
  onSuccess: pruneModuleEntries,
});
