import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The start-up code (`server/main.ts` and what it imports: the supervisor, the Express app,
 * migrations, the seed) compiled to plain JavaScript in `build/start/` by `pnpm build`, so
 * `scripts/start.mjs` runs it with Node alone: loading it through tsx cost each start about two
 * seconds (tsx's module hooks run on a separate thread, and every import of the process — the
 * Remix build's too — went through them). Packages stay external, as Node resolves them.
 */
const APP_DIR = import.meta.dirname;
const OUT_DIR = path.resolve(APP_DIR, 'build/start');

/**
 * `import.meta.url` in the bundle as in each source file: `app/db.server.ts`, for one, finds the
 * app's folder (and `scripts/migrationFiles.ts` the migrations) relative to its own file.
 */
function sourceFileUrls(): Plugin {
  return {
    name: 'credence:source-file-urls',
    resolveImportMeta(property, { moduleId, chunkId }) {
      if (property !== 'url' || moduleId.includes('/node_modules/')) return null;
      const chunkDir = path.dirname(path.join(OUT_DIR, chunkId));
      const relative = path.relative(chunkDir, moduleId).split(path.sep).join('/');
      return `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
    },
  };
}

/**
 * `build/start/sources.json`: the app's source files compiled in, so the tests' `startServer`
 * can refuse a build older than an edited `server/*.ts` (`assertBuilt` in `app/testing/server.ts`).
 */
function sourceList(): Plugin {
  return {
    name: 'credence:source-list',
    generateBundle() {
      const sources = [...this.getModuleIds()]
        .filter((id) => path.isAbsolute(id))
        .map((id) => path.relative(APP_DIR, id).split(path.sep).join('/'))
        // The app's own files; not the Prisma clients, which `pnpm typecheck` writes again.
        .filter((file) => !file.startsWith('..') && !file.startsWith('app/generated/'))
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: 'sources.json',
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}

/** Built by the `build` script after Remix's build, which empties `build/`. */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [sourceFileUrls(), sourceList()],
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
    },
  },
});
