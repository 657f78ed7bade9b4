/**
 * Writing an argument in real Chromium against the built host with the offline AI: a new user
 * pastes a short argument on /arguments/new, has it reconstructed into premises and a conclusion,
 * fixes a premise (click, type, Enter), adds one, saves it (private by default), and finds it in
 * the evaluator.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const TEXT =
  'The streets are wet because it rained last night. Wet streets are slippery. ' +
  'Therefore we should drive slowly this morning.';

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

describe('authoring in Chromium', () => {
  it('pastes, reconstructs, edits a premise, adds one, saves, and opens it in the evaluator', async () => {
    const page = await newPage();
    await signUp(page, 'author@e2e.test', 'Author');
    await page.getByRole('link', { name: 'New argument' }).click();
    await page.getByLabel('Argument text').fill(TEXT);
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();

    const premises = page.getByRole('grid');
    // The offline extractor: the 'because' clause is a premise of its own; 'Therefore' marks C.
    await expect
      .poll(() => premises.getByRole('row').allTextContents())
      .toEqual([
        expect.stringContaining('The streets are wet.'),
        expect.stringContaining('It rained last night.'),
        expect.stringContaining('Wet streets are slippery.'),
      ]);
    await page.getByText('We should drive slowly this morning.', { exact: true }).waitFor();
    await page.getByText('Wet streets are slippery.', { exact: true }).click();
    const editor = page.getByRole('textbox', { name: /P3/ });
    await editor.fill('Wet streets are slippery for cars.');
    await editor.press('Enter');
    await page.getByText('Wet streets are slippery for cars.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add premise' }).click();
    const added = page.getByRole('textbox', { name: /P4/ });
    await added.fill('Slow cars stop in time.');
    await added.press('Enter');
    await expect.poll(() => premises.getByRole('row').count()).toBe(4);

    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(/\/argumentevaluator\?argumentId=\d+/);
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    for (const text of [
      'The streets are wet.',
      'It rained last night.',
      'Wet streets are slippery for cars.',
      'Slow cars stop in time.',
    ]) {
      await page.getByText(text, { exact: false }).first().waitFor();
    }
    const saved = await app.temp.db.argument.findFirstOrThrow({
      where: { owner: { email: 'author@e2e.test' } },
      include: { claims: { orderBy: { position: 'asc' } } },
    });
    expect(saved.visibility).toBe('PRIVATE');
    expect(saved.claims.filter((claim) => claim.role === 'PREMISE')).toHaveLength(4);
  });
});
