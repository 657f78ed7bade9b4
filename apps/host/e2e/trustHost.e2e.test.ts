/**
 * Issue 12, "Trustworthy in a person's hands", walked in Chromium on the built host: the first
 * account is told it is the administrator; the home page is paged (links that work without
 * scripts, on a phone) with short descriptions; a friend request names the person asked by
 * address only; saving settings stays on /settings and Back returns without replaying an old
 * notice; the share toast says "friends only" in words; the share page's og:image is a PNG; the
 * site has an icon (no 404 in the console); a form sent to a page without an action gets the 405
 * page; odd ids are refused; the truth table the re-test used is refused in seconds; argument
 * creation is limited per account.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARGUMENT_CREATION_LIMIT } from '../app/accountLimits.ts';
import { DESCRIPTION_PREVIEW_CHARS, HOME_PAGE_SIZE } from '../app/home/paging.ts';
import { createArgument } from '../app/models/arguments.server.ts';
import { longFormula } from '../app/testing/longFormula.ts';
import { browserHarness } from './harness.ts';
import { chooseOption, signUp, waitForHydration } from './pages.ts';

const app = browserHarness();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Every failed request and console error of a page, to check that nothing 404s. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404: ${response.url()}`);
  });
  return problems;
}

describe('a trustworthy host in Chromium', () => {
  let ada: Page;
  let adaProblems: string[] = [];

  it('tells the first account, once, that it is the administrator; the site has an icon', async () => {
    ada = await app.newPage();
    adaProblems = watchProblems(ada);
    await signUp(ada, 'ada@e2e.test', 'Ada');
    expect(new URL(ada.url()).search).toBe('?newAdmin=1');
    const notice = ada.getByRole('region', { name: 'You are this site’s administrator' });
    await notice.getByText(/first to sign up here, so it has the administrator role/).waitFor();
    // Going home again: no notice.
    await ada.getByRole('banner').getByRole('link', { name: 'Credence' }).click();
    await ada.waitForURL((url) => url.pathname === '/' && url.search === '');
    await ada.getByRole('heading', { level: 1, name: 'Arguments' }).waitFor();
    expect(await notice.count()).toBe(0);

    // The icon every page links is served (no 404 for it, or anything else, in the console).
    const icon = await ada.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const served = await ada.request.get(icon ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/svg+xml');
    expect(adaProblems).toEqual([]);
  });

  it('pages the home page’s lists with plain links and cuts descriptions, on a phone without scripts', async () => {
    const demo = await app.temp.db.user.findUniqueOrThrow({
      where: { email: 'demo@credence.local' },
    });
    const description = `${'Whether the forecast holds matters for the plan. '.repeat(40)}THE END`;
    for (let i = 1; i <= 45; i++) {
      await createArgument(app.temp.db, demo.id, {
        title: `Paged argument ${String(i).padStart(2, '0')}`,
        summarizedDescription: description,
        visibility: 'PUBLIC',
        premises: [{ content: 'A premise.' }],
        conclusion: { content: 'A conclusion.' },
      });
    }
    const phone = await app.newPage({ ...PHONE, javaScriptEnabled: false });
    await phone.goto('/');
    const publicList = phone.getByRole('region', { name: 'Public' });
    const cards = publicList.getByRole('listitem');
    expect(await cards.count()).toBe(HOME_PAGE_SIZE);
    const first = await cards.first().textContent();
    expect(first).toContain('Whether the forecast holds matters for the plan.');
    expect(first).not.toContain('THE END');
    // Cut at a word: what is shown is the start of the description, up to a space.
    const shown = (first ?? '').slice((first ?? '').indexOf('Whether'), -1);
    expect(shown.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_CHARS);
    expect(first).toMatch(/…$/);
    expect(description.startsWith(`${shown} `)).toBe(true);
    const pages = phone.getByRole('navigation', { name: 'Public pages' });
    await pages.getByText('Page 1 of 3').waitFor();

    await pages.getByRole('link', { name: 'Next page' }).click();
    await phone.waitForURL((url) => url.searchParams.get('publicPage') === '2');
    await pages.getByText('Page 2 of 3').waitFor();
    expect(await cards.count()).toBe(HOME_PAGE_SIZE);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await pages.getByText('Page 3 of 3').waitFor();
    expect(await cards.count()).toBe(48 - 2 * HOME_PAGE_SIZE); // 45 + the 3 seeded
    expect(await pages.getByRole('link', { name: 'Next page' }).count()).toBe(0);
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await pages.getByText('Page 2 of 3').waitFor();
  });

  it('names a sent friend request by address only; Save stays on /settings and Back returns without the old notice', async () => {
    const ben = await app.newPage();
    await signUp(ben, 'ben@e2e.test', 'Benedict Secretname');

    await ada.goto('/friends');
    await ada.getByLabel('Friend’s e-mail').fill('ben@e2e.test');
    await ada.getByRole('button', { name: 'Send request' }).click();
    await ada.getByRole('status').getByText('Friend request sent.').waitFor();
    const sent = ada.getByRole('region', { name: 'Requests you sent' });
    await sent.getByText('ben@e2e.test').waitFor();
    expect(await ada.content()).not.toContain('Secretname');
    // Cancel still works, by the address.
    await sent.getByRole('button', { name: 'Cancel request' }).click();
    await ada.getByRole('status').getByText('Request cancelled.').waitFor();
    await ada.getByLabel('Friend’s e-mail').fill('ben@e2e.test');
    await ada.getByRole('button', { name: 'Send request' }).click();
    await ada.waitForURL((url) => url.search === '?done=requested');

    // From the friends page (with its one-time notice in the address) to the settings.
    await ada
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await ada.waitForURL((url) => url.pathname === '/settings');
    await waitForHydration(ada);
    await chooseOption(ada, 'Detail level', 'Basic');
    await ada.getByRole('status').getByText('Settings saved.').waitFor();
    await ada.getByRole('button', { name: 'Save', exact: true }).click();
    await ada.getByRole('status').getByText('Settings saved.').waitFor();
    expect(new URL(ada.url()).pathname).toBe('/settings');
    expect(await ada.getByText('Friend request sent.').count()).toBe(0);
    const adaId = (await app.temp.db.user.findUniqueOrThrow({ where: { email: 'ada@e2e.test' } }))
      .id;
    await expect
      .poll(
        async () =>
          (await app.temp.db.userSettings.findUnique({ where: { userId: adaId } }))?.detailLevel,
      )
      .toBe('basic');

    await ada.getByRole('link', { name: 'Back', exact: true }).click();
    await ada.waitForURL((url) => url.pathname === '/friends' && url.search === '');
    await ada.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    expect(await ada.getByText('Friend request sent.').count()).toBe(0);
    expect(adaProblems).toEqual([]);
  });

  it('shows the settings selects styled, with their values, before any script runs', async () => {
    const bare = await app.newPage({ javaScriptEnabled: false });
    await bare.context().addCookies(await ada.context().cookies());
    await bare.goto('/settings');
    const trigger = bare.getByRole('button', { name: /Detail level/ });
    expect(await trigger.textContent()).toContain('Basic');
    const style = await trigger.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { border: computed.borderTopStyle, radius: computed.borderTopLeftRadius };
    });
    expect(style.border).not.toBe('none');
    expect(style.radius).not.toBe('0px');
    // The native selects that post the values are there for the form, inside a 1-pixel clipped
    // box: never a bare select on the screen.
    const widths = await bare.locator('select').evaluateAll((selects) =>
      selects.map((select) => {
        const box = select.closest('[style*="clip"]');
        return box ? box.getBoundingClientRect().width : select.getBoundingClientRect().width;
      }),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toBeLessThanOrEqual(1);
  });

  it('says the new visibility in words; the share page’s og:image is a PNG', async () => {
    const created = await ada.request.post('/api/arguments', {
      data: {
        title: 'Ada’s picnic',
        visibility: 'PUBLIC',
        premises: [{ content: 'The forecast says rain.' }],
        conclusion: { content: 'The picnic moves indoors.' },
      },
    });
    expect(created.status()).toBe(201);
    const { argument } = (await created.json()) as { argument: { id: number } };
    await ada.goto(`/argumentevaluator?argumentId=${argument.id}`);
    await waitForHydration(ada);
    await ada.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = ada.getByRole('dialog', { name: 'Share' });
    await menu.getByText('Friends Only', { exact: true }).click();
    await ada.getByText('Argument is now friends only').waitFor();
    expect(await ada.getByText('friends_only').count()).toBe(0);
    await menu.getByText('Public', { exact: true }).click();
    await ada.getByText('Argument is now public').waitFor();

    const shared = await ada.request.post('/api/arguments/share', {
      data: { userArgumentId: argument.id },
    });
    const { shareToken } = (await shared.json()) as { shareToken: string };
    const reader = await app.newPage();
    await reader.goto(`/argument/shared/${shareToken}`);
    const image = await reader.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${app.server.base}/api/arguments/${argument.id}/image.png`);
    await reader.goto(image ?? '');
    const size = await reader.evaluate(() => {
      const picture = document.images[0];
      return picture ? [picture.naturalWidth, picture.naturalHeight] : null;
    });
    expect(size).toEqual([1200, 630]);
  });

  it('answers a form sent to a page without an action with the 405 page, and odd ids with 400', async () => {
    await ada.goto('/explore');
    await waitForHydration(ada);
    const [answer] = await Promise.all([
      ada.waitForResponse((response) => response.request().method() === 'POST'),
      ada.evaluate(() => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/explore';
        document.body.append(form);
        form.submit();
      }),
    ]);
    expect(answer.status()).toBe(405);
    await ada.getByRole('heading', { level: 1, name: 'This page does not take forms' }).waitFor();
    expect(await ada.getByText('Unexpected Server Error').count()).toBe(0);

    for (const id of ['0x10', '1e3']) {
      const page = await ada.goto(`/arguments/${id}/edit`);
      expect(page?.status(), id).toBe(400);
      await ada.getByText('id: must be a whole number in decimal digits').waitFor();
    }
  });

  it('refuses the re-test’s 191 KB truth table in seconds, and limits new arguments per account', async () => {
    const formulas = Array.from({ length: 100 }, () => longFormula(16, 1900));
    const started = performance.now();
    const table = await ada.request.post('/api/counterexample/truth-table', {
      data: { formulas },
    });
    const seconds = (performance.now() - started) / 1000;
    expect(table.status()).toBe(413);
    expect(((await table.json()) as { error: string }).error).toMatch(
      /^The truth table is too large: .* the limit is 524,288 cells/,
    );
    expect(seconds).toBeLessThan(10);
    // The worker was never blocked: the next page comes at once.
    await ada.goto('/');
    await ada.getByRole('heading', { level: 1, name: 'Arguments' }).waitFor();

    // Ada made one argument above; the rest of the hour's allowance, then a 429.
    for (let i = 1; i < ARGUMENT_CREATION_LIMIT.max; i++) {
      const made = await ada.request.post('/api/arguments', {
        data: { title: `Draft ${i}`, premises: [{ content: 'P' }], conclusion: { content: 'C' } },
      });
      expect(made.status(), `argument ${i}`).toBe(201);
    }
    const refused = await ada.request.post('/api/arguments', {
      data: { title: 'One too many', premises: [{ content: 'P' }], conclusion: { content: 'C' } },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many new arguments\. Please try again in \d+ minutes\.$/,
    );
  });
});
