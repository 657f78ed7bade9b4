/**
 * What npm shows and installs for each package, read from the packed tarball: the licence file,
 * the links and engines, dependency ranges, and dependencies that match what the code imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Manifest, packages, readManifest, repoRoot, tarballFiles } from './packages';

const rootManifest = readManifest('.') as Manifest & { repository: { url: string } };
const licence = readFileSync(join(repoRoot, 'LICENSE'), 'utf8');

/** Peers an app shares with the package (one copy in the app), by package. */
const EXPECTED_PEERS: Record<string, string[]> = {
  '@credence/engine': [],
  '@credence/api': [],
  '@credence/state-machines': ['xstate'],
  '@credence/ui': ['react', 'react-aria-components', 'react-dom', 'xstate'],
  '@credence/mocks': ['msw'],
};

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `react/x` → `react`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const BUILTINS = new Set(builtinModules);

/** The packages the files of `distDir` import (JavaScript and declarations). */
function importedPackages(distDir: string): Set<string> {
  const imported = new Set<string>();
  // A specifier is a package name (with a subpath): prose in the code's strings that happens to
  // read "… from ', '" (a message joining names) is not an import.
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?)["']/g;
  for (const file of readdirSync(distDir)) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    for (const match of readFileSync(join(distDir, file), 'utf8').matchAll(pattern)) {
      const specifier = match[1]!;
      if (specifier.startsWith('node:') || BUILTINS.has(packageOf(specifier))) continue;
      imported.add(packageOf(specifier));
    }
  }
  return imported;
}

describe.each(packages)('$name as packed', ({ name, dir, tarball }) => {
  let root: string;
  let manifest: Manifest;
  let files: string[];

  beforeAll(() => {
    const path = join(inject('packedDir'), tarball);
    root = join(inject('packedDir'), 'unpacked', tarball.replace('.tgz', ''));
    mkdirSync(root, { recursive: true });
    execFileSync('tar', ['-xzf', path, '-C', root]);
    root = join(root, 'package');
    manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
    files = tarballFiles(path);
  });

  it('ships the MIT licence, the README and the build, and no sources', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package/LICENSE',
        'package/README.md',
        'package/dist/index.js',
        'package/dist/index.d.ts',
      ]),
    );
    expect(files.filter((file) => /^package\/(src|test)\//.test(file))).toEqual([]);
    // Per-module entry files are pruned from the build, but those a chunk loads on demand
    // (a dynamic `import()` of a `React.lazy` piece): nothing ships that nothing loads.
    const chunks = readdirSync(join(root, 'dist'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(root, 'dist', file), 'utf8'));
    const unloaded = files
      .filter((file) => file.includes('_modules/') && file.endsWith('.js'))
      .map((file) => file.replace('package/dist/', './'))
      .filter((entry) => !chunks.some((code) => code.includes(`import("${entry}")`)));
    expect(unloaded).toEqual([]);
    expect(
      files.filter((file) => file.includes('_modules/') && !/\.js(\.map)?$/.test(file)),
    ).toEqual([]);
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toBe(licence);
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2026 Credence contributors\n/);
    expect(manifest.license).toBe('MIT');
    expect(manifest.files).toContain('LICENSE');
  });

  it('links to its source, home page and issues, and names its Node versions', () => {
    expect(manifest.repository).toEqual({
      type: 'git',
      url: rootManifest.repository.url,
      directory: dir,
    });
    const repository = rootManifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(manifest.homepage).toBe(`${repository}/tree/main/${dir}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repository}/issues` });
    expect(manifest.engines).toEqual({ node: '>=20' });
    expect(manifest.keywords?.length).toBeGreaterThan(2);
  });

  it('asks for ranges of its dependencies, and for the libraries an app shares as peers', () => {
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    for (const [dependency, range] of Object.entries(ranges)) {
      expect(range, dependency).toMatch(/^(\^|~|>=)\d/);
    }
    expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(EXPECTED_PEERS[name]);
  });

  it('declares every package its code imports, and imports every dependency it declares', () => {
    const imported = importedPackages(join(root, 'dist'));
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect([...imported].filter((dependency) => !(dependency in declared))).toEqual([]);
    // A dependency the code does not import must be one that another dependency needs as a
    // peer (@vanilla-extract/css for the recipes and sprinkles runtimes).
    const peersOfImported = new Set(
      [...imported].flatMap((dependency) => {
        // pnpm links every dependency of a package into its own node_modules.
        const path = join(repoRoot, dir, 'node_modules', dependency, 'package.json');
        const { peerDependencies } = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
        return Object.keys(peerDependencies ?? {});
      }),
    );
    const unused = Object.keys(declared).filter(
      (dependency) => !imported.has(dependency) && !peersOfImported.has(dependency),
    );
    expect(unused).toEqual([]);
  });

  it('passes publint, suggestions included', async () => {
    // The unpacked tarball holds exactly the published files: nothing to pack again.
    const { messages } = await publint({ pkgDir: root, pack: false, level: 'suggestion' });
    expect(messages.map((message) => formatMessage(message, manifest))).toEqual([]);
  });

  it('lets require() load it (a default export condition beside the types)', () => {
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string') continue; // the ui stylesheet
      expect(Object.keys(target), subpath).toEqual(['types', 'default']);
    }
  });
});
