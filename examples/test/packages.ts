/** The published packages as the tests see them: folders, manifests, packed files. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGES, tarballName } from '../pack.mjs';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A package.json, as far as the tests read it. */
export interface Manifest {
  name: string;
  version: string;
  license?: string;
  keywords?: string[];
  repository?: { type?: string; url?: string; directory?: string };
  homepage?: string;
  bugs?: { url?: string };
  engines?: { node?: string };
  files?: string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** A published package: its name, folder and tarball file name. */
export const packages = PACKAGES.map(({ name, dir }) => ({
  name,
  dir,
  tarball: tarballName(name),
}));

/** The `package.json` of a folder of the repository. */
export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest;
}

/** The paths inside a tarball (`package/dist/index.js`, …). */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
}

/** One file of a tarball as text. */
export function tarballText(tarball: string, path: string): string {
  return execFileSync('tar', ['-xzOf', tarball, path], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
