/**
 * /settings on the userSettings machine in real Chromium: a change is saved the moment it is
 * made (no Save needed: the status says so and the database has it), the evaluator has it on its
 * next screen; Save stays on the page and Back returns to the page the user came from.
 */
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { chooseOption, signUp } from './pages.ts';

const app = browserHarness();

describe('settings in Chromium', () => {
  it('saves each change at once; the evaluator has it; Back goes where the user came from', async () => {
    const page = await app.newPage();
    await signUp(page, 'tuner@e2e.test', 'Tuner');
    const user = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'tuner@e2e.test' } });
    const stored = async () => app.temp.db.userSettings.findUnique({ where: { userId: user.id } });

    await page.getByRole('link', { name: 'Rain and the picnic' }).click();
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings');

    await chooseOption(page, 'Constraint resolution', 'Foundationalist');
    await page.getByRole('status').getByText('Settings saved.').waitFor();
    await expect
      .poll(async () => (await stored())?.constraintResolutionMode)
      .toBe('foundationalist');

    const conviction = page.getByRole('slider', { name: 'Conviction' });
    await conviction.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await stored())?.conviction).toBeCloseTo(0.31, 6);
    await page
      .getByText(
        'Moving the inference-strength bar to 69% or more treats an argument as deductive.',
      )
      .waitFor();

    // Save stays here and confirms; Back returns to the evaluator, which has the mode.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Settings saved.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/argumentevaluator');
    await page.getByRole('button', { name: /Calculation results/ }).click();
    await page.getByRole('tab', { name: 'Calculation Details' }).click();
    await page.getByText('Active system: Foundationalist').waitFor();
  });
});
