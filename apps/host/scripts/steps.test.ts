/**
 * The step runner of `npm run serve` and `npm run verify` (`steps.mjs`), run as those scripts run
 * it: a child Node process, its terminal output and its log file read back. The builds run in a
 * small workspace made here, with a stand-in for pnpm that runs a package's `build` script.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const STEPS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'steps.mjs');

let dir: string;
let log: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'credence-steps-'));
  log = path.join(dir, 'logs/steps.log');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs steps.mjs with `args`; stdout and stderr apart, and both together as a terminal shows. */
function steps(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [STEPS, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, STEPS_LOG: log, VERBOSE: '', INIT_CWD: dir, ...env },
    timeout: 30_000,
  });
  return {
    code: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    lines: `${result.stdout}${result.stderr}`.split('\n').filter(Boolean),
  };
}

const DURATION = /\d+(\.\d)? s/;

describe('one step (`run`)', () => {
  it('prints one timed line for a step that passes, and keeps its output in the log', () => {
    const run = steps([
      'run',
      'install',
      '--',
      'sh',
      '-c',
      'echo fetched 12 packages; echo warn >&2',
    ]);
    expect(run.code).toBe(0);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(/^✓ install +\d+\.\d s$/);
    const written = readFileSync(log, 'utf8');
    expect(written).toContain('[install] fetched 12 packages');
    expect(written).toContain('[install] warn');
  });

  it('shows a failing step’s name, duration and its own last 40 lines, and exits with its code', () => {
    // Another step's output in the same log is not shown with this one's.
    steps(['run', 'earlier', '--', 'sh', '-c', 'echo from the earlier step']);
    const script =
      'for i in $(seq 1 100); do echo line $i; done; echo "error TS2322: boom" >&2; exit 3';
    const run = steps(['run', 'typecheck', '--', 'sh', '-c', script]);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^✗ typecheck +\d+\.\d s {2}failed \(exit code 3\)/);
    const shown = lines.slice(1, -1).map((line) => line.trim());
    expect(shown).toHaveLength(40);
    expect(shown[0]).toBe('line 62');
    expect(shown.at(-2)).toBe('line 100');
    expect(shown.at(-1)).toBe('error TS2322: boom');
    expect(run.stderr).not.toContain('line 61\n');
    expect(run.stderr).not.toContain('earlier');
    expect(lines.at(-1)).toBe('  The whole output: logs/steps.log');
    expect(readFileSync(log, 'utf8')).toContain('[typecheck] line 1\n');
  });

  it('fails with code 127 and says so when the command cannot start', () => {
    const run = steps(['run', 'lint', '--', path.join(dir, 'no-such-command')]);
    expect(run.code).toBe(127);
    expect(run.stderr).toContain('✗ lint');
    expect(run.stderr).toContain('Could not run');
  });

  it('streams everything with VERBOSE=1', () => {
    const run = steps(['run', 'build', '--', 'sh', '-c', 'echo one; echo two'], { VERBOSE: '1' });
    expect(run.code).toBe(0);
    expect(run.lines).toEqual(['[build] one', '[build] two', expect.stringMatching(/^✓ build /)]);
  });

  it('gives the terminal to a --stream step (the tests) and prints its timed line after', () => {
    const run = steps(['run', 'tests', '--stream', '--', 'sh', '-c', 'echo 12 passed; exit 1']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('12 passed\n');
    expect(run.stderr).toMatch(
      /^✗ tests +\d+\.\d s {2}failed \(exit code 1\); its output is above\n$/,
    );
  });
});

describe('the build (`build`)', () => {
  /**
   * A workspace: `a`; `b` and `c` need `a`; `c` also has `b` as a devDependency (which it does not
   * wait for); `app` needs `b` and `c`; `docs` has no build and `other` is not needed by `app`.
   * Each build writes `dist/`; `b`'s waits until `c`'s has started, so it passes only if the two
   * run together.
   */
  function workspace(builds: Record<string, string> = {}) {
    writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'packages:\n  - pkgs/*\n  - app\n');
    writeFileSync(path.join(dir, '.gitignore'), 'dist/\nlogs/\nnode_modules/\n*.started\n');
    const build = (extra = '') => `${extra}mkdir -p dist && echo built > dist/index.js`;
    const waitForC =
      'i=0; while [ ! -e ../../c.started ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i+1)); done; ' +
      '[ -e ../../c.started ] && ';
    const packages: Record<string, { dir: string; manifest: object }> = {
      a: { dir: 'pkgs/a', manifest: { scripts: { build: build() } } },
      b: {
        dir: 'pkgs/b',
        manifest: { dependencies: { a: 'workspace:*' }, scripts: { build: build(waitForC) } },
      },
      c: {
        dir: 'pkgs/c',
        manifest: {
          dependencies: { a: 'workspace:*' },
          devDependencies: { b: 'workspace:*' },
          scripts: { build: build('touch ../../c.started && sleep 0.3 && ') },
        },
      },
      docs: { dir: 'pkgs/docs', manifest: { dependencies: { a: 'workspace:*' }, scripts: {} } },
      other: { dir: 'pkgs/other', manifest: { scripts: { build: build() } } },
      app: {
        dir: 'app',
        manifest: {
          dependencies: { b: 'workspace:*', c: 'workspace:*', docs: 'workspace:*' },
          scripts: { build: build('[ -e ../pkgs/b/dist ] && [ -e ../pkgs/c/dist ] && ') },
        },
      },
    };
    for (const [name, { dir: folder, manifest }] of Object.entries(packages)) {
      const scripts = (manifest as { scripts: Record<string, string> }).scripts;
      if (builds[name]) scripts.build = builds[name];
      mkdirSync(path.join(dir, folder, 'src'), { recursive: true });
      writeFileSync(path.join(dir, folder, 'src/index.ts'), `export const name = '${name}';\n`);
      writeFileSync(
        path.join(dir, folder, 'package.json'),
        JSON.stringify({ name, version: '1.0.0', ...manifest }),
      );
    }
    // pnpm's stand-in: `<pnpm> run build [argument…]` runs the package's build script in its
    // folder, with the arguments after it.
    writeFileSync(
      path.join(dir, 'fake-pnpm.mjs'),
      `import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const [, , , name, ...args] = process.argv;
const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts[name];
console.log('> ' + [script, ...args].join(' '));
const run = spawnSync('sh', ['-c', script + ' "$@"', 'sh', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
`,
    );
    // tsup's stand-in: the JavaScript, and the declarations unless --no-dts.
    mkdirSync(path.join(dir, 'bin'));
    writeFileSync(
      path.join(dir, 'bin/tsup'),
      '#!/bin/sh\nmkdir -p dist && echo js > dist/index.js\n' +
        'case " $* " in *" --no-dts "*) ;; *) echo types > dist/index.d.ts ;; esac\n',
      { mode: 0o755 },
    );
    expect(spawnSync('git', ['init', '-q'], { cwd: dir }).status).toBe(0);
    // Every file older than any build, as in a clone made a while ago.
    const past = new Date(Date.now() - 60_000);
    for (const folder of [...Object.values(packages).map((p) => p.dir), '.']) {
      for (const file of ['src/index.ts', 'package.json', 'src', '.', 'pnpm-workspace.yaml']) {
        try {
          utimesSync(path.join(dir, folder, file), past, past);
        } catch {
          // Not in this folder.
        }
      }
    }
  }

  const build = (args: string[], env: Record<string, string> = {}) =>
    steps(['build', ...args], {
      PNPM: `${process.execPath} ${path.join(dir, 'fake-pnpm.mjs')}`,
      PATH: `${path.join(dir, 'bin')}${path.delimiter}${process.env.PATH}`,
      STEPS_ROOT: dir,
      STEPS_CONCURRENCY: '2',
      ...env,
    });

  it('builds what the package needs, each after its dependencies, independent ones together', () => {
    workspace();
    const run = build(['app']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.lines).toHaveLength(4);
    const order = run.lines.map((line) => /^✓ build (\S+) /.exec(line)?.[1]);
    expect(order[0]).toBe('a');
    expect(order.slice(1, 3).sort()).toEqual(['b', 'c']);
    expect(order[3]).toBe('app');
    for (const line of run.lines) expect(line).toMatch(DURATION);
    expect(readFileSync(log, 'utf8')).toContain('[build b] > i=0;');
  });

  it('with --changed, skips what is unchanged since its last build and rebuilds what depends on a change', () => {
    workspace();
    expect(build(['--changed', 'app']).lines).toHaveLength(4);

    const again = build(['--changed', 'app']);
    expect(again.code).toBe(0);
    expect(again.lines).toEqual([
      expect.stringMatching(/^✓ build +\d+\.\d s {2}up to date: 4 packages unchanged/),
    ]);

    // An edit to c: c and app are built again, not a or b.
    writeFileSync(path.join(dir, 'pkgs/c/src/index.ts'), "export const name = 'c, edited';\n");
    const edited = build(['--changed', 'app'], { STEPS_CONCURRENCY: '1' });
    expect(edited.code).toBe(0);
    expect(edited.lines[0]).toMatch(/^✓ build: 2 up to date +\d+\.\d s {2}a, b$/);
    expect(edited.lines.slice(1).map((line) => line.split(/ +/)[2])).toEqual(['c', 'app']);

    // A deleted output is built again, with what needs it.
    rmSync(path.join(dir, 'pkgs/a/dist'), { recursive: true });
    const rebuilt = build(['--changed', 'app']);
    expect(rebuilt.lines.map((line) => line.split(/ +/)[2]).sort()).toEqual(['a', 'app', 'b', 'c']);
  });

  it('stops at a failing package: its own output, no package that needs it, non-zero', () => {
    workspace({ b: 'echo compiling b; echo "src/index.ts(1,1): error TS1005" >&2; exit 2' });
    const run = build(['app'], { STEPS_CONCURRENCY: '1' });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^✓ build a /);
    expect(run.stderr).toMatch(/^✗ build b +\d+\.\d s {2}failed \(exit code 2\)/);
    expect(run.stderr).toContain('    compiling b\n    src/index.ts(1,1): error TS1005\n');
    expect(run.stderr).not.toContain('mkdir');
    expect(`${run.stdout}${run.stderr}`).not.toContain('build app');
  });

  it('with --js-only, builds a tsup package without its declarations; a full build writes them', () => {
    workspace({ a: 'tsup' });
    const declarations = path.join(dir, 'pkgs/a/dist/index.d.ts');
    const jsOnly = build(['--changed', '--js-only', 'app']);
    expect(jsOnly.code).toBe(0);
    expect(readFileSync(path.join(dir, 'pkgs/a/dist/index.js'), 'utf8')).toBe('js\n');
    expect(() => readFileSync(declarations)).toThrow();
    expect(readFileSync(log, 'utf8')).toContain('[build a] > tsup --no-dts');
    // Other builds get no such flag.
    expect(readFileSync(log, 'utf8')).toMatch(/\[build b\] > i=0;.*dist\/index.js\n/);

    // Enough for the next --js-only start; a build that wants the declarations builds a again.
    expect(build(['--changed', '--js-only', 'app']).lines).toEqual([
      expect.stringMatching(/up to date: 4 packages/),
    ]);
    const full = build(['--changed', 'app']);
    expect(full.code).toBe(0);
    expect(full.lines.map((line) => line.split(/ +/)[2]).sort()).toEqual(['a', 'app', 'b', 'c']);
    expect(readFileSync(declarations, 'utf8')).toBe('types\n');
    // And declarations once written serve a --js-only start too.
    expect(build(['--changed', '--js-only', 'app']).lines).toHaveLength(1);
  });

  it('builds every package with a build script with --all', () => {
    workspace();
    const run = build(['--all']);
    expect(run.code).toBe(0);
    expect(run.lines.map((line) => line.split(/ +/)[2]).sort()).toEqual([
      'a',
      'app',
      'b',
      'c',
      'other',
    ]);
  });
});
