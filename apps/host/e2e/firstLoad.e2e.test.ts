/**
 * The evaluator's first load, in real Chromium on the built host: the page's loader hands the
 * argument to the evaluator, which draws it once hydrated without fetching it a second time and
 * without a console error, and a slider key press then changes P(C).
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
  it('draws the argument from the loader’s data without a second fetch; a key press changes P(C)', async () => {
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
    const argumentReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/arguments/${sample.id}`) {
        argumentReads.push(request.url());
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).waitFor();
    const before = await shownPC(page);
    expect(before).toMatch(/^\d+%$/);

    const slider = page.getByRole('region', { name: 'Premise 1' }).getByRole('slider');
    await slider.focus();
    // Home: premise 1 to 0 %, a change P(C) cannot round away.
    await page.keyboard.press('Home');
    await expect.poll(() => shownPC(page)).not.toBe(before);
    expect(argumentReads).toEqual([]);
    expect(errors).toEqual([]);
  });
});
