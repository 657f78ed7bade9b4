/**
 * examples/vite-embed as an outside developer has it: a Vite + React app that installs the
 * packed tarballs with npm, type-checks (skipLibCheck off), builds, and shows the evaluator on
 * the mock backend in Chromium, styled and without a console error, on React 19 and React 18,
 * built for production and served by Vite's dev server (StrictMode runs effects twice there).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, lookAtEvaluator } from './browserPage';
import { packages, repoRoot } from './packages';

const exampleDir = join(repoRoot, 'examples/vite-embed');
/** The files of the example an app consists of (no node_modules, dist or packed). */
const APP_FILES = ['package.json', 'index.html', 'vite.config.ts', 'tsconfig.json', 'src'];

/** The light theme as the browser reports it (packages/ui/src/theme/contract.css.ts). */
const THEME = { text: 'rgb(15, 23, 42)', track: 'rgb(226, 232, 240)' };

/** React versions, the newest first: the example's package.json has React 19. */
const REACTS = [
  { react: '19.3.1', typesReact: '19.3.0', typesReactDom: '19.3.0' },
  { react: '18.3.1', typesReact: '18.3.8', typesReactDom: '18.3.7' },
];

let app: string;
let browser: Browser;

/** Runs a command in the app folder; a failure throws with its output. */
function run(command: string, args: string[], timeout = 240_000): string {
  try {
    return execFileSync(command, args, { cwd: app, encoding: 'utf8', timeout, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

/** Installs with npm, preferring its cache (the registry serves only what the cache lacks). */
const npmInstall = (...specs: string[]) =>
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...specs]);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a built `dist` folder over HTTP on a free port of localhost. */
async function serve(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'text/plain' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts Vite's dev server (its own process, stopped by the caller) and waits until it prints
 * its address; gives up after `timeout` ms with what it printed, instead of leaving the test to
 * time out without a clue.
 */
async function startDevServer(timeout = 60_000): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`vite did not print its address within ${timeout} ms:\n${output}`));
    }, timeout);
    const onData = (chunk: Buffer) => {
      // Vite's logger colours the port when `CI` is set, terminal or not: NO_COLOR and this both
      // keep the address findable.
      output += stripVTControlCharacters(chunk.toString());
      if (output.includes(`:${port}/`)) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}/`, child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`vite exited (${code}):\n${output}`));
    });
  });
}

describe('examples/vite-embed on the packed tarballs', () => {
  beforeAll(async () => {
    app = mkdtempSync(join(tmpdir(), 'credence-vite-embed-'));
    for (const file of APP_FILES)
      cpSync(join(exampleDir, file), join(app, file), { recursive: true });
    cpSync(inject('packedDir'), join(app, 'packed'), { recursive: true });
    npmInstall();
    // The README's step: copy MSW's service worker into public/.
    run('npx', ['msw', 'init', 'public', '--save']);
    browser = await launchChromium();
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    if (app) rmSync(app, { recursive: true, force: true });
  }, 120_000);

  it('installs every package from its tarball, none from the registry', () => {
    for (const { name, dir } of packages) {
      const installed = join(app, 'node_modules', name, 'dist/index.js');
      expect(readFileSync(installed, 'utf8'), name).toBe(
        readFileSync(join(repoRoot, dir, 'dist/index.js'), 'utf8'),
      );
    }
    const tree = JSON.parse(run('npm', ['ls', '--all', '--json'])) as { problems?: string[] };
    expect(tree.problems ?? []).toEqual([]);
  });

  // On React 19's types; React 18's are checked by types.test.ts on the same declarations.
  it('type-checks against the packed declarations, skipLibCheck off (React 19 types)', () => {
    const { compilerOptions } = JSON.parse(readFileSync(join(app, 'tsconfig.json'), 'utf8'));
    expect(compilerOptions).toMatchObject({ strict: true, skipLibCheck: false });
    const typesReact = JSON.parse(
      readFileSync(join(app, 'node_modules/@types/react/package.json'), 'utf8'),
    );
    expect(typesReact.version).toMatch(/^19\./);
    run('npx', ['tsc', '--noEmit']);
  });

  describe.each(REACTS)('on React $react', ({ react, typesReact, typesReactDom }) => {
    beforeAll(() => {
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules/react/package.json'), 'utf8'),
      );
      if (installed.version !== react) {
        npmInstall(
          `react@${react}`,
          `react-dom@${react}`,
          `@types/react@${typesReact}`,
          `@types/react-dom@${typesReactDom}`,
        );
      }
    }, 240_000);

    it('builds, and the built app shows a styled evaluator and opens a dialog loaded on demand, with no console error', async () => {
      const installed = JSON.parse(
        readFileSync(join(app, 'node_modules/react/package.json'), 'utf8'),
      );
      expect(installed.version).toBe(react);
      run('npx', ['vite', 'build', '--outDir', `dist-react-${react}`]);
      const { url, server } = await serve(join(app, `dist-react-${react}`));
      try {
        const look = await lookAtEvaluator(browser, url);
        expect(look.problems).toEqual([]);
        expect(look.dialogTitle).toContain('Inference');
        expect(look.titleColour).toBe(THEME.text);
        expect(look.titleFont).toContain('system-ui');
        expect(look.railColour).toBe(THEME.track);
        expect(look.railHeight).toBeGreaterThan(0);
      } finally {
        server.close();
      }
    });

    it("shows it in Vite's dev server too (StrictMode), with no console error", async () => {
      const { url, child } = await startDevServer();
      try {
        const look = await lookAtEvaluator(browser, url);
        expect(look.problems).toEqual([]);
        expect(look.dialogTitle).toContain('Inference');
        expect(look.railColour).toBe(THEME.track);
      } finally {
        child.kill();
      }
    });
  });
});
