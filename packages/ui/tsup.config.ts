import { readFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The evaluation worker is its own entry, `dist/evaluation.worker.js`, beside `dist/index.js`.
 * In the source the page starts it as `./evaluation.worker.ts` (what Vite serves in tests and
 * Storybook); in the bundle that URL must name the built file, relative to `index.js`.
 */
const workerUrl: Plugin = {
  name: 'credence-worker-url',
  setup(build) {
    build.onLoad({ filter: /[\\/]offThread[\\/]createEvaluationWorker\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace("'./evaluation.worker.ts'", "'./evaluation.worker.js'");
      if (contents === source) throw new Error('The evaluation worker URL was not found.');
      return { contents, loader: 'ts' };
    });
  },
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'evaluation.worker': 'src/offThread/evaluation.worker.ts',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
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
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), workerUrl],
});
