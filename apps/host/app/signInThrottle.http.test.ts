/**
 * The sign-in and sign-up throttles over HTTP. Every test client comes from 127.0.0.1, so the
 * server trusts the loopback proxy (`TRUST_PROXY=loopback`) and each client names its address
 * in `X-Forwarded-For` — the way a deployment behind a proxy sees its clients.
 */
import { describe, expect, it } from 'vitest';
import { httpFixture } from './testing/httpFixture.ts';
import { Client, startServer } from './testing/server.ts';

const app = httpFixture({ TRUST_PROXY: 'loopback' });
const FIFTEEN_MINUTES_S = 15 * 60;

/** A client at `address`. */
const from = (address: string) => app.client({ 'X-Forwarded-For': address });

async function signUpAs(name: string, address: string): Promise<void> {
  const joined = await from(address).form('/join', {
    email: `${name}@x.io`,
    name,
    password: `${name}-password`,
  });
  expect(joined.status).toBe(302);
}

function signIn(client: Client, name: string, password = `${name}-password`) {
  return client.form('/login', { email: `${name}@x.io`, password });
}

/** Fails to sign in `times` times, expecting the ordinary refusal each time. */
async function failSignIns(client: Client, emails: string[]): Promise<void> {
  for (const email of emails) {
    const response = await client.form('/login', { email, password: 'wrong-password' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid e-mail or password');
  }
}

/** Expects the throttle's answer: 429, `Retry-After` within the window, a readable message. */
async function expectThrottled(response: Response, what: string, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const page = await response.text();
  expect(page).toContain(`Too many ${what}. Please try again in`);
  expect(page).toContain('role="alert"');
}

const times = (n: number, email: string) => Array<string>(n).fill(email);

describe('sign-in throttle', () => {
  it('after 10 wrong passwords for an account even the right one gets 429 with Retry-After, from any address', async () => {
    await signUpAs('alice', '10.0.0.1');
    await signUpAs('bob', '10.0.0.2');
    await failSignIns(from('198.51.100.1'), times(10, 'ALICE@x.io'));

    await expectThrottled(
      await signIn(from('198.51.100.1'), 'alice'),
      'sign-in attempts',
      FIFTEEN_MINUTES_S,
    );
    await expectThrottled(
      await signIn(from('198.51.100.2'), 'alice'),
      'sign-in attempts',
      FIFTEEN_MINUTES_S,
    );
    // Refusals while throttled are not counted: the block ends when the window passes.
    expect(await app.db.throttleEvent.count({ where: { key: 'signin:email:alice@x.io' } })).toBe(
      10,
    );
    // Another account from another address is not blocked.
    expect((await signIn(from('198.51.100.2'), 'bob')).status).toBe(302);
  });

  it('counts simultaneous wrong passwords against one another: at most 10 are checked', async () => {
    await signUpAs('dora', '10.0.0.9');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(from(`198.51.100.${100 + i}`), 'dora', 'nope')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await app.db.throttleEvent.count({ where: { key: 'signin:email:dora@x.io' } })).toBe(10);
    expect((await signIn(from('198.51.100.99'), 'dora')).status).toBe(429);
  });

  it('after 10 failures from one address (any e-mails) every account is refused from there, not elsewhere', async () => {
    await signUpAs('carol', '10.0.0.3');
    const unknown = Array.from({ length: 10 }, (_, i) => `nobody-${i}@x.io`);
    await failSignIns(from('198.51.100.3'), unknown);
    await expectThrottled(
      await signIn(from('198.51.100.3'), 'carol'),
      'sign-in attempts',
      FIFTEEN_MINUTES_S,
    );
    expect((await signIn(from('198.51.100.4'), 'carol')).status).toBe(302);
  });

  it('holds across a restart and across processes on one database', async () => {
    await app.restart();
    expect((await signIn(from('198.51.100.5'), 'alice')).status).toBe(429);

    await signUpAs('dave', '10.0.0.4');
    const second = await startServer(app.databaseUrl, { TRUST_PROXY: 'loopback' });
    try {
      const onSecond = new Client(() => second, { 'X-Forwarded-For': '198.51.100.6' });
      await failSignIns(from('198.51.100.6'), times(5, 'dave@x.io'));
      await failSignIns(onSecond, times(5, 'dave@x.io'));
      expect((await signIn(from('198.51.100.7'), 'dave')).status).toBe(429);
      expect((await signIn(onSecond, 'dave')).status).toBe(429);
    } finally {
      await second.stop();
    }
  });

  it('lets the right password in once the failures are older than 15 minutes, and then forgets them', async () => {
    // Alice's failures, and those of the address they came from, move out of the window.
    const past = new Date(Date.now() - (FIFTEEN_MINUTES_S + 1) * 1000);
    await app.db.throttleEvent.updateMany({
      where: { key: { in: ['signin:email:alice@x.io', 'signin:ip:198.51.100.1'] } },
      data: { createdAt: past },
    });
    expect(await app.db.throttleEvent.count({ where: { key: 'signin:ip:198.51.100.1' } })).toBe(10);
    expect((await signIn(from('198.51.100.1'), 'alice')).status).toBe(302);
    expect(await app.db.throttleEvent.count({ where: { key: 'signin:email:alice@x.io' } })).toBe(0);
  });

  it('gives over-long fields the same generic answer', async () => {
    await failSignIns(from('198.51.100.8'), [`${'a'.repeat(250)}@x.io`]);
    const huge = await from('198.51.100.8').form('/login', {
      email: 'bob@x.io',
      password: 'p'.repeat(200_000),
    });
    expect(huge.status).toBe(400);
    expect(await huge.text()).toContain('Invalid e-mail or password');
  });

  it('counts wrong current passwords on the password form as failed sign-ins', async () => {
    await signUpAs('erin', '10.0.0.5');
    const erin = from('198.51.100.9');
    expect((await signIn(erin, 'erin')).status).toBe(302);
    for (let i = 0; i < 10; i++) {
      const wrong = await erin.form('/settings', {
        intent: 'changePassword',
        currentPassword: `guess-${i}`,
        newPassword: 'erin-new-password',
      });
      expect(wrong.status).toBe(400);
    }
    const right = await erin.form('/settings', {
      intent: 'changePassword',
      currentPassword: 'erin-password',
      newPassword: 'erin-new-password',
    });
    await expectThrottled(right, 'wrong passwords', FIFTEEN_MINUTES_S);
    expect((await signIn(from('198.51.100.10'), 'erin')).status).toBe(429);
  });
});

describe('sign-up throttle', () => {
  it('answers 429 with Retry-After after 20 attempts from one address within an hour', async () => {
    const prober = from('203.0.113.1');
    for (let i = 0; i < 20; i++) {
      const probe = await prober.form('/join', {
        email: 'alice@x.io',
        name: 'Probe',
        password: 'probe-password',
      });
      expect(probe.status).toBe(409);
      expect(await probe.text()).toContain('already exists');
    }
    const blocked = await prober.form('/join', {
      email: 'fresh@x.io',
      name: 'Fresh',
      password: 'fresh-password',
    });
    await expectThrottled(blocked, 'sign-up attempts', 60 * 60);
    expect(await app.db.user.count({ where: { email: 'fresh@x.io' } })).toBe(0);
    await signUpAs('fresh', '203.0.113.2');
  });

  it('caps name, e-mail and password lengths', async () => {
    const client = from('203.0.113.3');
    const cases: [Record<string, string>, string][] = [
      [{ name: 'n'.repeat(101) }, 'Names have at most 100 characters'],
      [{ email: `${'e'.repeat(250)}@x.io` }, 'Please enter a valid e-mail address'],
      [{ password: 'p'.repeat(1025) }, 'Passwords have at most 1,024 characters'],
    ];
    for (const [fields, message] of cases) {
      const response = await client.form('/join', {
        email: 'capped@x.io',
        name: 'Capped',
        password: 'capped-password',
        ...fields,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await app.db.user.count({ where: { email: 'capped@x.io' } })).toBe(0);
  });
});
