/**
 * The build entries that keep a library tree-shakeable: every source module reachable from the
 * package's public entry files becomes an entry of its own, so that esbuild's code splitting
 * emits (about) one chunk per module instead of one file holding everything. An app's bundler
 * then drops whole chunks the app does not use (the packages declare `sideEffects`), which a
 * single file cannot offer: its top-level calls (`createMachine`, `z.object`, `recipe`) would all
 * be kept. {@link pruneModuleEntries} removes the per-module entry files after the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The source file a relative import names, or undefined (a `.css.ts` style file, a type). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  // Style files are compiled by the vanilla-extract plugin into the module that imports them.
  if (base.endsWith('.css')) return undefined;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return undefined;
}

/** Every source module reachable from `publicEntries` through relative imports. */
function reachableModules(publicEntries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...publicEntries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** A module's entry name (`src/Button/Button.tsx` → `_modules/Button/Button`). */
const moduleName = (file: string) => `_modules/${relative('src', file).replace(/\.tsx?$/, '')}`;

/**
 * tsup's `entry` for a package: `publicEntries` under their own names (`index` for
 * `src/index.ts`, each subpath export's file likewise), and every other reachable module under
 * `_modules/` (pruned after the build).
 *
 * @param publicEntries - entry name → source file, e.g. `{ index: 'src/index.ts' }`.
 */
export function moduleEntries(publicEntries: Record<string, string>): Record<string, string> {
  const publicFiles = new Set(Object.values(publicEntries));
  const entries: Record<string, string> = { ...publicEntries };
  for (const file of reachableModules([...publicFiles])) {
    if (!publicFiles.has(file)) entries[moduleName(file)] = file;
  }
  return entries;
}

/**
 * Web Workers (any `<name>.worker.ts` under `src`) as entries at the top of `dist`
 * (`<name>.worker.js`), beside the chunks that start them: `new URL('./<name>.worker.js', import.meta.url)` in any
 * chunk finds the file (see {@link workerUrlPlugin} for the `.ts` spelling in the source).
 */
export function workerEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.worker.ts')) continue;
    entries[basename(file, '.ts')] = join('src', file);
  }
  return entries;
}

/**
 * An esbuild plugin that rewrites `new URL('./x/<name>.worker.ts', import.meta.url)` (the
 * spelling Vite serves from source) to `new URL('./<name>.worker.js', import.meta.url)`, the file
 * {@link workerEntries} emits beside the chunks.
 */
export const workerUrlPlugin = {
  name: 'credence-worker-url',
  setup(build: {
    onLoad(
      options: { filter: RegExp },
      callback: (args: { path: string }) => { contents: string; loader: 'ts' | 'tsx' } | undefined,
    ): void;
  }) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      // Style files are left to the vanilla-extract plugin.
      if (path.endsWith('.css.ts')) return undefined;
      const source = readFileSync(path, 'utf8');
      if (!source.includes('.worker.ts')) return undefined;
      const contents = source.replace(
        /new URL\((['"])[./\w-]*?([\w-]+)\.worker\.ts\1,\s*import\.meta\.url\)/g,
        'new URL($1./$2.worker.js$1, import.meta.url)',
      );
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Removes the per-module entry files (`dist/_modules`) after a build, but those a chunk loads
 * with a dynamic `import()` (a `React.lazy` piece): the public entries import the shared chunks
 * directly, so nothing else refers to them. tsup's `onSuccess`.
 */
export async function pruneModuleEntries(): Promise<void> {
  const loaded = new Set<string>();
  for (const file of readdirSync('dist')) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join('dist', file), 'utf8');
    for (const [, entry] of code.matchAll(/import\(\s*["']\.\/(_modules\/[^"']+\.js)["']\s*\)/g)) {
      if (entry) loaded.add(entry);
    }
  }
  if (!existsSync('dist/_modules')) return;
  const files = readdirSync('dist/_modules', { recursive: true, encoding: 'utf8' });
  await Promise.all(
    files
      .map((file) => join('_modules', file))
      .filter((file) => !statSync(join('dist', file)).isDirectory())
      .filter((file) => !loaded.has(file.replace(/\.map$/, '')))
      .map((file) => rm(join('dist', file), { force: true })),
  );
  // Folders left empty go too.
  for (const folder of readdirSync('dist/_modules', {
    recursive: true,
    encoding: 'utf8',
  }).reverse()) {
    const path = join('dist/_modules', folder);
    if (statSync(path).isDirectory() && readdirSync(path).length === 0)
      await rm(path, { recursive: true });
  }
  if (readdirSync('dist/_modules').length === 0) await rm('dist/_modules', { recursive: true });
}
