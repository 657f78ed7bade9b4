/**
 * The session secret over HTTP: without `SESSION_SECRET` every install generates its own and keeps
 * it beside its database; with it, a comma-separated list rotates secrets.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createCookie } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from './testing/accounts.ts';
import { assertBuilt, Client, type RunningServer, startServer } from './testing/server.ts';
import { createTempDatabase, type TempDatabase } from './testing/tempDatabase.ts';

/** One install: a database in its own folder and the app running on it. */
interface Install {
  temp: TempDatabase;
  server: RunningServer;
  env: Record<string, string | undefined>;
}

const installs: Install[] = [];

async function install(env: Record<string, string | undefined>): Promise<Install> {
  const temp = await createTempDatabase();
  const created = { temp, server: await startServer(temp.url, env), env };
  installs.push(created);
  return created;
}

async function restart(target: Install, env = target.env): Promise<void> {
  await target.server.stop();
  target.env = env;
  target.server = await startServer(target.temp.url, env);
}

function client(target: Install): Client {
  return new Client(() => target.server);
}

/** The status of `/api/user/settings` on `target` with `cookie` (a `name=value` pair): 200 or 401. */
async function statusOn(target: Install, cookie: string): Promise<number> {
  const replay = client(target);
  replay.cookie = cookie;
  const response = await replay.request('/api/user/settings');
  await response.arrayBuffer();
  return response.status;
}

/** The log line names the source of the secret; the start command prints it before serving. */
async function secretLogLine(target: Install): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const line = target.server
      .output()
      .split('\n')
      .find((l) => l.startsWith('Session cookies are signed with'));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No session secret log line in:\n${target.server.output()}`);
}

beforeAll(() => assertBuilt());
afterAll(async () => {
  for (const { server, temp } of installs) {
    await server.stop();
    await temp.cleanup();
  }
});

describe('without SESSION_SECRET', () => {
  let a: Install;
  let b: Install;
  let cookieA = '';

  beforeAll(async () => {
    [a, b] = await Promise.all([
      install({ SESSION_SECRET: undefined }),
      install({ SESSION_SECRET: undefined }),
    ]);
  }, 60_000);

  it('each install generates its own secret, keeps it beside its database (mode 0600) and never logs it', async () => {
    const fileA = path.join(a.temp.dir, 'session-secret');
    const fileB = path.join(b.temp.dir, 'session-secret');
    expect(await secretLogLine(a)).toBe(
      `Session cookies are signed with a new secret written to ${fileA}.`,
    );
    await secretLogLine(b);
    const secretA = readFileSync(fileA, 'utf8').trim();
    const secretB = readFileSync(fileB, 'utf8').trim();
    expect(secretA).toMatch(/^[0-9a-f]{64}$/);
    expect(secretB).toMatch(/^[0-9a-f]{64}$/);
    expect(secretA).not.toBe(secretB);
    expect(statSync(fileA).mode & 0o777).toBe(0o600);
    expect(statSync(fileB).mode & 0o777).toBe(0o600);
    expect(a.server.output()).not.toContain(secretA);
  });

  it("refuses another install's cookies, even for a session id it knows", async () => {
    const ada = await signUp(client(a), 'Ada');
    cookieA = ada.cookie;
    expect(await statusOn(a, cookieA)).toBe(200);
    expect(await statusOn(b, cookieA)).toBe(401);

    // Give install B a session with the very id of A's cookie: only the signature stands between
    // A's cookie and B's user now, and it must hold.
    const id: unknown = await createCookie('__session', {
      secrets: [readFileSync(path.join(a.temp.dir, 'session-secret'), 'utf8').trim()],
    }).parse(cookieA);
    expect(typeof id).toBe('string');
    await b.temp.db.session.create({
      data: {
        idHash: createHash('sha256').update(String(id)).digest('hex'),
        userId: 1,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expect(await statusOn(b, cookieA)).toBe(401);

    // Nor does the development default the source used to fall back on sign anything.
    const forged = await createCookie('__session', {
      secrets: ['credence-dev-session-secret-change-me'],
    }).serialize(id);
    expect(await statusOn(b, forged.split(';')[0] ?? '')).toBe(401);
  });

  it('keeps sessions across a restart, with the same secret', async () => {
    const before = readFileSync(path.join(a.temp.dir, 'session-secret'), 'utf8');
    await restart(a);
    expect(await statusOn(a, cookieA)).toBe(200);
    expect(readFileSync(path.join(a.temp.dir, 'session-secret'), 'utf8')).toBe(before);
    expect(await secretLogLine(a)).toBe(
      `Session cookies are signed with the secret in ${path.join(a.temp.dir, 'session-secret')}.`,
    );
  });
});

describe('with SESSION_SECRET', () => {
  it('signs with the first of a comma-separated list and verifies with all of them', async () => {
    const c = await install({ SESSION_SECRET: 'old-secret' });
    expect(await secretLogLine(c)).toBe('Session cookies are signed with SESSION_SECRET.');
    const oldCookie = (await signUp(client(c), 'Cy')).cookie;

    await restart(c, { SESSION_SECRET: 'new-secret, old-secret' });
    expect(await secretLogLine(c)).toBe(
      'Session cookies are signed with SESSION_SECRET (2 secrets: the first signs).',
    );
    expect(await statusOn(c, oldCookie)).toBe(200);
    const newCookie = (await logIn(client(c), 'cy@x.io', 'cy-password')).cookie;
    const parsed = await createCookie('__session', { secrets: ['new-secret'] }).parse(newCookie);
    expect(typeof parsed).toBe('string');
    expect(c.server.output()).not.toContain('new-secret');

    await restart(c, { SESSION_SECRET: 'new-secret' });
    expect(await statusOn(c, oldCookie)).toBe(401);
    expect(await statusOn(c, newCookie)).toBe(200);
  });
});
