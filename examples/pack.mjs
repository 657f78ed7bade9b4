// @ts-check
/**
 * Packs every published Credence package as npm would publish it (`pnpm pack`, which turns the
 * `workspace:^` ranges into version ranges) into one folder, under names without the version
 * (`credence-ui.tgz`), so that an app can depend on `file:packed/credence-ui.tgz`.
 *
 *   node examples/pack.mjs [destination]   (default: examples/vite-embed/packed)
 *
 * Build the packages first (`pnpm build` at the repository root).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The published packages: name and folder in the repository. */
export const PACKAGES = [
  { name: '@credence/engine', dir: 'packages/engine' },
  { name: '@credence/api', dir: 'packages/api' },
  { name: '@credence/state-machines', dir: 'packages/state-machines' },
  { name: '@credence/ui', dir: 'packages/ui' },
  { name: '@credence/mocks', dir: 'mocks' },
];

/** `@credence/ui` → `credence-ui.tgz`. */
export const tarballName = (/** @type {string} */ name) =>
  `${name.replace('@', '').replace('/', '-')}.tgz`;

/**
 * Packs each package into `destination`.
 * @param {string} destination
 * @returns {Record<string, string>} package name → tarball path
 */
export function packPackages(destination) {
  mkdirSync(destination, { recursive: true });
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const { name, dir } of PACKAGES) {
    const output = execFileSync('pnpm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(root, dir),
      encoding: 'utf8',
    });
    const packed = JSON.parse(output).filename;
    const target = join(destination, tarballName(name));
    renameSync(packed, target);
    tarballs[name] = target;
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = resolve(process.argv[2] ?? join(root, 'examples/vite-embed/packed'));
  for (const [name, file] of Object.entries(packPackages(destination))) {
    console.log(`${name} → ${file}`);
  }
}
