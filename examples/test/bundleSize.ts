/**
 * How many bytes an app's bundle gains from an import: Vite (Rollup) bundles a small entry the
 * way an app's build would (production React, minified, tree-shaken by the packages'
 * `sideEffects`, split at dynamic `import()`s), and the result is measured gzipped: what the page
 * loads at start (the entry and the chunks it imports statically) and each chunk it loads on
 * demand.
 */
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup, transformWithEsbuild } from 'vite';

/** A chunk the page loads only when something asks for it (a `React.lazy` piece). */
export interface LazyChunk {
  /** The chunk's name: the module it starts from (`DebugPanel`), or a shared chunk's. */
  name: string;
  /** Gzipped bytes. */
  gzip: number;
}

/** The size of one bundle and the packages in it. */
export interface BundleSize {
  /** Gzipped bytes of the minified JavaScript loaded at start (entry + static imports). */
  gzip: number;
  /** Minified bytes loaded at start. */
  minified: number;
  /** The packages (or workspace folders) whose code is loaded at start. */
  packages: Set<string>;
  /** The chunks loaded on demand. */
  lazy: LazyChunk[];
}

/** `…/node_modules/.pnpm/…/node_modules/@scope/name/…` or `…/packages/ui/dist/…` → a name. */
function owner(input: string): string {
  const inNodeModules = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inNodeModules) return inNodeModules[1]!;
  const inWorkspace = input.match(/(?:^|\/)(packages\/[^/]+|mocks)\//);
  if (inWorkspace)
    return inWorkspace[1]!.replace('packages/', '@credence/').replace(/^mocks$/, '@credence/mocks');
  return input;
}

const ENTRY = '\0credence-size-entry.tsx';

/** The entry module, from a string of TSX. */
function entryPlugin(source: string): Plugin {
  return {
    name: 'credence-size-entry',
    resolveId: (id) => (id === 'credence-size-entry' ? ENTRY : undefined),
    load: async (id) =>
      id === ENTRY
        ? (await transformWithEsbuild(source, 'entry.tsx', { loader: 'tsx', jsx: 'automatic' }))
            .code
        : undefined,
  };
}

/** Bundles `source` (an ES module importing the packages) as an app would ship it. */
export async function bundleSize(source: string, resolveDir: string): Promise<BundleSize> {
  const result = (await build({
    root: resolveDir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [entryPlugin(source)],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      cssCodeSplit: false,
      rollupOptions: { input: 'credence-size-entry', onwarn: () => {} },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((each) => each.output);
  const chunks = new Map(
    output
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('Vite wrote no entry chunk');
  // What the page loads at start: the entry and, transitively, its static imports.
  const initial = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length > 0) {
    const fileName = queue.pop()!;
    if (initial.has(fileName)) continue;
    initial.add(fileName);
    queue.push(...(chunks.get(fileName)?.imports ?? []));
  }
  const gzip = (chunk: Rollup.OutputChunk) => gzipSync(chunk.code).length;
  const start = [...chunks.values()].filter((chunk) => initial.has(chunk.fileName));
  return {
    gzip: start.reduce((sum, chunk) => sum + gzip(chunk), 0),
    minified: start.reduce((sum, chunk) => sum + chunk.code.length, 0),
    packages: new Set(
      start.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([, { renderedLength }]) => renderedLength > 0)
          .map(([id]) => owner(id)),
      ),
    ),
    lazy: [...chunks.values()]
      .filter((chunk) => !initial.has(chunk.fileName))
      .map((chunk) => ({ name: chunk.name, gzip: gzip(chunk) })),
  };
}
