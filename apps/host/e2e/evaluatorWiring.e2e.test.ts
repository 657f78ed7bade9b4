/**
 * What the evaluator does with the rest of the host, in real Chromium against the built host:
 * a setting changed on /settings shows in the evaluator on the next visit (the client's 24 h
 * settings cache is refreshed by the page).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();
const SAMPLE_TITLE = 'Rain and the picnic';

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The sample argument's evaluator, loaded. */
async function openSample(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: SAMPLE_TITLE }).click();
  await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
}

/** The constraint system the results panel's Constraint Status box names. */
async function activeSystem(page: Page): Promise<string> {
  const toggle = page.getByRole('button', { name: /Calculation results/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('tab', { name: 'Calculation Details' }).click();
  const line = page.getByText(/^Active system: /);
  return ((await line.textContent()) ?? '').replace('Active system: ', '');
}

describe('evaluator wiring in Chromium', () => {
  it('a constraint mode chosen on /settings is the evaluator’s at once, not after a day', async () => {
    const page = await newPage();
    await signUp(page, 'settler@e2e.test', 'Settler');
    await openSample(page);
    expect(await activeSystem(page)).toBe('Coherentist');

    await page.goto('/settings');
    await page.getByLabel('Constraint resolution').selectOption('foundationalist');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/settings'));

    await openSample(page);
    expect(await activeSystem(page)).toBe('Foundationalist');
  });
});
