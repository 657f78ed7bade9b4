/**
 * Stateless hosts: two host processes (each with its workers) on one database — PostgreSQL in the
 * PostgreSQL pass, one SQLite file in the default pass — and a browser whose requests alternate
 * between them, as behind a load balancer. Whatever one host stores or ends, the other sees at
 * once: accounts and sessions, saves, sign-out, sign-in throttling.
 */
import { calls } from '@credence/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { httpFixture } from './testing/httpFixture.ts';
import { Client, type RunningServer, startServer } from './testing/server.ts';

const first = httpFixture();
let secondServer: RunningServer | undefined;
const second = () => {
  if (!secondServer) throw new Error('The second host has not started');
  return secondServer;
};

beforeAll(async () => {
  secondServer = await startServer(first.databaseUrl);
}, 60_000);
afterAll(async () => {
  await secondServer?.stop();
});

/** One browser, two hosts: `on(host)` sends its requests to that host with the same cookie. */
function browser(): { on: (host: 'first' | 'second') => Client } {
  const clients = { first: first.client(), second: new Client(second) };
  let cookie = '';
  return {
    on(host) {
      const client = clients[host];
      client.cookie = cookie;
      // Whatever cookie the host sets travels with the browser to the other host.
      const request = client.request.bind(client);
      client.request = async (...args) => {
        const response = await request(...args);
        cookie = client.cookie;
        return response;
      };
      return client;
    },
  };
}

async function json(response: Response): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('two hosts on one database', () => {
  it('signs up on one, saves on the other, reads back on the first — back and forth', async () => {
    expect(first.base).not.toBe(second().base);
    const ada = browser();
    await signUp(ada.on('first'), 'Ada');
    const created = await ada.on('second').json('/api/arguments', 'POST', {
      title: 'Two hosts',
      premises: [{ content: 'One premise' }],
      conclusion: { content: 'One conclusion' },
    });
    expect(created.status).toBe(201);
    const { argument } = calls.createArgument.response.parse(await created.json());
    const read = await json(await ada.on('first').request(`/api/arguments/${argument.id}`));
    expect(calls.getArgument.response.parse(read)).toMatchObject({
      argument: { title: 'Two hosts' },
    });

    for (let round = 0; round < 6; round++) {
      const [writer, reader] =
        round % 2 === 0 ? (['second', 'first'] as const) : (['first', 'second'] as const);
      const value = 0.1 + round / 10;
      const saved = await ada.on(writer).json(`/api/objects/evaluations/${argument.id}`, 'PUT', {
        evaluationMode: 'fallback',
        inferenceStrength: value,
        fallbackSupport: 0.5,
        evaluationSettings: { fallback: { round } },
      });
      expect(saved.status).toBe(200);
      const back = await json(
        await ada.on(reader).request(`/api/user/arguments/update?argumentId=${argument.id}`),
      );
      expect(back).toMatchObject({ inferenceStrength: value, evaluationMode: 'fallback' });
      const settings = await ada
        .on(writer)
        .json('/api/user/settings', 'PUT', { conviction: value });
      expect(settings.status).toBe(200);
      expect(await json(await ada.on(reader).request('/api/user/settings'))).toMatchObject({
        settings: { conviction: value },
      });
    }
  });

  it('a sign-out on one host ends the session on the other', async () => {
    const ben = browser();
    await signUp(ben.on('second'), 'Ben');
    const signedIn = await ben.on('first').request('/api/user/settings');
    expect(signedIn.status).toBe(200);
    const cookie = ben.on('first').cookie;
    const out = await ben.on('second').form('/logout', {});
    expect(out.status).toBe(302);
    const stale = first.client();
    stale.cookie = cookie;
    expect((await stale.request('/api/user/settings')).status).toBe(401);
  });

  it('counts failed sign-ins made on either host together', async () => {
    const attempts: number[] = [];
    for (let i = 0; i < 11; i++) {
      const host = i % 2 === 0 ? 'first' : 'second';
      const response = await browser()
        .on(host)
        .form('/login', {
          email: 'nobody@x.io',
          password: `wrong-${i}`,
        });
      attempts.push(response.status);
    }
    // Ten failures in the window (the form answers 400 with its message), split across the
    // hosts; the eleventh is refused.
    expect(attempts.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(attempts[10]).toBe(429);
  });
});
