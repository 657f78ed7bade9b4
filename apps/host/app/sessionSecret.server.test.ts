import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadSessionSecrets,
  parseSecretList,
  readOrCreateSecretFile,
  SESSION_SECRET_FILE,
} from './sessionSecret.server.ts';

const execFileAsync = promisify(execFile);
const MODULE = fileURLToPath(new URL('./sessionSecret.server.ts', import.meta.url));

let dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('session secrets', () => {
  it('read SESSION_SECRET as a comma-separated list (the first signs)', () => {
    expect(parseSecretList(undefined)).toBeNull();
    expect(parseSecretList(' , ')).toBeNull();
    expect(parseSecretList('new, old ,')).toEqual(['new', 'old']);
    const loaded = loadSessionSecrets({ SESSION_SECRET: 'new,old', DATABASE_URL: 'file:/x/y.db' });
    expect(loaded.secrets).toEqual(['new', 'old']);
    expect(loaded.source).toBe('SESSION_SECRET (2 secrets: the first signs)');
  });

  it('on PostgreSQL, require SESSION_SECRET (hosts sharing the database must sign alike)', () => {
    const url = 'postgresql://u:p@127.0.0.1:5432/credence';
    expect(() => loadSessionSecrets({ DATABASE_URL: url })).toThrow(
      /With PostgreSQL, set SESSION_SECRET/,
    );
    expect(loadSessionSecrets({ DATABASE_URL: url, SESSION_SECRET: 's' }).secrets).toEqual(['s']);
  });

  it('without SESSION_SECRET, generate one per database folder, keep it (0600) and reuse it', () => {
    const dir = tempDir();
    const env = { DATABASE_URL: `file:${path.join(dir, 'nested/app.db')}` };
    const first = loadSessionSecrets(env);
    const file = path.join(dir, 'nested', SESSION_SECRET_FILE);
    expect(first.source).toBe(`a new secret written to ${file}`);
    expect(first.secrets).toHaveLength(1);
    expect(first.secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secrets[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = loadSessionSecrets(env);
    expect(again).toEqual({ secrets: first.secrets, source: `the secret in ${file}` });
    // No temp files are left behind.
    expect(readdirSync(path.dirname(file))).toEqual([SESSION_SECRET_FILE]);

    const elsewhere = loadSessionSecrets({ DATABASE_URL: `file:${path.join(tempDir(), 'a.db')}` });
    expect(elsewhere.secrets[0]).not.toBe(first.secrets[0]);
  });

  it('agree on one secret when several processes start at once', async () => {
    const file = path.join(tempDir(), SESSION_SECRET_FILE);
    // Each process waits for the same instant, then reads or creates the file.
    const startAt = Date.now() + 2500;
    const code = [
      `import { readOrCreateSecretFile } from ${JSON.stringify(MODULE)};`,
      `while (Date.now() < ${startAt});`,
      `console.log(JSON.stringify(readOrCreateSecretFile(${JSON.stringify(file)})));`,
    ].join('\n');
    const results = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await execFileAsync(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          code,
        ]);
        return JSON.parse(stdout) as { secret: string; created: boolean };
      }),
    );
    expect(new Set(results.map((r) => r.secret))).toEqual(
      new Set([readFileSync(file, 'utf8').trim()]),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('refuse a file without a usable secret rather than sign with it', () => {
    const file = path.join(tempDir(), SESSION_SECRET_FILE);
    writeFileSync(file, '\n', { mode: 0o600 });
    expect(() => readOrCreateSecretFile(file)).toThrow(/no usable session secret/);
  });
});
