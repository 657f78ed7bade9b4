/**
 * Test helpers for the built app: `startServer` runs `scripts/start.mjs` (migrations, seed,
 * the Express server of `server/`) on a free port against a given SQLite file; `Client` is a fetch-based
 * browser stand-in with a cookie jar. Used by the HTTP tests and the Chromium end-to-end tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let buildChecked = false;

/**
 * Throws unless `pnpm build` has produced the server bundle and the compiled start-up code
 * (`build/start/`, see `vite.server.config.ts`), and that code is newer than each of its sources:
 * an edit to `server/*.ts` is tested only once built.
 */
export function assertBuilt(): void {
  if (buildChecked) return;
  const start = path.join(APP_DIR, 'build/start/main.js');
  if (!existsSync(path.join(APP_DIR, 'build/server/index.js')) || !existsSync(start)) {
    throw new Error('Build the app first: `pnpm build` (the `test` script does it).');
  }
  const builtAt = statSync(start).mtimeMs;
  const sources = JSON.parse(
    readFileSync(path.join(APP_DIR, 'build/start/sources.json'), 'utf8'),
  ) as string[];
  const edited = sources.filter((file) => {
    const source = path.join(APP_DIR, file);
    return !existsSync(source) || statSync(source).mtimeMs > builtAt;
  });
  if (edited.length > 0) {
    throw new Error(
      `Changed since the last \`pnpm build\` compiled the start-up code: ${edited.join(', ')}. Build again.`,
    );
  }
  buildChecked = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  /** The process `scripts/start.mjs` runs in: the supervisor of the server workers. */
  pid: number;
  /** Asks the server to stop (SIGTERM, which the supervisor passes on) and waits for it. */
  stop(): Promise<void>;
  /**
   * Kills the server at once, as a crash or `kill -9` would: SIGKILL to its whole process group
   * (the supervisor of `scripts/start.mjs` and its server workers), then waits until the group is gone.
   */
  kill(): Promise<void>;
  /** Whether the started process is still running. */
  alive(): boolean;
  /** Everything the server printed so far (stdout and stderr), e.g. the stack of a 500. */
  output(): string;
}

/**
 * Servers started by this process: killed with their process group if the test process exits
 * without stopping them. Only while their `scripts/start.mjs` has not exited: once it has been
 * reaped, its id may be reused by someone else's process group.
 */
const running = new Set<ChildProcess>();
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
process.once('exit', () => {
  for (const child of running) {
    if (child.pid !== undefined && !hasExited(child)) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});

/**
 * Whether any process of the group `pid` is still running. A killed process whose parent died
 * too waits as a zombie until init reaps it; on Linux those are not counted (read from /proc).
 */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
  } catch {
    return false;
  }
  if (!existsSync('/proc/self/stat')) return true;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (comm) state ppid pgrp …`; comm may contain spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pid && state !== 'Z' && state !== 'X') return true;
    } catch {
      // The process ended while we looked.
    }
  }
  return false;
}

/**
 * Starts the built app on a free port against `databaseUrl`, with one worker unless `env` says
 * `WEB_CONCURRENCY`. `env` adds or overrides variables (e.g. the AI endpoint); a variable set to
 * `undefined` is removed from the inherited env. `nodeArgs` go to Node (the workers inherit them),
 * e.g. `--cpu-prof` for the bench's profile.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  assertBuilt();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'test-secret',
      NODE_ENV: 'production',
      // One worker: the suites start dozens of hosts, and a worker per core each would double
      // the start-up cost on a busy machine (tests of several workers set it themselves).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so `kill()` reaches the server workers too.
    detached: true,
  });
  let output = '';
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start the server');
  running.add(child);
  child.once('exit', (code, signal) => {
    output += `\n[scripts/start.mjs exited: code ${code}, signal ${signal}]\n`;
    running.delete(child);
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  // Migrations, seed and a worker loading the build took 47 s on a two-core machine shared by
  // several test runs (measured), 32 s for two workers' start alone.
  const deadline = Date.now() + 75_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${base}/api/user/settings`);
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const exited = () => hasExited(child);
  return {
    base,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    async kill() {
      // The supervisor exits only after its workers have (or when killed here, with its group):
      // once it has exited, the group is gone and its id must not be signalled any more.
      if (exited()) return;
      const exit = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-pid, 'SIGKILL');
      await exit;
      const deadline = Date.now() + 10_000;
      while (groupAlive(pid)) {
        if (Date.now() > deadline) throw new Error(`Process group ${pid} survived SIGKILL`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    alive: () => !exited(),
    output: () => output,
  };
}

/**
 * A browser-like client: keeps the session cookie, never follows redirects. `headers` go with
 * every request (e.g. `X-Forwarded-For` to stand for another client address behind `TRUST_PROXY`).
 */
export class Client {
  cookie = '';
  constructor(
    private readonly server: () => RunningServer,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(this.headers);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    if (this.cookie) headers.set('Cookie', this.cookie);
    const response = await fetch(`${this.server().base}${pathname}`, {
      ...init,
      headers,
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    return response;
  }

  form(pathname: string, fields: Record<string, string>) {
    return this.request(pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  json(pathname: string, method: string, body: unknown) {
    return this.request(pathname, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}
