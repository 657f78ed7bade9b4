/**
 * How many bytes an app's bundle gains from an import: esbuild bundles a small entry the way an
 * app's bundler would (production React, minified, tree-shaken by the packages' `sideEffects`),
 * and the result is measured gzipped.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The size of one bundle and the packages in it. */
export interface BundleSize {
  /** Gzipped bytes of the minified JavaScript. */
  gzip: number;
  /** Minified bytes. */
  minified: number;
  /** The packages (or workspace folders) whose code is in the bundle. */
  packages: Set<string>;
}

/** `…/node_modules/.pnpm/…/node_modules/@scope/name/…` or `../packages/ui/dist/…` → a name. */
function owner(input: string): string {
  const inNodeModules = input.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inNodeModules) return inNodeModules[1]!;
  const inWorkspace = input.match(/(?:^|\/)(packages\/[^/]+|mocks)\//);
  if (inWorkspace)
    return inWorkspace[1]!.replace('packages/', '@credence/').replace(/^mocks$/, '@credence/mocks');
  return input;
}

/** Bundles `source` (an ES module importing the packages) as an app would ship it. */
export async function bundleSize(source: string, resolveDir: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    metafile: true,
    outdir: 'out',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!output) throw new Error('esbuild wrote no JavaScript');
  const inputs = Object.values(result.metafile.outputs).flatMap((entry) =>
    Object.entries(entry.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => owner(input)),
  );
  return {
    gzip: gzipSync(output.contents).length,
    minified: output.contents.length,
    packages: new Set(inputs),
  };
}
