/**
 * The dialectic map on /explore in real Chromium: the seeded picnic argument and its objection
 * drawn as SVG boxes joined by an "objects to" arrow; the keyboard reaches the boxes (with the
 * theme's focus ring) and Enter on the objection's box opens it in the evaluator; a click on the
 * picnic's box does too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const PICNIC = 'Rain and the picnic';
const OBJECTION = 'Objection: The park floods when it rains heavily.';

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('the dialectic map in Chromium', () => {
  it('a node link, reached with Tab, opens its argument in the evaluator', async () => {
    const page = await newPage();
    await signUp(page, 'mapper@e2e.test', 'Mapper');
    const ids = Object.fromEntries(
      (
        await app.temp.db.argument.findMany({
          where: { title: { in: [PICNIC, OBJECTION] } },
          select: { id: true, title: true },
        })
      ).map((row) => [row.title, row.id]),
    );
    await page.goto(`/explore?mode=dialectic&argumentId=${ids[PICNIC]}`);
    const map = page.getByRole('group', { name: /^Dialectic map of/ });
    await map.waitFor();
    // Two argument boxes, and the objection listed on the card of the premise it attacks.
    const nodes = map.getByRole('link');
    expect(await nodes.count()).toBe(3);
    await map.getByText('objects to').waitFor();
    await page.getByText(`“${OBJECTION}” objects to Premise 2 of “${PICNIC}”`).waitFor();

    // Tab from the page's start until a map node has the focus: the objection's box.
    const objectionNode = map.getByRole('link', { name: new RegExp(`^${OBJECTION}:`) });
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await objectionNode.evaluate((node) => node === document.activeElement)) break;
    }
    expect(await objectionNode.evaluate((node) => node === document.activeElement)).toBe(true);
    const ring = await objectionNode.evaluate((node) => {
      const box = node.querySelector('rect');
      return box ? getComputedStyle(box).strokeWidth : '';
    });
    expect(ring).toBe('4px');
    await Promise.all([
      page.waitForURL(
        (url) =>
          url.pathname === '/argumentevaluator' &&
          url.searchParams.get('argumentId') === String(ids[OBJECTION]),
      ),
      page.keyboard.press('Enter'),
    ]);
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    await page.getByRole('heading', { name: OBJECTION }).first().waitFor();

    // Back on the map, a click on the picnic's box opens the picnic.
    await page.goBack();
    await map.getByRole('link', { name: new RegExp(`^${PICNIC} \\(this argument\\):`) }).click();
    await page.waitForURL((url) => url.searchParams.get('argumentId') === String(ids[PICNIC]));
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
  }, 90_000);
});
