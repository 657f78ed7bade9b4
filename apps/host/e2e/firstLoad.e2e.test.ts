/**
 * The evaluator's first load, in real Chromium on the built host: the server's HTML already
 * shows the argument (premises, credences, P(C)) before any script runs; hydration adopts that
 * HTML without a mismatch and without fetching the argument a second time, and a slider key
 * press then changes P(C).
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
  it('shows the argument and P(C) without scripts, then hydrates without a second fetch', async () => {
    const page = await app.newPage({ viewport: { width: 1280, height: 800 } });
    await signUp(page, 'first-load@e2e.test', 'First Load');
    const sample = await app.temp.db.argument.findFirstOrThrow({ where: { title: SAMPLE_TITLE } });
    const path = `/argumentevaluator?argumentId=${sample.id}`;

    // Scripts off, the same session: the server's HTML alone.
    const noScripts = await app.newPage({ javaScriptEnabled: false });
    await noScripts.context().addCookies(await page.context().cookies());
    await noScripts.goto(path);
    await noScripts.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).waitFor();
    await noScripts
      .getByRole('region', { name: 'Premise 1' })
      .getByText('The forecast says heavy rain is likely tomorrow.')
      .waitFor();
    const withoutScripts = await shownPC(noScripts);
    expect(withoutScripts).toMatch(/^\d+%$/);
    expect(await noScripts.getByText('Loading argument evaluation...').count()).toBe(0);

    // Scripts on: the same P(C), no console error (a hydration mismatch is one), no refetch.
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
    expect(await shownPC(page)).toBe(withoutScripts);

    const slider = page.getByRole('region', { name: 'Premise 1' }).getByRole('slider');
    await slider.focus();
    // Home: premise 1 to 0 %, a change P(C) cannot round away.
    await page.keyboard.press('Home');
    await expect.poll(() => shownPC(page)).not.toBe(withoutScripts);
    expect(argumentReads).toEqual([]);
    expect(errors).toEqual([]);
  });
});
