/**
 * Server-side sessions over HTTP: the cookie carries a signed random id, the database its hash;
 * sign-out, expiry, a new sign-in and a password change end sessions for real.
 */
import { createHash } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { logIn, signUp } from './testing/accounts.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

let extraEnv: Record<string, string> = {};
// TRUST_PROXY lets a test say "this request came over HTTPS" with X-Forwarded-Proto.
const app = httpFixture(() => ({ TRUST_PROXY: 'loopback', ...extraEnv }));
const cookie = createCookie('__session', { secrets: ['test-secret'] });

/** The raw session id inside a client's signed cookie. */
async function sessionIdOf(client: Client): Promise<string> {
  const id: unknown = await cookie.parse(client.cookie);
  if (typeof id !== 'string') throw new Error(`No signed session id in ${client.cookie}`);
  return id;
}

/** A new client that replays `cookie` (the `name=value` pair). */
function replaying(value: string): Client {
  const client = app.client();
  client.cookie = value;
  return client;
}

async function signedIn(client: Client): Promise<boolean> {
  const response = await client.request('/api/user/settings');
  await response.arrayBuffer();
  return response.status === 200;
}

describe('sessions over HTTP', () => {
  it('the cookie carries only a signed random id; the database keeps its SHA-256', async () => {
    const ada = await signUp(app.client(), 'Ada');
    const id = await sessionIdOf(ada);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = createHash('sha256').update(id).digest('hex');
    const rows = await app.db.session.findMany({ where: { userId: await app.userId('ada@x.io') } });
    expect(rows.map((row) => row.idHash)).toEqual([hash]);
    expect(await app.db.session.count({ where: { idHash: id } })).toBe(0);

    const login = await app.client().form('/login', {
      email: 'ada@x.io',
      password: 'ada-password',
    });
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toContain('userId');
  });

  it('signing out deletes the session: the old cookie no longer works', async () => {
    const client = await logIn(app.client(), 'ada@x.io', 'ada-password');
    const before = client.cookie;
    const idHash = createHash('sha256')
      .update(await sessionIdOf(client))
      .digest('hex');
    expect(await signedIn(replaying(before))).toBe(true);

    const out = await client.form('/logout', {});
    expect(out.status).toBe(302);
    expect(client.cookie).toBe('');
    expect(await app.db.session.count({ where: { idHash } })).toBe(0);
    await expectSignInRequired(await replaying(before).request('/api/user/settings'));
  });

  it('a session expires after 7 days', async () => {
    const client = await logIn(app.client(), 'ada@x.io', 'ada-password');
    const idHash = createHash('sha256')
      .update(await sessionIdOf(client))
      .digest('hex');
    const record = await app.db.session.findUniqueOrThrow({ where: { idHash } });
    expect(record.expiresAt.getTime() - record.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(await signedIn(client)).toBe(true);

    await app.db.session.update({
      where: { idHash },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectSignInRequired(await client.request('/api/user/settings'));
    expect(await app.db.session.count({ where: { idHash } })).toBe(0);
  });

  it('signing in always starts a new session: an earlier id is neither reused nor left signed in', async () => {
    const client = await logIn(app.client(), 'ada@x.io', 'ada-password');
    const first = client.cookie;
    await logIn(client, 'ada@x.io', 'ada-password');
    expect(client.cookie).not.toBe(first);
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(replaying(first))).toBe(false);

    // A session id planted before sign-in (validly signed, unknown to the server) is not adopted.
    const planted = (await cookie.serialize('planted-session-id')).split(';')[0] ?? '';
    const victim = replaying(planted);
    expect(await signedIn(victim)).toBe(false);
    await logIn(victim, 'ada@x.io', 'ada-password');
    expect(victim.cookie).not.toBe(planted);
    expect(await sessionIdOf(victim)).not.toBe('planted-session-id');
    expect(await signedIn(replaying(planted))).toBe(false);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const https = app.client({ 'X-Forwarded-Proto': 'https' });
    const login = await https.form('/login', { email: 'ada@x.io', password: 'ada-password' });
    expect(login.status).toBe(302);
    expect(login.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
    const out = await https.form('/logout', {});
    expect(out.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);

    const plain = await app
      .client()
      .form('/login', { email: 'ada@x.io', password: 'ada-password' });
    expect(plain.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('marks it Secure over plain HTTP too with SESSION_COOKIE_SECURE=true; sessions survive the restart', async () => {
    const client = await logIn(app.client(), 'ada@x.io', 'ada-password');
    extraEnv = { SESSION_COOKIE_SECURE: 'true' };
    try {
      await app.restart();
      expect(await signedIn(client)).toBe(true);
      const login = await app.client().form('/login', {
        email: 'ada@x.io',
        password: 'ada-password',
      });
      expect(login.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
    } finally {
      extraEnv = {};
      await app.restart();
    }
  });
});

describe('changing the password', () => {
  it('needs the right current password and a valid new one, with the error by the field', async () => {
    const pat = await signUp(app.client(), 'Pat');
    const page = await (await pat.request('/settings')).text();
    expect(page).toContain('Change password');
    expect(page).toContain('name="currentPassword"');

    const wrong = await pat.form('/settings', {
      intent: 'changePassword',
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The current password is not right');
    const short = await pat.form('/settings', {
      intent: 'changePassword',
      currentPassword: 'pat-password',
      newPassword: 'short',
    });
    expect(await short.text()).toContain('Passwords need at least 8 characters');
    expect(await signedIn(pat)).toBe(true);
  });

  it("ends the user's other sessions, keeps this browser signed in with a fresh one, and the new password works", async () => {
    const here = await logIn(app.client(), 'pat@x.io', 'pat-password');
    const elsewhere = await logIn(app.client(), 'pat@x.io', 'pat-password');
    const ada = await logIn(app.client(), 'ada@x.io', 'ada-password');
    const before = here.cookie;

    const changed = await here.form('/settings', {
      intent: 'changePassword',
      currentPassword: 'pat-password',
      newPassword: 'pat-new-password',
      redirectTo: '/explore',
    });
    // Post, then redirect: the page is loaded again with the new cookie.
    expect(changed.status).toBe(302);
    const location = changed.headers.get('location') ?? '';
    expect(location).toBe('/settings?passwordChanged=1&redirectTo=%2Fexplore');
    expect(here.cookie).not.toBe(before);
    expect(await (await here.request(location)).text()).toContain('Your password was changed');
    expect(await signedIn(here)).toBe(true);
    await expectSignInRequired(await elsewhere.request('/api/user/settings'));
    expect(await signedIn(replaying(before))).toBe(false);
    expect(await signedIn(ada)).toBe(true);

    const old = await app.client().form('/login', { email: 'pat@x.io', password: 'pat-password' });
    expect(await old.text()).toContain('Invalid e-mail or password');
    await logIn(app.client(), 'pat@x.io', 'pat-new-password');
  });
});
