/**
 * The Inference Evaluation dialog and the counterexample finder tell one story (issue 12), in
 * real Chromium against the built host, walked as a person would:
 * - a Fallback value the user set survives a Bayesian change and a trip through the Truth Table
 *   tab, and Save saves it; values another tab filled in say where they come from;
 * - untouched Bayesian defaults raise no alarm, and once the user causes one, the banner and the
 *   results panel's Constraint Status say the same;
 * - the Demonstration tab says how to get a demonstration and leads to the finder and the proof
 *   viewer; after the finder found no counterexample, Submit Counterexample is not primary;
 * - on a phone the tab bar keeps the selected tab in view and each truth-table row has a number
 *   field.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { importArgdown, signUp } from './pages.ts';

const app = browserHarness();
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const PICNIC = 'Rain and the picnic';
const TEST_TIMEOUT = 120_000;

/** A deductive argument with no saved proof (modus ponens; the offline AI regiments it). */
const WET_STREETS = `<Wet streets>

(1) If it rains, the streets get wet. {credence: 0.9}
(2) It rains. {credence: 0.8}
--
{logic: ["deductive"]}
--
(3) The streets get wet. {credence: 0.5}
`;

/** A sample argument's evaluator, loaded. */
async function openSample(page: Page, title = PICNIC): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
}

/** Opens the Inference Evaluation dialog and waits until it has loaded. */
async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Evaluate inference' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inference Evaluation' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('button', { name: 'Save', exact: true }).isEnabled());
  return dialog;
}

/** Sets a 0–100 % slider to `percent` (a multiple of 10) with the keyboard: Home, then PageUp. */
async function setSlider(page: Page, slider: Locator, percent: number): Promise<void> {
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < percent / 10; step++) await page.keyboard.press('PageUp');
  await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe(`${percent}%`);
}

const valueText = (slider: Locator) => slider.getAttribute('aria-valuetext');

describe('the Inference Evaluation dialog tells one story', () => {
  it(
    'keeps the Fallback values the user set through a Bayesian change and the Truth Table, saves them, and alarms only for what the user did',
    async () => {
      const page = await app.newPage(DESKTOP);
      await signUp(page, 'tabs@e2e.test', 'Tabs');
      await openSample(page);
      let dialog = await openDialog(page);

      const allTrue = dialog.getByRole('slider', { name: 'If all premises are true' });
      const someFalse = dialog.getByRole('slider', { name: 'If at least one premise is false' });
      await setSlider(page, allTrue, 90);
      await setSlider(page, someFalse, 10);

      // Untouched Bayesian defaults: no alarm, and the results panel agrees.
      await dialog.getByRole('tab', { name: 'Bayesian Network' }).click();
      const constraintStatus = dialog.getByRole('region', { name: 'Constraint Status' });
      await expect.poll(() => constraintStatus.textContent()).toContain('Constraints up to date');
      expect(await dialog.getByText('Bayesian constraints are inconsistent').count()).toBe(0);

      // The user moves one slider: now the banner shows, and the panel says the same count.
      const forward = dialog.getByRole('slider', { name: 'P(C | Premise 1)' });
      await forward.focus();
      await page.keyboard.press('ArrowRight');
      const banner = dialog
        .getByRole('status')
        .filter({ hasText: 'Bayesian constraints are inconsistent' });
      await banner.waitFor();
      const total = /Total Violations: (\d+)/.exec((await banner.textContent()) ?? '')?.[1];
      expect(Number(total)).toBeGreaterThan(0);
      await expect
        .poll(() => constraintStatus.textContent())
        .toContain(`Constraints are inconsistent: ${total} violation(s)`);

      // The table the user never touched follows the Bayesian tab, and says so.
      await dialog.getByRole('tab', { name: 'Truth Table' }).click();
      await dialog.getByText('These rows are derived from the Bayesian Network tab.').waitFor();

      // Back on Fallback: the user's 90 % / 10 % are still there, with no "derived" note.
      await dialog.getByRole('tab', { name: 'Fallback Support' }).click();
      expect(await valueText(allTrue)).toBe('90%');
      expect(await valueText(someFalse)).toBe('10%');
      expect(await dialog.getByText(/derived from the/).count()).toBe(0);

      // Save applies what the user set.
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText('Successfully saved!').waitFor();
      const user = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'tabs@e2e.test' } });
      const saved = async () =>
        app.temp.db.userArgumentEvaluation.findFirst({ where: { userId: user.id } });
      await expect.poll(async () => (await saved())?.inferenceStrength).toBeCloseTo(0.9, 6);
      expect((await saved())?.fallbackSupport).toBeCloseTo(0.1, 6);
      expect((await saved())?.evaluationMode).toBe('fallback');

      // After a reload the values are still the user's: another Bayesian change leaves them.
      await page.reload();
      await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
      dialog = await openDialog(page);
      await dialog.getByRole('tab', { name: 'Bayesian Network' }).click();
      await dialog.getByRole('slider', { name: 'P(C | not Premise 2)' }).focus();
      await page.keyboard.press('ArrowLeft');
      await dialog.getByRole('tab', { name: 'Fallback Support' }).click();
      expect(
        await valueText(dialog.getByRole('slider', { name: 'If all premises are true' })),
      ).toBe('90%');
      expect(
        await valueText(dialog.getByRole('slider', { name: 'If at least one premise is false' })),
      ).toBe('10%');
    },
    TEST_TIMEOUT,
  );

  it(
    'explains how to get a demonstration, leads to the finder and the proof viewer, and demotes Submit after none was found',
    async () => {
      const page = await app.newPage(DESKTOP);
      await signUp(page, 'demo@e2e.test', 'Demo');
      await importArgdown(page, WET_STREETS);

      let dialog = await openDialog(page);
      await dialog.getByRole('tab', { name: 'Demonstration' }).click();
      const guide = dialog.getByRole('region', { name: 'How to get a demonstration' });
      await guide.waitFor();
      expect(await guide.getByRole('listitem').count()).toBe(3);
      expect(await guide.textContent()).toContain('Regiment translates each sentence');

      // Its first action: the counterexample finder, in place of the dialog.
      await guide.getByRole('button', { name: 'Find a Counterexample' }).click();
      await dialog.waitFor({ state: 'detached' });
      const finder = page.getByRole('dialog', { name: 'Find a Counterexample' });
      await finder.getByRole('button', { name: 'Regiment', exact: true }).click();
      for (const row of ['Premise 1', 'Premise 2', 'Conclusion']) {
        await finder.getByRole('button', { name: `Confirm ${row}`, exact: true }).click();
        await finder.getByRole('button', { name: `Confirmed ${row}`, exact: true }).waitFor();
      }
      await finder.getByRole('button', { name: 'Proceed to Countermodel' }).click();
      const submit = finder.getByRole('button', { name: 'Submit Counterexample' });
      const cancel = finder.getByRole('button', { name: 'Cancel', exact: true });
      const background = (button: Locator) =>
        button.evaluate((element) => getComputedStyle(element).backgroundColor);
      // Before a search, Submit is the primary button (it differs from Cancel).
      expect(await background(submit)).not.toBe(await background(cancel));
      await finder.getByRole('button', { name: 'Find Counterexample' }).click();
      await finder
        .getByText('No counterexamples found. This argument appears to be deductively valid.')
        .waitFor();
      // None found: Submit now looks like the secondary Cancel.
      await expect.poll(() => background(submit)).toBe(await background(cancel));
      await page.keyboard.press('Escape');
      await finder.waitFor({ state: 'detached' });

      // Its second action: the proof viewer, which says this argument has no saved proof.
      dialog = await openDialog(page);
      await dialog.getByRole('tab', { name: 'Demonstration' }).click();
      await dialog.getByRole('button', { name: 'View Saved Proof' }).click();
      await dialog.waitFor({ state: 'detached' });
      const viewer = page.getByRole('dialog', { name: 'Validated Proof' });
      await viewer.getByText('No saved proof found for this argument').waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'on a phone, keeps the selected tab in view and gives each truth-table row a number field',
    async () => {
      const page = await app.newPage(PHONE);
      await signUp(page, 'phone@e2e.test', 'Phone');
      await openSample(page);
      let dialog = await openDialog(page);
      await dialog.getByRole('tab', { name: 'Truth Table' }).tap();
      await dialog.getByRole('button', { name: 'Save', exact: true }).tap();
      await dialog.getByText('Successfully saved!').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await dialog.waitFor({ state: 'detached' });

      // Reopened in Truth Table mode: the tab bar scrolls, with the selected (third) tab in view.
      dialog = await openDialog(page);
      const tabList = dialog.getByRole('tablist', { name: 'Evaluation method' });
      const selected = tabList.getByRole('tab', { selected: true });
      expect(await selected.textContent()).toBe('Truth Table');
      const fits = await tabList.evaluate((list) => {
        const tab = list.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        const bounds = list.getBoundingClientRect();
        return {
          scrolls: list.scrollWidth > list.clientWidth,
          inView: tab.left >= bounds.left - 1 && tab.right <= bounds.right + 1,
        };
      });
      expect(fits).toEqual({ scrolls: true, inView: true });

      // Every row has a number field; typing 72 sets that row (its slider follows).
      const grid = dialog.getByRole('table', { name: 'Truth table' });
      const sliders = grid.getByRole('slider');
      const fields = grid.getByRole('textbox', { name: /^P\(C\) if .*, in percent$/ });
      const rows = await sliders.count();
      expect(rows).toBeGreaterThan(0);
      expect(await fields.count()).toBe(rows);
      const field = fields.first();
      const width = (await field.boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThanOrEqual(44);
      await field.tap();
      await field.fill('72');
      await field.press('Enter');
      await expect.poll(() => valueText(sliders.first())).toBe('72%');
      expect(await field.inputValue()).toBe('72%');
    },
    TEST_TIMEOUT,
  );
});
