import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/node.ts', 'src/browser.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // MSW, zod and the workspace packages stay imports: the app installs them once.
  external: [/^msw(\/.*)?$/, 'zod', /^@credence\//],
});
