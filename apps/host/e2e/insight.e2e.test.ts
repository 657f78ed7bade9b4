/**
 * Issue 13's host paths in real Chromium against the built host: a user imports an argument
 * written in Argdown on /arguments/new (credences and a dependency in data fields), lands in the
 * evaluator with those credences, reads "Which premise matters most" and asks "What would it
 * take?" in the calculation results, turns a premise into a range and sees the conclusion band,
 * and exports the argument back to Argdown (which reads back to the same argument). A deductive
 * argument imported the same way is proved valid by the counterexample finder, and the evaluator
 * then shows the validity bound, flags the conclusion below it and repairs it.
 */
import { fromArgdown } from '@credence/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { importArgdown, signUp } from './pages.ts';

const app = browserHarness();
/** Page loads, an import, the engine's searches: generous, as CI machines may be busy. */
const TEST_TIMEOUT = 180_000;

const PICNIC = `<Picnic>: Should we have the picnic on Saturday?

(1) The forecast says it will be sunny. {credence: 0.8}
(2) The park is open on Saturdays. {credence: 0.9}
(3) Everyone is free on Saturday. {credence: 0.7, dependsOn: [2], given: {"2": 0.75}}
    - <Work>
----
(4) The picnic goes ahead on Saturday. {credence: 0.6}
`;

const RAIN = `<Wet streets>

(1) If it rains, the streets get wet. {credence: 0.9}
(2) It rains. {credence: 0.8}
--
{logic: ["deductive"]}
--
(3) The streets get wet. {credence: 0.5}
`;

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe('insight and Argdown in Chromium', () => {
  it(
    'imports Argdown, shows which premise matters most and what it would take, ranges, and exports it back',
    async () => {
      const page = await newPage();
      await signUp(page, 'argdown@e2e.test', 'Arguer');
      await page.getByRole('link', { name: 'New argument' }).click();
      await page.getByLabel('Argdown text').fill(PICNIC);
      await page.getByRole('button', { name: 'Read Argdown' }).click();
      const preview = page.getByRole('region', { name: 'Imported argument' });
      await expect
        .poll(() => preview.getByRole('listitem').allTextContents())
        .toEqual([
          'The forecast says it will be sunny. (80%)',
          'The park is open on Saturdays. (90%)',
          'Everyone is free on Saturday. (70%)',
          'The relations under (3) were left out: Credence links arguments itself.',
        ]);
      await Promise.all([
        page.waitForURL(/\/argumentevaluator\?argumentId=\d+/),
        preview.getByRole('button', { name: 'Create argument' }).click(),
      ]);
      const argumentId = Number(new URL(page.url()).searchParams.get('argumentId'));
      await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();

      // The imported credences are the user's evaluation.
      const slider = (n: number) =>
        page.getByRole('region', { name: `Premise ${n}` }).getByRole('slider');
      await expect.poll(() => slider(1).getAttribute('aria-valuetext')).toBe('80%');
      await expect.poll(() => slider(2).getAttribute('aria-valuetext')).toBe('90%');
      await expect.poll(() => slider(3).getAttribute('aria-valuetext')).toBe('70%');

      // Which premise matters most, in the calculation results.
      await page.getByRole('button', { name: 'Calculation results' }).click();
      const chart = page.getByRole('region', { name: 'Which premise matters most' });
      await chart.waitFor();
      await expect.poll(() => chart.getByRole('listitem').count()).toBe(3);
      await expect
        .poll(() => chart.getByRole('listitem').first().textContent())
        .toMatch(/^P\d.*If P\d is true, P\(C\) is \d+%; if false, \d+%\./);

      // What would it take?
      const goal = page.getByRole('region', { name: 'What would it take?' });
      const target = goal.getByRole('textbox', { name: 'Target P(C)' });
      await target.fill('60%');
      await goal.getByRole('button', { name: 'Find the credences' }).click();
      await expect
        .poll(() => goal.getByRole('listitem').allTextContents())
        .toEqual([
          expect.stringMatching(/^P1: /),
          expect.stringMatching(/^P2: /),
          expect.stringMatching(/^P3: /),
        ]);

      // A premise as a range: the conclusion shows its band.
      await page
        .getByRole('region', { name: 'Premise 1' })
        .getByRole('button', { name: 'Range' })
        .click();
      const band = page.getByRole('region', { name: 'Conclusion band' });
      await expect
        .poll(() => band.textContent())
        .toMatch(/With your ranges, P\(C\) lies between \d+% and \d+%\./);
      await expect.poll(() => band.textContent()).toContain('Ranges on P1.');

      // Export: the link on the evaluator, and the file it serves reads back to the same argument.
      const link = page.getByRole('link', { name: 'Export Argdown' });
      expect(await link.getAttribute('href')).toBe(`/arguments/${argumentId}/argdown`);
      const response = await page.request.get(`/arguments/${argumentId}/argdown`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-disposition']).toBe(
        `attachment; filename="argument-${argumentId}.argdown"`,
      );
      const exported = await response.text();
      expect(exported).toContain('(1) The forecast says it will be sunny. {credence: 0.8}');
      const original = fromArgdown(PICNIC).argument;
      const { argument: back, warnings } = fromArgdown(exported);
      expect(warnings).toEqual([]);
      // The inference settings now travel too: the import saved Credence's defaults.
      expect(back).toEqual({
        ...original,
        argumentType: 'INDUCTIVE',
        inference: { mode: 'fallback', pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 },
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'proves an imported deductive argument valid, shows the bound, flags the conclusion and repairs it',
    async () => {
      const page = await newPage();
      await signUp(page, 'valid@e2e.test', 'Logician');
      await importArgdown(page, RAIN);
      const conclusion = page.getByRole('radiogroup', { name: 'Confidence in the conclusion' });
      await expect
        .poll(() => conclusion.getByRole('radio', { checked: true }).getAttribute('value'))
        .toBe('0.5');

      await page.getByRole('button', { name: 'c.e.' }).click();
      const dialog = page.getByRole('dialog', { name: 'Find a Counterexample' });
      await dialog.getByRole('button', { name: 'Regiment', exact: true }).click();
      // Offline regimentation: p → q, p, q. Each row's button is 'Confirm <row>'.
      for (const row of ['Premise 1', 'Premise 2', 'Conclusion']) {
        await dialog.getByRole('button', { name: `Confirm ${row}`, exact: true }).click();
        await dialog.getByRole('button', { name: `Confirmed ${row}`, exact: true }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Proceed to Countermodel' }).click();
      await dialog.getByRole('button', { name: 'Find Counterexample' }).click();
      await page
        .getByText('No counterexamples found. This argument appears to be deductively valid.')
        .first()
        .waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // 1 − 0.1 − 0.2 = 70%: the conclusion's 50% is below it.
      const notice = page.getByRole('region', { name: 'Valid argument: the lowest coherent P(C)' });
      await expect.poll(() => notice.textContent()).toContain('at least 70%');
      await expect
        .poll(() => notice.textContent())
        .toContain('Your 50% for the conclusion is below it: incoherent.');
      await notice.getByRole('button', { name: 'Raise the conclusion to 100%' }).click();
      await expect
        .poll(() => conclusion.getByRole('radio', { checked: true }).getAttribute('value'))
        .toBe('1');
      await expect
        .poll(() => notice.textContent())
        .toContain('Your 100% for the conclusion is coherent.');
    },
    TEST_TIMEOUT,
  );
});
