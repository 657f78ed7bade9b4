/**
 * Test helpers for the built app: `startServer` runs `scripts/start.mjs` (migrations, seed,
 * the Express server of `server/`) on a free port against a given SQLite file; `Client` is a fetch-based
 * browser stand-in with a cookie jar. Used by the HTTP tests and the Chromium end-to-end tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Throws unless `pnpm build` has produced the server bundle. */
export function assertBuilt(): void {
  if (!existsSync(path.join(APP_DIR, 'build/server/index.js'))) {
    throw new Error('Build the app first: `pnpm build` (the `test` script does it).');
  }
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
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a free port against `databaseUrl`. `env` adds or overrides variables
 * (e.g. the AI endpoint); a variable set to `undefined` is removed from the inherited env.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'test-secret',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${base}/api/user/settings`);
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    base,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
