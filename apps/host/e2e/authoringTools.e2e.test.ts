/**
 * The authoring tools a writer reaches around the editor, in real Chromium against the built host
 * with the offline AI: 'Assess Argument' on /arguments/new opens the assessment modal with its six
 * scored tabs; a premise is written by voice (a stand-in recogniser: headless Chromium has no
 * microphone); in the evaluator, the dependency form's logical-expression builder turns
 * "P1 ∧ P2" into a multi-parent dependency of P3, which 'Save Dependencies to DB' stores.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const newPage = () => app.newPage();

/** Opens a react-aria Select by its accessible name and picks an option. */
async function choose(page: Page, select: RegExp, option: RegExp) {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('authoring tools in Chromium', () => {
  it('assesses a reconstructed argument: six scored tabs, then Close', async () => {
    const page = await newPage();
    await signUp(page, 'assessor@e2e.test', 'Assessor');
    await page.goto('/arguments/new');
    await page
      .getByLabel('Argument text')
      .fill('Solar panels are cheap now. Cheap power helps families. So we should build more.');
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();
    await page.getByText('We should build more.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Assess Argument' }).click();
    const dialog = page.getByRole('dialog', { name: 'Argument Assessment' });
    await dialog.getByRole('tab', { name: 'Clarity' }).waitFor();
    expect(await dialog.getByRole('tab').allTextContents()).toEqual([
      'Clarity',
      'Logic',
      'Strategy',
      'Weaknesses',
      'Counters',
      'Overall',
    ]);
    for (const tab of ['Logic', 'Overall']) {
      await dialog.getByRole('tab', { name: tab }).click();
      const panel = dialog.getByRole('tabpanel', { name: tab });
      await expect.poll(() => panel.textContent()).toMatch(/\d+(\.\d+)?\/10/);
    }
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The editor is still there, unchanged.
    await page.getByText('We should build more.', { exact: true }).waitFor();
  });

  it('writes a premise by voice: the recogniser’s final words are appended to it', async () => {
    const page = await newPage();
    // Headless Chromium has no microphone: a stand-in recogniser says one final sentence.
    await page.addInitScript(() => {
      class SpokenSentence {
        lang = '';
        interimResults = false;
        maxAlternatives = 1;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => {
            const result = Object.assign([{ transcript: 'Wind dries the lawn.' }], {
              isFinal: true,
            });
            this.onresult?.({ resultIndex: 0, results: [result] });
            this.onend?.();
          }, 50);
        }
        stop() {}
        abort() {}
      }
      Object.assign(window, { SpeechRecognition: SpokenSentence });
    });
    await signUp(page, 'speaker@e2e.test', 'Speaker');
    await page.goto('/arguments/new');
    await page.getByRole('button', { name: 'Create New Argument' }).click();
    await page.getByRole('button', { name: 'Voice input for P1' }).click();
    await page
      .getByRole('grid', { name: 'Premises' })
      .getByText('Wind dries the lawn.', { exact: true })
      .waitFor();
  });

  it('adds a multi-parent dependency from an AND built in the expression builder', async () => {
    const page = await newPage();
    await signUp(page, 'modeller@e2e.test', 'Modeller');
    const user = await app.temp.db.user.findUniqueOrThrow({
      where: { email: 'modeller@e2e.test' },
    });
    const argument = await createArgument(app.temp.db, user.id, {
      title: 'Garden',
      visibility: 'PRIVATE',
      premises: [
        { content: 'It rained overnight.' },
        { content: 'The sprinkler ran.' },
        { content: 'The lawn is wet.' },
      ],
      conclusion: { content: 'The grass will grow.' },
    });
    const [rain, sprinkler, lawn] = argument.premises.map((premise) => premise.id);
    await page.goto(`/argumentevaluator?argumentId=${argument.id}`);

    await page.getByRole('button', { name: /Dependency configuration/ }).click();
    await page.getByRole('button', { name: 'Add Dependency' }).click();
    const form = page.getByRole('region', { name: 'New dependency' });
    await form.getByRole('button', { name: 'Use a logical expression' }).click();
    const builder = form.getByRole('region', { name: 'Antecedent expression' });
    await choose(page, /^(?!Remove )(.*\s)?Operand 1$/, /^P1:/);
    await choose(page, /^(?!Remove )(.*\s)?Operand 2$/, /^P2:/);
    await expect
      .poll(() => builder.getByRole('status', { name: 'Preview' }).textContent())
      .toBe('P1 ∧ P2');
    await choose(page, /Premise whose credence changes/, /The lawn is wet/);
    await form.getByRole('button', { name: 'Add Dependency' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Dependencies to DB' }).click();

    // An AND of premises is a multi-parent dependency (noisy-OR), stored for this user.
    await expect
      .poll(async () => {
        const row = await app.temp.db.dependencySettings.findFirst({
          where: { userId: user.id, argumentId: argument.id },
        });
        return row ? (JSON.parse(row.dependencies) as Record<string, string[]>) : null;
      })
      .toEqual({ [lawn as string]: [rain, sprinkler] });
  });
});
