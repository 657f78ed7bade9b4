/**
 * "Trustworthy in a person's hands", on a phone and the small things seen on the way, walked in
 * real Chromium on the built host: on a 390 × 844 touch screen the conclusion and P(C) stay in
 * view while the premises scroll, and each premise's text is said once; the dark theme's "Saved"
 * is readable; on the dialectic map (desktop) an objection's arrow points at the premise it
 * attacks, whose card lists it as a link, and cut titles end at a word boundary.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { browserHarness } from './harness.ts';
import { setThemeCookie, signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'reduce' as const,
};
const PICNIC = 'Rain and the picnic';
const SAVE_BUTTON = /^(Save Evaluation|Saved)$/;

/** The seeded picnic argument's id. */
async function picnicId(): Promise<number> {
  return (await app.temp.db.argument.findFirstOrThrow({ where: { title: PICNIC } })).id;
}

/** Opens an argument in the evaluator and waits until it is ready to use. */
async function openEvaluator(page: Page, argumentId: number): Promise<void> {
  await page.goto(`/argumentevaluator?argumentId=${argumentId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: SAVE_BUTTON }).waitFor();
}

/** The words a person sees in `locator` (hidden text left out), as laid out. */
function shownText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the seen words.
  return locator.innerText();
}

/** Where an element is on the screen (the viewport), in CSS pixels. */
async function boxOnScreen(page: Page, selector: Parameters<Page['getByRole']>) {
  return page.getByRole(...selector).evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });
}

describe('on a phone (390 × 844, touch)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await app.newPage(PHONE);
    await signUp(page, 'pat@e2e.test', 'Pat');
  }, 60_000);

  it('shows the conclusion and P(C) without scrolling, and keeps them in view over the premises', async () => {
    await openEvaluator(page, await picnicId());
    const summary = page.getByRole('region', { name: 'Conclusion and P(C)' });
    await summary.waitFor();
    // On arrival, without scrolling: the whole summary is on the screen.
    const first = await boxOnScreen(page, ['region', { name: 'Conclusion and P(C)' }]);
    expect(first.top).toBeGreaterThanOrEqual(0);
    expect(first.bottom).toBeLessThanOrEqual(844);
    expect(await shownText(summary)).toContain('The picnic will be cancelled.');
    // P(C) there is the evaluator's: the conclusion slider (which follows P(C)) says the same,
    // give or take its 1% step (it shows P(C) snapped to the step: 37.6% reads 37% there).
    const conclusionShown = page
      .getByRole('group', { name: 'Confidence in the conclusion' })
      .locator('output');
    const percent = (text: string | null | undefined) =>
      Number(/(\d+)%/.exec(text ?? '')?.[1] ?? Number.NaN);
    const summaryPC = async () => percent(/P\(C\) (\d+%)/.exec(await shownText(summary))?.[1]);
    const shown = percent(await conclusionShown.textContent());
    expect(Math.abs((await summaryPC()) - shown)).toBeLessThanOrEqual(1);

    // A tap near the end of Premise 1's slider raises it, and the summary's P(C) follows.
    const slider = page.getByRole('slider', { name: 'Confidence in Premise 1' });
    await slider.scrollIntoViewIfNeeded();
    const before = await shownText(summary);
    // The slider's track: the child of the slider's group that holds the thumb's input.
    const near = await slider.evaluate((input) => {
      const root = input.closest('[role="group"]');
      const track = [...(root?.children ?? [])].find((child) => child.contains(input));
      const rect = (track ?? input).getBoundingClientRect();
      return { x: rect.left + rect.width * 0.95, y: rect.top + rect.height / 2 };
    });
    await page.touchscreen.tap(near.x, near.y);
    await expect.poll(() => shownText(summary)).not.toBe(before);
    const moved = percent(await conclusionShown.textContent());
    expect(moved).not.toBe(shown);
    await expect.poll(async () => Math.abs((await summaryPC()) - moved)).toBeLessThanOrEqual(1);

    // Scrolled down to the last buttons, the summary is at the top of the screen.
    await page.getByRole('button', { name: 'Share' }).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await boxOnScreen(page, ['region', { name: 'Conclusion and P(C)' }])).top)
      .toBeLessThanOrEqual(1);
    const scrolled = await boxOnScreen(page, ['region', { name: 'Conclusion and P(C)' }]);
    expect(scrolled.bottom).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  it('shows each premise’s text once', async () => {
    await openEvaluator(page, await picnicId());
    const claims = await app.temp.db.claim.findMany({
      where: { argumentId: await picnicId(), role: 'PREMISE' },
    });
    expect(claims.length).toBeGreaterThan(1);
    const text = await shownText(page.getByRole('main'));
    for (const claim of claims) {
      expect(text.split(claim.content).length - 1, claim.content).toBe(1);
    }
    // The wording line under each slider speaks of "this premise".
    await page
      .getByText(/that this premise is true$/)
      .first()
      .waitFor();
  });

  it('keeps "Saved" readable in the dark theme (contrast at least 4.5:1)', async () => {
    await setThemeCookie(page, app.server.base, 'dark');
    await openEvaluator(page, await picnicId());
    await page.getByRole('button', { name: 'Save Evaluation' }).tap();
    const saved = page.getByRole('button', { name: 'Saved', exact: true });
    await saved.waitFor();
    expect(await saved.isDisabled()).toBe(true);
    // WCAG contrast of its words on what is behind them, with every ancestor's opacity counted.
    const contrast = () =>
      saved.evaluate((button) => {
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = channels(color).map((c) => {
            const v = c / 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        let opacity = 1;
        let background = '';
        for (let node: Element | null = button; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          opacity *= Number(style.opacity);
          const alpha = channels(style.backgroundColor)[3] ?? 1;
          if (!background && alpha > 0) background = style.backgroundColor;
        }
        if (opacity < 1) return 0;
        const a = luminance(getComputedStyle(button).color);
        const b = luminance(background);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
    await expect.poll(contrast).toBeGreaterThanOrEqual(4.5);
    await setThemeCookie(page, app.server.base, 'light');
  });
});

describe('the dialectic map (desktop)', () => {
  it('points the objection at the premise it attacks, lists it on the premise’s card, and cuts titles at words', async () => {
    const db = app.temp.db;
    const picnic = await picnicId();
    const park = await db.claim.findFirstOrThrow({
      where: { argumentId: picnic, content: 'The park floods when it rains heavily.' },
    });
    // A second objection to the same premise, with a title too long for its box.
    const longTitle =
      'Objection: the council drained the park last spring, so heavy rain no longer floods it';
    const demo = await db.user.findUniqueOrThrow({ where: { email: 'demo@credence.local' } });
    const objection = await createArgument(db, demo.id, {
      title: longTitle,
      visibility: 'PUBLIC',
      premises: [{ content: 'The council drained the park last spring.' }],
      conclusion: { content: 'Heavy rain no longer floods the park.' },
    });
    await db.dialecticalRelationship.create({
      data: {
        sourceArgumentId: objection.id,
        targetArgumentId: picnic,
        linkType: 'refute',
        targetClaimId: park.id,
        createdById: demo.id,
      },
    });

    const page = await app.newPage({ viewport: { width: 1280, height: 900 } });
    await signUp(page, 'mapper@e2e.test', 'Mapper');
    await page.goto(`/explore?mode=dialectic&argumentId=${picnic}`);
    await waitForHydration(page);
    const map = page.getByRole('group', { name: /^Dialectic map of/ });
    await map.waitFor();

    // The premise's card, and every "objects to" arrow ending on its lower edge.
    const card = map.locator(`[data-premise-id="${park.id}"]`);
    // Its label; once the network has loaded it also gives the premise's network credence.
    expect(await card.locator('text').first().textContent()).toMatch(/^Premise 2(?: · |$)/);
    const geometry = await map.evaluate((svg, premiseId) => {
      const box = svg.querySelector(`[data-premise-id="${premiseId}"] > rect`);
      const ends = [...svg.querySelectorAll('g[aria-hidden] path[marker-end]')].map((path) => {
        const numbers = (path.getAttribute('d') ?? '').match(/-?[\d.]+/g)?.map(Number) ?? [];
        return { x: numbers.at(-2) ?? 0, y: numbers.at(-1) ?? 0 };
      });
      const rect = {
        x: Number(box?.getAttribute('x')),
        y: Number(box?.getAttribute('y')),
        width: Number(box?.getAttribute('width')),
        height: Number(box?.getAttribute('height')),
      };
      return { rect, ends };
    }, park.id);
    expect(geometry.ends).toHaveLength(2);
    for (const end of geometry.ends) {
      expect(Math.abs(end.y - (geometry.rect.y + geometry.rect.height))).toBeLessThan(2);
      expect(end.x).toBeGreaterThanOrEqual(geometry.rect.x);
      expect(end.x).toBeLessThanOrEqual(geometry.rect.x + geometry.rect.width);
    }
    await page
      .getByText(`objects to Premise 2 of “${PICNIC}”: “The park floods when it rains heavily.”`)
      .first()
      .waitFor();

    // Cut titles end at a word boundary: the word before each "…" is a whole word of a title.
    const cut = await map.evaluate((svg) =>
      [...svg.querySelectorAll('tspan, a text')]
        .map((text) => text.textContent ?? '')
        .filter((line) => line.endsWith('…')),
    );
    expect(cut.length).toBeGreaterThan(0);
    const titles = await db.argument.findMany({ select: { title: true } });
    const words = new Set(
      ['Objection: Support:', ...titles.map((row) => row.title)].join(' ').split(/\s+/),
    );
    for (const line of cut) {
      const last = line.slice(0, -1).trim().split(/\s+/).at(-1) ?? '';
      expect(words.has(last) || words.has(`${last},`), line).toBe(true);
    }

    // The card lists both objections as links; the long one opens its argument.
    const answers = card.getByRole('link');
    expect(await answers.count()).toBe(2);
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('argumentId') === String(objection.id)),
      card
        .getByRole('link', { name: new RegExp(`Objection to Premise 2 of .*${longTitle}$`) })
        .click(),
    ]);
    await page.getByRole('button', { name: SAVE_BUTTON }).waitFor();
  });
});
