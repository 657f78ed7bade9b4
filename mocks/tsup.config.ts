import { defineConfig } from 'tsup';

export default defineConfig({
  // offlineAi is its own entry so the host can import the deterministic AI without MSW.
  entry: ['src/index.ts', 'src/node.ts', 'src/browser.ts', 'src/offlineAi.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // MSW, zod and the workspace packages stay imports: the app installs them once.
  external: [/^msw(\/.*)?$/, 'zod', /^@credence\//],
});
