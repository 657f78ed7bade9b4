/**
 * A verified reconstruction in real Chromium on the built host, with the offline AI: a new user
 * pastes an enthymeme ("Socrates is a man. So Socrates is mortal."), has it reconstructed, and
 * reads the logic receipt the server's engine computed. As a deductive argument the receipt says
 * it is invalid, with a countermodel; "Add missing premise" inserts "Every man is mortal."
 * (implicit, not in the text) and the receipt turns valid. Pointing at a claim highlights where
 * it stands in the submitted text. Saved, the argument keeps its formulas and spans: the edit
 * page opens with them, the receipt still valid, and the evaluator's Demonstration tab shows the
 * saved formulas with the engine's check of them.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const TEXT = 'Socrates is a man. So Socrates is mortal.';

/** The text `<mark>`ed in the submitted-text pane, or null when none is. */
function marked(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('mark')?.textContent ?? null);
}

/** The editor's logic receipt. */
const receiptOf = (page: Page): Locator => page.getByRole('region', { name: 'Logic check' });

describe('verified reconstruction in Chromium', () => {
  let argumentId = 0;
  let page: Page;

  it('reconstructs an enthymeme, finds it invalid, adds the missing premise, highlights spans and saves', async () => {
    page = await app.newPage();
    await signUp(page, 'logician@e2e.test', 'Logician');
    await page.getByRole('link', { name: 'New argument' }).click();
    await page.getByLabel('Argument text').fill(TEXT);
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();

    // The first request also loads the API client's schemas: give it more than a second.
    await expect
      .poll(() => page.getByRole('grid').getByRole('row').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('Socrates is a man.')]);
    const receipt = receiptOf(page);
    await receipt.getByText('Every claim can be read as a formula.').waitFor();
    // The offline provider's formulas, each claim's Logic field: F(a) and G(a).
    await expect
      .poll(() => page.getByRole('button', { name: /^P1 Logic:/ }).textContent())
      .toContain('F(a)');

    // The extractor calls it inductive; the author means it to follow: validity is checked.
    await page
      .getByRole('radiogroup', { name: 'Argument type' })
      .getByText('Deductive', { exact: true })
      .click();
    await receipt.getByText(/^The argument is invalid/).waitFor();
    await receipt.getByText(/Individuals: /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await receipt
      .getByRole('button', { name: 'Add missing premise: Every man is mortal.' })
      .click();
    await receipt.getByText(/^The argument is valid/).waitFor();
    const rows = page.getByRole('grid').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain('Every man is mortal.');
    await rows.nth(1).getByText('Implicit (not in the text)').waitFor();

    // The focused claim has its words marked in the submitted text; the one under the pointer
    // takes over while it is there. (Focus first: focusing may scroll, moving claims under a
    // pointer that stays put.)
    await page.getByRole('button', { name: /^Edit Conclusion:/ }).focus();
    await expect.poll(() => marked(page)).toBe('Socrates is mortal');
    await page.getByRole('button', { name: /^Edit P1:/ }).hover();
    await expect.poll(() => marked(page)).toBe('Socrates is a man');
    await page.getByRole('heading', { name: 'New argument' }).hover();
    await expect.poll(() => marked(page)).toBe('Socrates is mortal');

    await Promise.all([
      page.waitForURL((url) => url.pathname === '/argumentevaluator'),
      page.getByRole('button', { name: 'Save Reconstruction' }).click(),
    ]);
    argumentId = Number(new URL(page.url()).searchParams.get('argumentId'));
    expect(argumentId).toBeGreaterThan(0);
  });

  it('keeps the formulas and spans: the edit page opens with them and the receipt is still valid', async () => {
    await page.goto(`/arguments/${argumentId}/edit`);
    const receipt = receiptOf(page);
    await receipt.getByText(/^The argument is valid/).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByRole('button', { name: /^P1 Logic:/ }).textContent())
      .toContain('F(a)');
    await expect
      .poll(() => page.getByRole('button', { name: /^P2 Logic:/ }).textContent())
      .toContain('∀x');
    await page
      .getByRole('grid')
      .getByRole('row')
      .nth(1)
      .getByText('Implicit (not in the text)')
      .waitFor();
    // The submitted text came back with the argument, and the spans still point into it.
    await page.getByRole('region', { name: 'Submitted text' }).getByText(TEXT).waitFor();
    await page.getByRole('button', { name: /^Edit P1:/ }).hover();
    await expect.poll(() => marked(page)).toBe('Socrates is a man');
  });

  it('shows the saved formulas and their check on the evaluator’s Demonstration tab', async () => {
    await page.goto(`/argumentevaluator?argumentId=${argumentId}`);
    await page.getByRole('button', { name: 'Evaluate inference' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inference Evaluation' });
    await dialog.getByRole('tab', { name: 'Demonstration' }).click();
    const saved = dialog.getByRole('region', { name: 'Saved formulas' });
    await saved.getByText('F(a)', { exact: true }).waitFor();
    await saved.getByText(/The argument is valid/).waitFor();
    await saved.getByText(/Every premise is needed\./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
