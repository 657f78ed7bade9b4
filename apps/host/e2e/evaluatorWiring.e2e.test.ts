/**
 * What the evaluator does with the rest of the host, in real Chromium against the built host:
 * a setting changed on /settings shows in the evaluator on the next visit (the client's 24 h
 * settings cache is refreshed by the page); the inference-strength bar is a slider, and moving
 * it switches to Basic Evaluation (DIRECT) with P(C|¬Premises) 0.2, saved as such; the
 * Inference Evaluation dialog has a Demonstration tab only for a deductive argument, and it shows
 * the argument's saved demonstration; a dependency of a premise an objection answers is
 * overridden; raising the bar across the conviction line makes the argument deductive, with a
 * notice whose link opens /settings; a supporting argument written in the linked-argument
 * creator makes its premise a sub-conclusion that opens it (asking first while a change is
 * unsaved), the URL following in place; a foundationalist lock saved with the dependencies is
 * there on the next visit; a premise the dependencies fix shows its fixed value at once
 * (coherentist).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { chooseOption, importArgdown, signUp } from './pages.ts';

const app = browserHarness();
const SAMPLE_TITLE = 'Rain and the picnic';

const newPage = () => app.newPage();

/** A sample argument's evaluator, loaded. */
async function openSample(page: Page, title = SAMPLE_TITLE) {
  await page.goto('/');
  await page.getByRole('link', { name: title }).click();
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
    await chooseOption(page, 'Constraint resolution', 'Foundationalist');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saving stays on /settings and says so.
    await page.getByText('Settings saved.').waitFor();

    await openSample(page);
    expect(await activeSystem(page)).toBe('Foundationalist');
  });

  it('moving the inference-strength bar switches to Basic Evaluation and saves P(C|¬P) 0.2', async () => {
    const page = await newPage();
    await signUp(page, 'direct@e2e.test', 'Direct');
    await openSample(page);
    await page.getByText('Inductive Fallback Support Mode').waitFor();
    const bar = page.getByRole('slider', { name: 'Inference strength' });
    const before = Number(await bar.inputValue());
    await bar.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByText('Inductive Basic Evaluation Mode').waitFor();
    expect(Number(await bar.inputValue())).toBe(before + 2);

    await page.getByRole('button', { name: 'Save Evaluation' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    const user = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'direct@e2e.test' } });
    const saved = await app.temp.db.userArgumentEvaluation.findFirstOrThrow({
      where: { userId: user.id },
    });
    expect(saved.evaluationMode).toBe('direct');
    expect(saved.inferenceStrength).toBeCloseTo(0.5 + (before + 2) / 200, 6);
    const settings = JSON.parse(saved.evaluationSettings) as {
      direct?: { pCGivenNotPremises?: number };
    };
    expect(settings.direct?.pCGivenNotPremises).toBe(0.2);
  });

  it('shows the Demonstration tab only for a deductive argument, with its saved demonstration', async () => {
    const page = await newPage();
    await signUp(page, 'prover@e2e.test', 'Prover');
    const tabsOfDialog = async () => {
      await page.getByRole('button', { name: 'Evaluate inference' }).click();
      const dialog = page.getByRole('dialog', { name: 'Inference Evaluation' });
      const tabs = dialog.getByRole('tablist', { name: 'Evaluation method' }).getByRole('tab');
      await tabs.first().waitFor();
      return { dialog, names: await tabs.allTextContents() };
    };

    await openSample(page);
    const inductive = await tabsOfDialog();
    expect(inductive.names).toEqual(['Fallback Support', 'Bayesian Network', 'Truth Table']);
    await inductive.dialog.getByRole('button', { name: 'Cancel' }).click();

    await openSample(page, 'Socrates is mortal');
    const deductive = await tabsOfDialog();
    expect(deductive.names).toContain('Demonstration');
    await deductive.dialog.getByRole('tab', { name: 'Demonstration' }).click();
    // The sample's saved proof is a successful demonstration.
    await deductive.dialog.getByText('Demonstration successful').waitFor();
  });

  it('overrides the dependency of a premise that an objection answers', async () => {
    const page = await newPage();
    await signUp(page, 'dialectic@e2e.test', 'Dialectic');
    await openSample(page);
    await page.getByRole('button', { name: /Dependency configuration/ }).click();
    // The picnic's premise 2 (the park floods) depends on premise 1 and is answered by an objection.
    const card = page.getByRole('listitem', { name: /forecast says heavy rain.*park floods/ });
    await card
      .getByRole('button', { name: /forecast says heavy rain/ })
      .first()
      .click();
    await card.getByText('Overridden').waitFor();
    expect(await card.getByRole('slider').isDisabled()).toBe(true);

    // The Inference Evaluation dialog's own dependency editor says the same.
    await page.getByRole('button', { name: 'Evaluate inference' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inference Evaluation' });
    await dialog.getByRole('button', { name: /Configure Premise Dependencies/ }).click();
    const inDialog = dialog.getByRole('listitem', {
      name: /forecast says heavy rain.*park floods/,
    });
    await inDialog
      .getByRole('button', { name: /forecast says heavy rain/ })
      .first()
      .click();
    await inDialog.getByText('Overridden').waitFor();
    expect(await inDialog.getByRole('slider').isDisabled()).toBe(true);
  });

  it('raising the bar across the conviction line treats the argument as deductive; the notice links to /settings', async () => {
    const page = await newPage();
    await signUp(page, 'convinced@e2e.test', 'Convinced');
    await openSample(page);
    const bar = page.getByRole('slider', { name: 'Inference strength' });
    await bar.focus();
    await page.keyboard.press('Home');
    await page.getByText('Inductive Basic Evaluation Mode').waitFor();
    // Conviction 0.3 (the default): the line is at 70 % of the bar.
    await page.keyboard.press('End');
    await page.getByText('Deductive Demonstration Mode').waitFor();
    const notice = page.getByRole('alertdialog', { name: /Your conviction setting was applied/ });
    await notice.getByRole('link', { name: 'Adjust conviction' }).click();
    // The evaluation changed and is not saved: leaving for /settings asks first.
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('slider', { name: 'Conviction' }).waitFor();
  });

  it('writes a supporting argument for a premise; the sub-conclusion opens it and the URL follows in place', async () => {
    const page = await newPage();
    await signUp(page, 'supporter@e2e.test', 'Supporter');
    await openSample(page);
    const startUrl = page.url();
    const first = page.getByRole('region', { name: 'Premise 1' });
    await first.getByRole('button', { name: 'Clarification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Supporting Argument' });
    await dialog.getByRole('button', { name: 'Write Premises Myself' }).click();
    await dialog.getByRole('button', { name: 'Edit P1' }).click();
    await dialog.getByRole('textbox', { name: 'P1 text' }).fill('Three weather services agree.');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save Supporting Argument' }).click();
    await page.getByText('Supporting argument saved successfully!').first().waitFor();
    // The success toast may cover the dialog's footer: press Done with the keyboard.
    await dialog.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // An unsaved change: opening the sub-conclusion's argument asks first; staying keeps it.
    const second = page.getByRole('slider', { name: 'Confidence in Premise 2' });
    await second.focus();
    await page.keyboard.press('ArrowRight');
    const save = page.getByRole('button', { name: 'Save Evaluation' });
    await save.waitFor();
    await first.getByRole('button', { name: 'Open supporting argument' }).click();
    const question = page.getByRole('dialog', { name: 'Open another argument without saving?' });
    await question.getByRole('button', { name: 'Stay here' }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toBe(startUrl);
    // Still this argument, the change still there to save.
    await page.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).waitFor();
    expect(await save.isVisible()).toBe(true);
    await first.getByRole('button', { name: 'Open supporting argument' }).click();
    await question.getByRole('button', { name: 'Open without saving' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Motivating: The forecast says heavy rain/ })
      .waitFor();
    const link = await app.temp.db.dialecticalRelationship.findFirstOrThrow({
      where: { linkType: 'support', targetClaimId: 'seed-picnic-p1' },
    });
    await page.waitForURL(`**/argumentevaluator?argumentId=${link.sourceArgumentId}`);
    // In place: a client-side navigation, so the browser's history has the sample before it.
    await page.goBack();
    await page.waitForURL(startUrl);
    await page.getByRole('heading', { level: 1, name: SAMPLE_TITLE }).waitFor();
  });

  it('keeps a foundationalist lock saved with the dependencies for the next visit', async () => {
    const page = await newPage();
    await signUp(page, 'founder@e2e.test', 'Founder');
    await page.goto('/settings');
    await chooseOption(page, 'Constraint resolution', 'Foundationalist');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saving stays on /settings and says so.
    await page.getByText('Settings saved.').waitFor();

    const dependencyCard = async () => {
      await openSample(page);
      await page.getByRole('button', { name: /Dependency configuration/ }).click();
      return page.getByRole('listitem', { name: /forecast says heavy rain.*park floods/ });
    };
    let card = await dependencyCard();
    await card.getByRole('button', { name: 'Lock', exact: true }).click();
    await card.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save Dependencies to DB' }).click();
    await expect
      .poll(async () => {
        const record = await app.temp.db.conditionalProbability.findFirst({
          where: { user: { email: 'founder@e2e.test' }, consequentClaims: '["seed-picnic-p2"]' },
        });
        return record?.metadata ? (JSON.parse(record.metadata) as { isLocked?: boolean }) : null;
      })
      .toMatchObject({ isLocked: true });

    card = await dependencyCard();
    await card.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    expect(
      await card.getByRole('button', { name: 'Unlock', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows a premise fixed by marginalization at its fixed value from the first render', async () => {
    const page = await newPage();
    await signUp(page, 'coherent@e2e.test', 'Coherent');
    // The user's own argument with both conditionals of premise 2 given (a reader of someone
    // else's would start from their own values, which fix nothing).
    await importArgdown(
      page,
      [
        '(1) The forecast says rain. {credence: 0.5}',
        '(2) The sky is grey. {credence: 0.5, given: {"1": 0.8, "~1": 0.3}}',
        '----',
        '(3) It will rain today.',
      ].join('\n'),
    );
    // Premise 2 = 0.8 · P(premise 1) + 0.3 · (1 − P(premise 1)) = 0.55 with premise 1 at 50 %.
    const second = page.getByRole('region', { name: 'Premise 2' }).getByRole('slider');
    expect(await second.getAttribute('aria-valuetext')).toBe('55%');
  });
});
