/**
 * The built app over real HTTP: `scripts/start.mjs` (migrations, seed, the Express server of `server/`) on a free
 * port and a temp SQLite file, driven with fetch and a small cookie jar (`app/testing/server.ts`).
 * `pnpm test` builds the app first (`pnpm build && vitest run`).
 */
import { describe, expect, it } from 'vitest';
import { createArgument } from './models/arguments.server.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

describe('host over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  let argumentId = 0;
  let premiseIds: string[] = [];
  let conclusionId = '';

  it('answers 401 JSON to API calls and redirects pages without a session', async () => {
    await expectSignInRequired(await app.anonymous('GET', '/api/user/settings'));
    const evaluation = await app.client().json('/api/objects/evaluations/1', 'PUT', {});
    expect(evaluation.status).toBe(401);

    const page = await app.client().request('/settings?x=1');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/settings?x=1')}`,
    );
  });

  it('signs up: the first account becomes ADMIN, the next one USER; short passwords refused', async () => {
    const short = await app.client().form('/join', {
      email: 'short@x.io',
      name: 'Short',
      password: 'short',
    });
    // Refused with 400 and the message under the password field (indie-stack style).
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 8 characters');

    const first = await alice.form('/join', {
      email: 'alice@x.io',
      name: 'Alice',
      password: 'alice-password',
    });
    expect(first.status).toBe(302);
    expect(alice.cookie).toMatch(/^__session=/);
    const second = await bob.form('/join', {
      email: 'bob@x.io',
      name: 'Bob',
      password: 'bob-password',
    });
    expect(second.status).toBe(302);

    const roles = await app.db.user.findMany({
      where: { email: { in: ['alice@x.io', 'bob@x.io'] } },
      select: { email: true, role: true },
      orderBy: { email: 'asc' },
    });
    expect(roles).toEqual([
      { email: 'alice@x.io', role: 'ADMIN' },
      { email: 'bob@x.io', role: 'USER' },
    ]);
    expect(await (await alice.request('/')).text()).toContain('(admin)');
    expect(await (await bob.request('/')).text()).not.toContain('(admin)');

    const duplicate = await app.client().form('/join', {
      email: 'ALICE@x.io',
      name: 'Again',
      password: 'alice-password',
    });
    expect(await duplicate.text()).toContain('already exists');
  });

  it('signs in and out', async () => {
    const wrong = await app.client().form('/login', {
      email: 'alice@x.io',
      password: 'wrong-password',
    });
    expect(await wrong.text()).toContain('Invalid e-mail or password');

    const other = app.client();
    const login = await other.form('/login', {
      email: 'alice@x.io',
      password: 'alice-password',
      redirectTo: '/settings',
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/settings');
    expect((await other.request('/api/user/settings')).status).toBe(200);

    const out = await other.form('/logout', {});
    expect(out.status).toBe(302);
    expect((await other.request('/api/user/settings')).status).toBe(401);
  });

  it('answers 400 with a readable message for bad input', async () => {
    const created = await createArgument(app.db, 1, {
      title: 'placeholder',
      premises: [{ content: 'p' }],
      conclusion: { content: 'c' },
    });
    // Owned by the seeded demo user (id 1): not Alice's. Her own argument follows.
    await app.db.argument.delete({ where: { id: created.id } });
    const argument = await createArgument(app.db, await app.userId('alice@x.io'), {
      title: 'Alice’s private argument',
      premises: [{ content: 'It is raining.' }, { content: 'I have no umbrella.' }],
      conclusion: { content: 'I will get wet.' },
    });
    argumentId = argument.id;
    premiseIds = argument.premises.map((p) => p.id);
    conclusionId = argument.conclusion.id;

    const badValue = await alice.json(`/api/objects/evaluations/${argumentId}`, 'PUT', {
      evaluationMode: 'fallback',
      inferenceStrength: 2,
      fallbackSupport: 0.2,
      evaluationSettings: {},
    });
    expect(badValue.status).toBe(400);
    expect((await badValue.json()).error).toMatch(/^inferenceStrength: /);

    const notJson = await alice.json(`/api/objects/evaluations/${argumentId}`, 'PUT', '{oops');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON' });

    const badId = await alice.request('/api/arguments/abc');
    expect(badId.status).toBe(400);
    expect((await badId.json()).error).toMatch(/^id: /);

    const badQuery = await alice.request('/api/user/arguments/update');
    expect(badQuery.status).toBe(400);

    const badSettings = await alice.json('/api/user/settings', 'PUT', { conviction: 'high' });
    expect(badSettings.status).toBe(400);
    expect((await badSettings.json()).error).toMatch(/conviction/);

    const badClaims = await alice.json('/api/objects/claims/batch', 'POST', { claimIds: 'x' });
    expect(badClaims.status).toBe(400);
  });

  it('saves an evaluation and reads it back', async () => {
    const saved = await alice.json(`/api/objects/evaluations/${argumentId}`, 'PUT', {
      evaluationMode: 'fallback',
      inferenceStrength: 0.85,
      fallbackSupport: 0.15,
      evaluationSettings: { fallback: { note: 'first' } },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, argumentId, evaluationMode: 'fallback' });

    const updated = await alice.json('/api/user/arguments/update', 'POST', {
      argumentId,
      evaluationMode: 'fallback',
      inferenceStrength: 0.85,
      fallbackSupport: 0.15,
      premises: [
        { id: premiseIds[0], probability: 0.7 },
        { id: premiseIds[1], probability: 0.6 },
      ],
      conclusion: { id: conclusionId, probability: 0.4 },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ success: true });

    const read = await alice.request(`/api/user/arguments/update?argumentId=${argumentId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      inferenceStrength: 0.85,
      fallbackSupport: 0.15,
      evaluationMode: 'fallback',
      premises: [
        { id: premiseIds[0], probability: 0.7 },
        { id: premiseIds[1], probability: 0.6 },
      ],
      conclusion: { id: conclusionId, probability: 0.4 },
    });

    const detail = await alice.request(`/api/arguments/${argumentId}`);
    expect(detail.status).toBe(200);
    const body = await detail.json();
    expect(body.argument.title).toBe('Alice’s private argument');
    expect(body.argument.evaluation.inferenceStrength).toBe(0.85);

    const claims = await alice.json('/api/objects/claims/batch', 'POST', {
      claimIds: [conclusionId, 'missing'],
    });
    expect(await claims.json()).toEqual({
      claims: [{ id: conclusionId, content: 'I will get wet.', negationContent: null }],
    });
  });

  it('stores a truth table in either shape: the array form of a large table, or the record', async () => {
    // What @credence/api sends for a complete table of 1,024 rows or more (index = row key in binary).
    const rows = Array.from({ length: 4096 }, (_, row) => ((row % 100) + 1) / 102);
    const record = { '00': 0.1, '01': 0.3, '10': 0.4, '11': 0.9 };
    const evaluationSettings = {
      truth_table: { truthTableData: { rowValues: rows } },
      bayesian: { truthTableData: { rowValues: record } },
    };
    const saved = await alice.json(`/api/objects/evaluations/${argumentId}`, 'PUT', {
      evaluationMode: 'truth_table',
      inferenceStrength: 0.85,
      fallbackSupport: 0.15,
      evaluationSettings,
    });
    expect(saved.status).toBe(200);
    const detail = await (await alice.request(`/api/arguments/${argumentId}`)).json();
    // Merged into the settings saved before (the fallback note stays).
    expect(detail.argument.evaluation.evaluationSettings).toMatchObject(evaluationSettings);

    const tooLong = await alice.json(`/api/objects/evaluations/${argumentId}`, 'PUT', {
      evaluationMode: 'truth_table',
      inferenceStrength: 0.85,
      fallbackSupport: 0.15,
      evaluationSettings: {
        truth_table: { truthTableData: { rowValues: new Array(65_537).fill(0.5) } },
      },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toContain('tables must have at most 65536 rows');
  });

  it('hides the private argument from another user, who cannot change the evaluation', async () => {
    const before = await alice.request(`/api/user/arguments/update?argumentId=${argumentId}`);
    const expected = await before.json();

    expect((await bob.request(`/api/arguments/${argumentId}`)).status).toBe(404);
    expect((await bob.request('/api/arguments/99999')).status).toBe(404);
    const put = await bob.json(`/api/objects/evaluations/${argumentId}`, 'PUT', {
      evaluationMode: 'bayesian',
      inferenceStrength: 0.1,
      fallbackSupport: 0.9,
      evaluationSettings: {},
    });
    expect(put.status).toBe(404);
    const post = await bob.json('/api/user/arguments/update', 'POST', {
      argumentId,
      evaluationMode: 'bayesian',
      inferenceStrength: 0.1,
      fallbackSupport: 0.9,
      premises: [{ id: premiseIds[0], probability: 0.01 }],
      conclusion: { id: conclusionId, probability: 0.01 },
    });
    expect(post.status).toBe(404);
    expect((await bob.request(`/api/user/arguments/update?argumentId=${argumentId}`)).status).toBe(
      404,
    );
    const claims = await bob.json('/api/objects/claims/batch', 'POST', { claimIds: premiseIds });
    expect(await claims.json()).toEqual({ claims: [] });
    expect((await bob.request(`/argumentevaluator?argumentId=${argumentId}`)).status).toBe(404);

    const after = await alice.request(`/api/user/arguments/update?argumentId=${argumentId}`);
    expect(await after.json()).toEqual(expected);
    expect(await app.db.userArgumentEvaluation.count({ where: { argumentId } })).toBe(1);
  });

  it('serves the evaluator page: title, the first paint with P(C), the argument for the client, the ui stylesheet', async () => {
    const page = await alice.request(`/argumentevaluator?argumentId=${argumentId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Alice’s private argument · Credence</title>');
    // The server's first paint: the premises and conclusion with P(C), while the controls load
    // (the interactive evaluator is drawn once hydrated, from the same loader data).
    expect(html).toContain('Loading the controls…');
    expect(html).toMatch(/Computed from the premises: P\(C\) = \d+%\./);
    for (const text of ['It is raining.', 'I have no umbrella.', 'I will get wet.']) {
      expect(html).toContain(`>${text}<`);
    }
    const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await alice.request(stylesheet ?? '');
    expect(css.status).toBe(200);
    expect(await css.text()).toMatch(/--[\w-]+:/);

    expect((await alice.request('/argumentevaluator?argumentId=abc')).status).toBe(400);
  });

  it('answers unknown API paths with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const response = await alice.request('/api/no/such/endpoint', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Unknown API endpoint' });
    }
  });

  it('settings: the page keeps the return address and the API reads what it saved', async () => {
    const page = await alice.request('/settings?redirectTo=%2Fargumentevaluator%3FargumentId%3D1');
    expect(await page.text()).toContain('value="/argumentevaluator?argumentId=1"');
    const saved = await alice.form('/settings', {
      detailLevel: 'complete',
      conviction: '0.7',
      constraintResolutionMode: 'foundationalist',
      redirectTo: '/argumentevaluator?argumentId=1',
    });
    // Saving stays on /settings, saying so, and keeps the return address for its Back link.
    expect(saved.status).toBe(302);
    const back = (response: Response) => {
      const location = new URL(response.headers.get('location') ?? '', 'http://host.test');
      expect(location.pathname).toBe('/settings');
      expect(location.searchParams.get('saved')).toBe('1');
      return location.searchParams.get('redirectTo');
    };
    expect(back(saved)).toBe('/argumentevaluator?argumentId=1');
    const offSite = await alice.form('/settings', { redirectTo: '//evil.example' });
    expect(back(offSite)).toBe('/');

    const api = await alice.request('/api/user/settings');
    expect((await api.json()).settings).toMatchObject({
      detailLevel: 'complete',
      conviction: 0.7,
      constraintResolutionMode: 'foundationalist',
    });
    const put = await alice.json('/api/user/settings', 'PUT', { conviction: 0.4 });
    expect((await put.json()).settings).toMatchObject({ detailLevel: 'complete', conviction: 0.4 });
  });

  it('keeps everything across a restart on the same database file', async () => {
    const path = `/api/user/arguments/update?argumentId=${argumentId}`;
    const before = await (await alice.request(path)).json();
    expect(before).toMatchObject({
      inferenceStrength: expect.any(Number),
      premises: expect.any(Array),
    });
    await app.restart();
    const read = await alice.request(path);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(before);
    // Restarting does not seed again.
    expect(await app.db.user.count()).toBe(3);
  }, 60_000);
});
