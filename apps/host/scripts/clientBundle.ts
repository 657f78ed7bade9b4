/**
 * What the built host's pages make a browser download: read from the client build's Remix
 * manifest (`build/client/assets/manifest-*.js`) and the chunks' own imports, measured gzipped
 * as the host serves them (`compression`). Used by the bundle budget test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The parts of Remix's browser manifest this reads. */
interface RemixManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
}

/** One script file and its gzipped size. */
export interface ScriptSize {
  /** Its URL path, e.g. `/assets/root-abc.js`. */
  file: string;
  gzip: number;
}

/** A chunk loaded by a dynamic `import()` (a `React.lazy` piece), and what only it brings. */
export interface LazyPiece extends ScriptSize {
  /** Gzipped bytes of the chunk and its static imports that the page had not loaded yet. */
  addedGzip: number;
}

/** The client build of a built host (`apps/host/build/client`). */
export class ClientBuild {
  private readonly manifest: RemixManifest;
  private readonly sizes = new Map<string, number>();

  constructor(private readonly clientDir: string) {
    const assets = path.join(clientDir, 'assets');
    const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
    if (!file) throw new Error(`No Remix manifest in ${assets}: build the host first`);
    const source = readFileSync(path.join(assets, file), 'utf8');
    this.manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  }

  /** Gzipped bytes of one script (cached). */
  gzip(file: string): number {
    let size = this.sizes.get(file);
    if (size === undefined) {
      size = gzipSync(this.read(file)).length;
      this.sizes.set(file, size);
    }
    return size;
  }

  /**
   * The scripts a page of `routeId` loads before anyone touches it: the client entry and each
   * route module from the root down, with every chunk they import statically.
   */
  initialScripts(routeId: string): ScriptSize[] {
    const route = this.manifest.routes[routeId];
    if (!route) throw new Error(`No route ${routeId} in the manifest`);
    const files = new Set([this.manifest.entry.module, ...(this.manifest.entry.imports ?? [])]);
    for (let current: typeof route | undefined = route; current; ) {
      files.add(current.module);
      for (const imported of current.imports ?? []) files.add(imported);
      current = current.parentId ? this.manifest.routes[current.parentId] : undefined;
    }
    return this.withStaticImports([...files]).map((file) => ({ file, gzip: this.gzip(file) }));
  }

  /** The chunks the given scripts load on demand, each with what it adds to them. */
  lazyPieces(loaded: readonly ScriptSize[]): LazyPiece[] {
    const have = new Set(loaded.map((script) => script.file));
    const pieces = new Set<string>();
    for (const file of have) {
      for (const [, target] of this.read(file)
        .toString('utf8')
        .matchAll(/import\(\s*"\.\/([^"]+\.js)"\s*\)/g)) {
        pieces.add(this.sibling(file, target!));
      }
    }
    return [...pieces]
      .filter((file) => !have.has(file))
      .map((file) => ({
        file,
        gzip: this.gzip(file),
        addedGzip: this.withStaticImports([file])
          .filter((chunk) => !have.has(chunk))
          .reduce((sum, chunk) => sum + this.gzip(chunk), 0),
      }));
  }

  private read(file: string): Buffer {
    return readFileSync(path.join(this.clientDir, file));
  }

  /** `/assets/x.js` + `./y.js` → `/assets/y.js`. */
  private sibling(file: string, target: string): string {
    return path.posix.join(path.posix.dirname(file), target);
  }

  /** `files` and, transitively, the chunks they import statically (`import … from "./x.js"`). */
  private withStaticImports(files: readonly string[]): string[] {
    const seen = new Set<string>();
    const queue = [...files];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = this.read(file).toString('utf8');
      for (const [, target] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
        queue.push(this.sibling(file, target!));
      }
    }
    return [...seen];
  }
}

/** Total gzipped bytes of some scripts. */
export function totalGzip(scripts: readonly ScriptSize[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}
