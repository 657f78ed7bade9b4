/**
 * The evaluator's first load, in real Chromium on the built host: the server's HTML already
 * shows the premises with their credences and P(C) (the first paint); the page's loader hands
 * the argument (with the user's settings and versions) to the evaluator, which draws it once
 * hydrated with the same P(C), without any API request or a console error, and a slider key
 * press then changes it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp, waitForHydration } from './pages.ts';

const app = browserHarness();
const SAMPLE_TITLE = 'Rain and the picnic';

/** P(C) as the conclusion's slider says it ('49%'). */
async function shownPC(page: Page): Promise<string> {
  const slider = page.getByRole('slider', { name: 'Confidence in the conclusion' });
  return (await slider.getAttribute('aria-valuetext')) ?? '';
}

describe('first load of the evaluator, in Chromium', () => {
  it('draws the argument from the loader’s data without any API request; a key press changes P(C)', async () => {
    const page = await app.newPage({ viewport: { width: 1280, height: 800 } });
    await signUp(page, 'first-load@e2e.test', 'First Load');
    const sample = await app.temp.db.argument.findFirstOrThrow({ where: { title: SAMPLE_TITLE } });
    const path = `/argumentevaluator?argumentId=${sample.id}`;

    // No console error (a hydration mismatch is one), no second read of the argument.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Nothing the page needs before the first touch is fetched after it: the loader sent the
    // argument, the settings and the versions; the API client's schemas (and zod) are not
    // downloaded until a request needs them.
    const apiCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${pathname}`);
      if (request.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).waitFor();
    await page.getByText('No versions yet').waitFor();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(scripts.filter((script) => /\/contracts-/.test(script))).toEqual([]);
    const before = await shownPC(page);
    expect(before).toMatch(/^\d+%$/);

    const slider = page.getByRole('region', { name: 'Premise 1' }).getByRole('slider');
    await slider.focus();
    // Home: premise 1 to 0 %, a change P(C) cannot round away.
    await page.keyboard.press('Home');
    await expect.poll(() => shownPC(page)).not.toBe(before);
    expect(apiCalls.filter((call) => call === `GET /api/arguments/${sample.id}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends the premises with their credences and P(C) in the HTML, as the evaluator then shows them', async () => {
    const page = await app.newPage({ viewport: { width: 1280, height: 800 } });
    await signUp(page, 'first-paint@e2e.test', 'First Paint');
    const sample = await app.temp.db.argument.findFirstOrThrow({
      where: { title: SAMPLE_TITLE },
      include: { claims: { orderBy: { position: 'asc' } } },
    });
    const path = `/argumentevaluator?argumentId=${sample.id}`;

    // The document alone, as curl gets it with the session cookie: no script has run.
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const premises = sample.claims.filter((claim) => claim.role === 'PREMISE');
    expect(premises.length).toBeGreaterThan(1);
    for (const premise of premises) expect(html).toContain(escapeHtml(premise.content));
    const painted = /Computed from the premises: P\(C\) = (\d+%)\./.exec(html)?.[1];
    expect(painted).toMatch(/^\d+%$/);

    // The same document in a browser that runs no script: each premise's credence is there.
    const noScript = await app.browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      baseURL: app.server.base,
    });
    const staticPage = await noScript.newPage();
    await staticPage.goto(path);
    for (const [index] of premises.entries()) {
      const premise = staticPage.getByRole('region', { name: `Premise ${index + 1}` });
      expect(await premise.textContent()).toMatch(
        new RegExp(`Confidence in Premise ${index + 1}\\d+%`),
      );
    }
    await staticPage
      .getByText(`Computed from the premises: P(C) = ${painted}.`)
      .waitFor({ state: 'visible' });
    await noScript.close();

    // Hydrated, the evaluator says the P(C) the HTML said (both in `formatPercent`'s rounding).
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('slider', { name: 'Confidence in the conclusion' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByText(/P\(C\) = \d+%/)
          .first()
          .textContent(),
      )
      .toContain(`P(C) = ${painted}.`);
  });
});

/** Text as React escapes it in HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
