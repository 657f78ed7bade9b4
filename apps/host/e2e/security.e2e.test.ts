/**
 * The host's defences in real Chromium, as an attacker would try them: a page on another port of
 * the same host (the same *site*, so SameSite=Lax cookies go along) posts forms and `fetch`es
 * into a signed-in victim's account and tries to frame the site; arguments whose texts are HTML
 * and script are shown on every page that renders them without running anything; and the
 * Content-Security-Policy lets the evaluator hydrate without a single violation.
 *
 * `CHROMIUM_PATH` overrides the browser (default `/usr/bin/chromium`). `pnpm test` builds first.
 */
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { shareArgument } from '../app/models/sharing.server.ts';
import { freePort } from '../app/testing/server.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();
let context: BrowserContext;
/** The attacker's site: 127.0.0.1 on another port, serving whatever page a test puts here. */
let attacker: { base: string; server: Server; page: string };

/** Texts that would run script if any page rendered user text as HTML. */
const PAYLOADS = {
  title: '<img src=x onerror="window.__xss=1">Title',
  description: '<script>window.__xss=2</script>Description',
  premise: '<svg onload="window.__xss=3"></svg>Premise',
  conclusion: '"><iframe srcdoc="<script>parent.__xss=4</script>"></iframe>Conclusion',
};

beforeAll(async () => {
  context = await app.browser.newContext({ baseURL: app.server.base });
  const port = await freePort();
  attacker = {
    base: `http://127.0.0.1:${port}`,
    page: '',
    server: createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(attacker.page);
    }),
  };
  await new Promise<void>((resolve) => attacker.server.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => attacker?.server.close(resolve));
});

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Every CSP violation the page reports, collected from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

describe('attacks from a browser', () => {
  let victimPage: Page;
  let victimId = 0;

  it('the evaluator hydrates under the Content-Security-Policy without a violation', async () => {
    victimPage = await newPage();
    const violations = await watchViolations(victimPage);
    await signUp(victimPage, 'victim@e2e.test', 'Victim');
    victimId = (await app.temp.db.user.findUniqueOrThrow({ where: { email: 'victim@e2e.test' } }))
      .id;
    await victimPage.goto('/');
    await victimPage.getByRole('link', { name: 'Rain and the picnic' }).click();
    // The slider only answers the keyboard once React has hydrated the page.
    const slider = victimPage.getByRole('region', { name: 'Premise 1' }).getByRole('slider');
    const before = await slider.inputValue();
    await slider.focus();
    await victimPage.keyboard.press('ArrowRight');
    await expect.poll(() => slider.inputValue()).not.toBe(before);
    expect(violations).toEqual([]);
  });

  it('a page on another port cannot post forms or fetch into the signed-in account', async () => {
    const settingsBefore = await app.temp.db.userSettings.findUnique({
      where: { userId: victimId },
    });
    attacker.page = `<!doctype html><body>
      <form id="api" method="post" enctype="text/plain" action="${app.server.base}/api/arguments">
        <input name='{"title":"CSRF form","premises":[{"content":"a"}],"conclusion":{"content":"b"},"x":"' value='"}'>
      </form>
      <form id="settings" method="post" action="${app.server.base}/settings" target="settingsFrame">
        <input name="conviction" value="0.01"><input name="constraintResolutionMode" value="foundationalist">
      </form>
      <iframe name="settingsFrame"></iframe>
      <script>
        window.fetchStatus = fetch('${app.server.base}/api/arguments', {
          method: 'POST', mode: 'no-cors', credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ title: 'CSRF fetch', premises: [{ content: 'a' }], conclusion: { content: 'b' } }),
        }).then(() => 'sent', () => 'failed');
        document.getElementById('settings').submit();
      </script></body>`;
    const page = await newPage();
    await page.goto(`${attacker.base}/settings-attack`);
    await page.evaluate(() => (window as unknown as { fetchStatus: Promise<string> }).fetchStatus);
    await Promise.all([
      page.waitForURL(`${app.server.base}/api/arguments`),
      page.evaluate(() => (document.getElementById('api') as HTMLFormElement).submit()),
    ]);
    expect(await page.locator('body').textContent()).toContain('Cross-origin request refused');

    const created = await app.temp.db.argument.count({ where: { title: { startsWith: 'CSRF' } } });
    expect(created).toBe(0);
    expect(await app.temp.db.userSettings.findUnique({ where: { userId: victimId } })).toEqual(
      settingsBefore,
    );
    await page.close();
  });

  it('another site cannot frame the host', async () => {
    attacker.page = `<!doctype html><iframe id="f" src="${app.server.base}/login"></iframe>`;
    const page = await newPage();
    const blocked = page.waitForEvent('console', (message) =>
      message.text().includes("frame-ancestors 'none'"),
    );
    await page.goto(`${attacker.base}/frame`);
    await blocked;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toBe(`${app.server.base}/login`);
    await page.close();
  });

  it('texts that are HTML or script are shown as text on every page and never run', async () => {
    const owner = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'victim@e2e.test' } });
    const argument = await createArgument(app.temp.db, owner.id, {
      title: PAYLOADS.title,
      summarizedDescription: PAYLOADS.description,
      visibility: 'PUBLIC',
      premises: [{ content: PAYLOADS.premise }],
      conclusion: { content: PAYLOADS.conclusion },
    });
    const token = await shareArgument(app.temp.db, owner.id, argument.id);
    if (!token.ok) throw new Error('could not share the argument');
    const violations = await watchViolations(victimPage);
    for (const path of [
      '/',
      `/argumentevaluator?argumentId=${argument.id}`,
      `/explore?mode=dialectic&argumentId=${argument.id}`,
      `/argument/shared/${token.value}`,
    ]) {
      await victimPage.goto(path);
      await victimPage.getByText('Title', { exact: false }).first().waitFor();
      await victimPage.waitForLoadState('networkidle');
      expect(await victimPage.evaluate(() => (window as { __xss?: number }).__xss), path).toBe(
        undefined,
      );
      expect(await victimPage.locator('body').textContent(), path).toContain(PAYLOADS.title);
    }
    expect(violations).toEqual([]);
  });
});
