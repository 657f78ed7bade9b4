/**
 * "Nothing misstated" about AI, in real Chromium on the built host:
 * - without an AI endpoint (the harness's host) the model picker offers only the offline rules,
 *   never GPT or Claude names with prices, and an assessment says it is a rule-based estimate;
 *   the same database served by a host with an endpoint (a fake OpenAI-compatible server) shows
 *   the real models again;
 * - 'Generate Premises' for an objection writes premises against the premise objected to, for
 *   the objection's own conclusion;
 * - a writer pasting 20,000 spaces and full stops gets a reconstruction at once, and another
 *   person's evaluator keeps loading meanwhile (the offline work runs off the request thread).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../app/ai/testing/fakeOpenAi.ts';
import { createArgument } from '../app/models/arguments.server.ts';
import { type RunningServer, startServer } from '../app/testing/server.ts';
import { browserHarness } from './harness.ts';
import { signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

const RULES = 'Rule-based estimates (offline, no AI model)';
const RULES_NOTE =
  'No AI model is configured: AI features answer with offline rule-based estimates.';

/** The picker's button, once the model list has loaded and the selection is settled. */
function picker(page: Page, name: string) {
  return page.getByRole('button', { name: `AI model: ${name}` });
}

describe('AI labels say what really answers', () => {
  let fake: FakeOpenAi;
  let withEndpoint: RunningServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The same database, served by a host that has an AI endpoint.
    withEndpoint = await startServer(app.temp.url, {
      OPENAI_API_KEY: 'sk-e2e-trust',
      OPENAI_BASE_URL: fake.baseUrl,
    });
  }, 90_000);

  afterAll(async () => {
    await withEndpoint?.stop();
    await fake?.close();
  });

  it('without an endpoint: the picker offers only the offline rules, the assessment is labelled', async () => {
    const page = await app.newPage();
    await signUp(page, 'rules@e2e.test', 'Rules');
    await page.goto('/arguments/new');
    await waitForHydration(page);

    await picker(page, RULES).click();
    const list = page.getByRole('listbox', { name: 'AI models' });
    const options = list.getByRole('option');
    await expect.poll(() => options.count()).toBe(1);
    const option = await options.first().textContent();
    expect(option).toContain('Rule-based');
    expect(option).toContain('no AI model · free');
    expect(option).not.toMatch(/GPT|Claude|\$|tokens/);
    await page.getByText(RULES_NOTE).waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    await page
      .getByLabel('Argument text')
      .fill('Solar panels are cheap now. Cheap power helps families. So we should build more.');
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();
    await page.getByText('We should build more.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Assess Argument' }).click();
    const dialog = page.getByRole('dialog', { name: 'Argument Assessment' });
    await dialog.getByRole('tab', { name: 'Clarity' }).waitFor();
    await dialog.getByText(/^Rule-based estimate: scored by offline rules/).waitFor();
    expect(await dialog.textContent()).not.toMatch(/Assessed by the AI model/);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // After a reload the page still says what answers.
    await page.reload();
    await waitForHydration(page);
    await picker(page, RULES).waitFor();
  });

  it('with an endpoint: the picker shows the real models with their prices again', async () => {
    const context = await app.browser.newContext({ baseURL: withEndpoint.base });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signUp(page, 'models@e2e.test', 'Models');
    await page.goto('/arguments/new');
    await waitForHydration(page);
    await picker(page, 'GPT-4o Mini').click();
    const list = page.getByRole('listbox', { name: 'AI models' });
    await expect.poll(() => list.getByRole('option').count()).toBe(6);
    const texts = (await list.getByRole('option').allTextContents()).join('\n');
    expect(texts).toContain('Claude 3 Haiku');
    expect(texts).toMatch(/\$0\.00015\/1k tokens/);
    expect(texts).not.toMatch(/Rule-based|offline/i);
    expect(await page.getByText(RULES_NOTE).count()).toBe(0);
    await context.close();
  });
});

describe('Generate Premises for an objection', () => {
  it('writes premises against the premise objected to, for the objection’s conclusion', async () => {
    const page = await app.newPage();
    await signUp(page, 'objector@e2e.test', 'Objector');
    const user = await app.temp.db.user.findUniqueOrThrow({
      where: { email: 'objector@e2e.test' },
    });
    const argument = await createArgument(app.temp.db, user.id, {
      title: 'Picnic',
      visibility: 'PRIVATE',
      premises: [{ content: 'The park is dry today.' }, { content: 'The forecast is sunny.' }],
      conclusion: { content: 'We should picnic in the park.' },
    });
    await page.goto(`/argumentevaluator?argumentId=${argument.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Objection' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create an Objection' });
    await picker(page, RULES).waitFor();
    await dialog.getByRole('button', { name: 'Generate Premises' }).click();
    await page
      .getByText('Rule-based premises created by offline rules (no AI model is configured).')
      .waitFor();

    const rows = dialog.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    const premises = (await rows.allTextContents()).filter((text) =>
      /the park is dry today/i.test(text),
    );
    expect(premises.length).toBeGreaterThanOrEqual(3);
    for (const premise of premises) {
      // A reason to reject "the park is dry today", never one to reject its negation.
      expect(premise).toMatch(
        /weaker than it appears|cases in which it is false that|dispute the claim that|assumption that does not hold/,
      );
      expect(premise).not.toMatch(/not the case/i);
    }
    // The objection's conclusion stays the negation of the premise.
    expect(await dialog.textContent()).toContain('It is not the case that the park is dry today');
  });
});

describe('a pasted wall of spaces', () => {
  it('is reconstructed at once, and another person’s evaluator keeps loading meanwhile', async () => {
    const writer = await app.newPage();
    await signUp(writer, 'paster@e2e.test', 'Paster');
    const reader = await app.newPage();
    await signUp(reader, 'reader@e2e.test', 'Reader');
    const user = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'reader@e2e.test' } });
    const argument = await createArgument(app.temp.db, user.id, {
      title: 'Garden',
      visibility: 'PRIVATE',
      premises: [{ content: 'It rained overnight.' }],
      conclusion: { content: 'The lawn is wet.' },
    });
    const evaluator = `/argumentevaluator?argumentId=${argument.id}`;
    /** The reader's evaluator, loaded and hydrated: its time in milliseconds. */
    const readerLoad = async () => {
      const start = performance.now();
      await reader.goto(evaluator);
      await waitForHydration(reader);
      await reader.getByText('The lawn is wet.').filter({ visible: true }).first().waitFor();
      return performance.now() - start;
    };
    await readerLoad();
    const idle = await readerLoad();

    await writer.goto('/arguments/new');
    await waitForHydration(writer);
    // 20,000 characters: a sentence, then runs of spaces and full stops, then the conclusion.
    const wall = `Rain fell all night.${' '.repeat(9_000)}${'.'.repeat(9_000)} So the lawn is wet.`;
    await writer.getByLabel('Argument text').fill(wall.slice(0, 20_000));
    const reconstruct = writer.getByRole('button', { name: 'Reconstruct', exact: true });
    await reconstruct.click();
    const busy = await readerLoad();
    await writer.getByText('The lawn is wet.', { exact: true }).waitFor();
    await writer.getByText('Rain fell all night.', { exact: true }).waitFor();
    // Not an absolute time (machines differ): the reader waits about as long as on an idle host.
    expect(busy).toBeLessThan(Math.max(4 * idle, idle + 3_000));
  });
});
