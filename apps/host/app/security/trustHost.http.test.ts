/**
 * The host's answers to the outside re-test (issue 12) over real HTTP on a real database: a
 * truth table too large to compute is refused at once, argument creation is limited per account,
 * the home page stays small however many arguments there are, path ids are plain decimal, a
 * form sent to a page without an action gets a 405 page, the icon is served, and `ADMIN_EMAIL`
 * names the administrator.
 */

import { describe, expect, it } from 'vitest';
import { ARGUMENT_CREATION_LIMIT } from '../accountLimits.ts';
import { HOME_PAGE_SIZE, truncateAtWord } from '../home/paging.ts';
import { createArgument } from '../models/arguments.server.ts';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { longFormula } from '../testing/longFormula.ts';
import { rawHttp } from '../testing/rawHttp.ts';

const ADMIN = 'boss@x.io';
const app = httpFixture({ ADMIN_EMAIL: ADMIN });

const argument = (title: string) => ({
  title,
  premises: [{ content: 'A premise.' }],
  conclusion: { content: 'A conclusion.' },
});

describe('trustworthy host', () => {
  const first = app.client();
  const boss = app.client();

  it('ADMIN_EMAIL names the administrator: the first account is an ordinary user', async () => {
    await signUp(first, 'First');
    const joined = await boss.form('/join', {
      email: 'BOSS@x.io',
      name: 'Boss',
      password: 'boss-password',
    });
    expect(joined.status).toBe(302);
    // The new administrator is sent to the home page's one-time notice.
    expect(joined.headers.get('location')).toBe('/?newAdmin=1');
    const roles = await app.db.user.findMany({
      where: { email: { in: ['first@x.io', ADMIN] } },
      select: { email: true, role: true },
      orderBy: { email: 'asc' },
    });
    expect(roles).toEqual([
      { email: ADMIN, role: 'ADMIN' },
      { email: 'first@x.io', role: 'USER' },
    ]);
    const notice = await (await boss.request('/?newAdmin=1')).text();
    expect(notice).toContain('You are this site’s administrator');
    // The address alone proves nothing: an ordinary user sees no notice.
    expect(await (await first.request('/?newAdmin=1')).text()).not.toContain('administrator');
  });

  it('refuses the re-test’s 191 KB truth table with 413 naming the limit, in seconds not minutes', async () => {
    const formulas = Array.from({ length: 100 }, () => longFormula(16, 1900));
    const body = JSON.stringify({ formulas });
    expect(body.length).toBeGreaterThan(150_000);
    const started = performance.now();
    const refused = await first.json('/api/counterexample/truth-table', 'POST', body);
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toMatch(
      /^The truth table is too large: 16 letters give 65,536 rows of 116 columns .* the limit is 524,288 cells/,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
    // The 1.9 KB request that answered 12.5 MB: 16 letters, one formula.
    const wide = await first.json('/api/counterexample/truth-table', 'POST', {
      formulas: [longFormula(16, 1900)],
    });
    expect(wide.status).toBe(413);
    // A regimented argument of ordinary size still gets its table.
    const ok = await first.json('/api/counterexample/truth-table', 'POST', {
      formulas: ['p → q', 'q → r', 'p → r'],
    });
    expect(ok.status).toBe(200);
  });

  it('limits new arguments per account: 429 with Retry-After, nothing stored', async () => {
    const maker = app.client();
    await signUp(maker, 'Maker');
    const makerId = await app.userId('maker@x.io');
    for (let i = 0; i < ARGUMENT_CREATION_LIMIT.max; i++) {
      const created = await maker.json('/api/arguments', 'POST', argument(`Argument ${i}`));
      expect(created.status, `argument ${i}`).toBe(201);
    }
    const refused = await maker.json('/api/arguments', 'POST', argument('One too many'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await refused.json()).error).toMatch(
      /^Too many new arguments\. Please try again in \d+ minutes\.$/,
    );
    expect(await app.db.argument.count({ where: { ownerId: makerId } })).toBe(
      ARGUMENT_CREATION_LIMIT.max,
    );
    // Other accounts are not affected.
    expect((await first.json('/api/arguments', 'POST', argument('Mine'))).status).toBe(201);
  });

  it('keeps the home page small: one page of cards, descriptions cut at a word', async () => {
    const ownerId = await app.userId('first@x.io');
    const long = `${'A long description of the matter at hand. '.repeat(400)}END`;
    for (let i = 0; i < 45; i++) {
      await createArgument(app.db, ownerId, {
        ...argument(`Public argument number ${i}`),
        summarizedDescription: long,
        visibility: 'PUBLIC',
      });
    }
    // Fresh connections: the database work above kept this process busy past the server's
    // keep-alive, so a pooled connection may already be closed.
    const home = await rawHttp(`${app.base}/`, { method: 'GET' });
    const html = home.text;
    expect(home.status).toBe(200);
    expect(html.match(/Public argument number \d+/g)?.length ?? 0).toBeLessThanOrEqual(
      HOME_PAGE_SIZE * 2, // each title may appear in the HTML and in the hydration data
    );
    expect(html).not.toContain('END');
    // The description cut at a word: its start up to a space, then "…".
    const cut = truncateAtWord(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(`${cut.slice(0, -1)} `)).toBe(true);
    expect(html).toContain(cut);
    expect(html.length).toBeLessThan(400_000);
    expect(html).toContain('href="/?publicPage=2#public-arguments"');
    const second = await rawHttp(`${app.base}/?publicPage=2`, { method: 'GET' });
    // React separates the numbers from the words with empty comments.
    expect(second.text.replaceAll('<!-- -->', '')).toContain('Page 2 of 3');
  });

  it('reads path ids only as plain decimal digits', async () => {
    for (const id of ['0x10', '1e3', '010', '1.0']) {
      const response = await first.request(`/api/arguments/${id}`);
      expect(response.status, id).toBe(400);
      expect((await response.json()).error).toBe('id: must be a whole number in decimal digits');
      expect((await first.request(`/arguments/${id}/edit`)).status, id).toBe(400);
    }
  });

  it('answers a form sent to a page without an action with a 405 page in words', async () => {
    const response = await first.form('/explore', { anything: '1' });
    expect(response.status).toBe(405);
    const html = await response.text();
    // What the page shows (before the hydration data, which carries Remix's own wording).
    const shown = html.slice(0, html.indexOf('window.__remixContext'));
    expect(shown).toContain('<h1');
    expect(shown).toContain('This page does not take forms');
    expect(shown).not.toContain('Unexpected Server Error');
  });

  it('serves the icon every page links, also at /favicon.ico', async () => {
    const page = await (await app.anonymous('GET', '/')).text();
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await app.anonymous('GET', path);
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/svg+xml');
      expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});
