/**
 * CommonJS apps and tools `require()` the packages: the ESM build loads through Node's
 * require(esm) (Node 20.19+, 22.12+), found by the `default` export condition.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every entry point a CommonJS program may load, with one export it must find.
 * `@credence/mocks/browser` is left out: it is MSW's browser worker, which refuses Node.
 */
const ENTRIES = [
  ['@credence/engine', 'evaluateArgument'],
  ['@credence/api', 'createCredenceClient'],
  ['@credence/state-machines', 'fromCall'],
  ['@credence/ui', 'ArgumentEvaluator'],
  ['@credence/mocks', 'createHandlers'],
  ['@credence/mocks/node', 'setupMockServer'],
  ['@credence/mocks/offline-ai', 'reconstructArgument'],
] as const;

describe('require()', () => {
  it.each(ENTRIES)('loads %s in a CommonJS program', (entry, exportName) => {
    // A fresh Node process: a CommonJS script (`-e` is CommonJS) from an app folder.
    const script = `const m = require(${JSON.stringify(entry)}); process.stdout.write(typeof m[${JSON.stringify(exportName)}]);`;
    const result = spawnSync(process.execPath, ['-e', script], {
      cwd: examplesDir,
      encoding: 'utf8',
    });
    // No error and no warning (an experimental-feature warning would reach every user's log).
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('function');
  });
});
