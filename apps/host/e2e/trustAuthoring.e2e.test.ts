/**
 * Authoring a person can trust, in real Chromium against the built host (offline AI): text
 * typed before the page hydrated is kept and 'Reconstruct' works as a plain form post without
 * scripts; the first reconstruction ends even when the model list answers after it; 'Retry
 * Reconstruction' keeps what the user wrote; 'No argument could be extracted.' only after a try;
 * the argument's Title and Description are the user's and show in the evaluator, on the home
 * card and on the share page; the Argdown import stores all or nothing; the offline
 * reconstruction names no model and never publishes the instructions; on a phone the editor's
 * text takes the full width.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

const TEXT =
  'The streets are wet because it rained last night. Wet streets are slippery. ' +
  'Therefore we should drive slowly this morning.';

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/** The one author of this file, signed up once (by whichever test runs first). */
let author: Page | undefined;

/** A new page (own context) signed in as the author: the session cookie is reused. */
async function authorPage(options: BrowserContextOptions = {}): Promise<Page> {
  if (!author) {
    author = await app.newPage();
    await signUp(author, 'trust@e2e.test', 'Truster');
  }
  const page = await app.newPage(options);
  await page.context().addCookies(await author.context().cookies());
  return page;
}

const premiseRows = (page: Page) => page.getByRole('grid', { name: 'Premises' }).getByRole('row');

/** Pastes TEXT on /arguments/new (hydrated) and waits for the reconstructed premises. */
async function reconstruct(page: Page, text = TEXT): Promise<void> {
  await page.goto('/arguments/new');
  await waitForHydration(page);
  await page.getByLabel('Argument text').fill(text);
  await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();
}

describe('trustworthy authoring in Chromium', () => {
  it('keeps text typed before hydration, and says nothing was extracted only after a try', async () => {
    const page = await authorPage();
    // Scripts held back: the server's page is all there is while the person types.
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/arguments/new', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Argument text').fill(TEXT);
    expect(await page.getByRole('button', { name: 'Apply theme' }).count()).toBe(1);
    releaseScripts();
    await waitForHydration(page);
    expect(await page.getByLabel('Argument text').inputValue()).toBe(TEXT);
    // Before anything was tried the editor invites, never reports a failure.
    await page.getByText('No argument yet', { exact: false }).waitFor();
    expect(await page.getByText('No argument could be extracted.').count()).toBe(0);

    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();
    await expect
      .poll(() => premiseRows(page).allTextContents())
      .toEqual([
        expect.stringContaining('The streets are wet.'),
        expect.stringContaining('It rained last night.'),
        expect.stringContaining('Wet streets are slippery.'),
      ]);

    // A text with no argument in it: now the editor says so.
    await page.getByLabel('Argument text').fill('... ?!');
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();
    await page.getByText('No argument could be extracted.').waitFor();
  });

  it('reconstructs as a plain form post with JavaScript disabled', async () => {
    const page = await authorPage({ javaScriptEnabled: false });
    await page.goto('/arguments/new');
    await page.getByLabel('Argument text').fill(TEXT);
    await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.status() === 200,
      ),
      page.getByRole('button', { name: 'Reconstruct', exact: true }).click(),
    ]);
    await page.getByText('The streets are wet.', { exact: true }).waitFor();
    await page.getByText('It rained last night.', { exact: true }).waitFor();
    await page.getByText('We should drive slowly this morning.', { exact: true }).waitFor();
    expect(await page.getByLabel('Argument text').inputValue()).toBe(TEXT);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'We should drive slowly this morning',
    );
  });

  it('finishes the first reconstruction when the model list answers after it', async () => {
    const page = await authorPage();
    let releaseModels: () => void = () => {};
    const modelsHeld = new Promise<void>((resolve) => {
      releaseModels = resolve;
    });
    await page.route('**/api/models*', async (route) => {
      await modelsHeld;
      await route.continue();
    });
    const answered = page.waitForResponse('**/api/arguments/reconstruct');
    await reconstruct(page);
    expect((await answered).status()).toBe(200);
    await premiseRows(page).first().waitFor();
    expect(await page.getByText('Extracting argument...').count()).toBe(0);
    const modelsAnswered = page.waitForResponse('**/api/models*');
    releaseModels();
    await modelsAnswered;
    expect(await premiseRows(page).count()).toBe(3);
    expect(await page.getByText('Extracting argument...').count()).toBe(0);
  });

  it('Retry Reconstruction keeps the premises the user edited or added, and the title they typed; no model is named', async () => {
    const page = await authorPage();
    await reconstruct(page);
    await premiseRows(page).first().waitFor();
    // The offline reconstruction proposes a title and writes no description.
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'We should drive slowly this morning',
    );
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('');

    await page.getByText('Wet streets are slippery.', { exact: true }).click();
    const p3 = page.getByRole('textbox', { name: 'P3 text' });
    await p3.fill('Wet streets are slippery for bikes.');
    await p3.press('Enter');
    await page.getByRole('button', { name: 'Add premise' }).click();
    const p4 = page.getByRole('textbox', { name: 'P4 text' });
    await p4.fill('Slow cars stop in time.');
    await p4.press('Enter');
    await page.getByRole('textbox', { name: 'Title' }).fill('Driving on wet mornings');
    await page
      .getByRole('textbox', { name: 'Instructions', exact: true })
      .fill('Be brief and name gpt-4o-mini');

    const retried = page.waitForResponse('**/api/arguments/reconstruct');
    await page.getByRole('button', { name: 'Retry Reconstruction' }).click();
    await retried;
    await expect
      .poll(() => premiseRows(page).allTextContents())
      .toEqual([
        expect.stringContaining('The streets are wet.'),
        expect.stringContaining('It rained last night.'),
        expect.stringContaining('Wet streets are slippery for bikes.'),
        expect.stringContaining('Slow cars stop in time.'),
        expect.stringContaining('Wet streets are slippery.'),
      ]);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Driving on wet mornings',
    );
    const description = await page.getByRole('textbox', { name: 'Description' }).inputValue();
    expect(description).not.toMatch(/Reconstructed by|gpt|Be brief/);

    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(/\/argumentevaluator\?argumentId=\d+/);
    const saved = await app.temp.db.argument.findFirstOrThrow({
      where: { title: 'Driving on wet mornings' },
    });
    expect(saved.summarizedDescription).not.toMatch(/Reconstructed by|gpt|Be brief/);
  });

  it('names the argument: Title and Description on /arguments/new and edit, shown in the evaluator, on the home card and the share page', async () => {
    const page = await authorPage();
    await reconstruct(page);
    await premiseRows(page).first().waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Slow down on wet streets');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Why the morning drive should be slow after rain.');
    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(/\/argumentevaluator\?argumentId=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('argumentId'));
    await page.getByRole('heading', { level: 1, name: 'Slow down on wet streets' }).waitFor();
    await page.getByText('Why the morning drive should be slow after rain.').waitFor();

    // The edit page has both fields with the saved words; the user's edit is saved.
    await page.goto(`/arguments/${id}/edit`);
    await waitForHydration(page);
    const title = page.getByRole('textbox', { name: 'Title' });
    expect(await title.inputValue()).toBe('Slow down on wet streets');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Why the morning drive should be slow after rain.',
    );
    await title.fill('Drive slowly after rain');
    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(`**/argumentevaluator?argumentId=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Drive slowly after rain' }).waitFor();

    await page.goto('/');
    const card = page.getByRole('listitem').filter({ hasText: 'Drive slowly after rain' });
    await card.getByRole('link', { name: 'Drive slowly after rain' }).waitFor();
    await card.getByText('Why the morning drive should be slow after rain.').waitFor();

    const shared = await page.request.post('/api/arguments/share', {
      data: { userArgumentId: id },
    });
    const { shareToken } = (await shared.json()) as { shareToken: string };
    await page.goto(`/argument/shared/${shareToken}`);
    await page.getByRole('heading', { level: 1, name: 'Drive slowly after rain' }).waitFor();
    await page.getByText('Why the morning drive should be slow after rain.').waitFor();
  });

  it('imports Argdown all or nothing: a dependency cycle stores nothing; the fixed text creates one argument', async () => {
    const page = await authorPage();
    await page.goto('/arguments/new');
    await waitForHydration(page);
    const ownArguments = () =>
      app.temp.db.argument.count({ where: { owner: { email: 'trust@e2e.test' } } });
    const before = await ownArguments();
    const importArgdown = async (text: string) => {
      await page.getByLabel('Argdown text').fill(text);
      await page.getByRole('button', { name: 'Read Argdown' }).click();
      await page.getByRole('button', { name: 'Create argument' }).click();
    };
    await importArgdown(
      '<Umbrella>: Whether to take one.\n\n(1) Clouds are dark. {dependsOn: [2]}\n' +
        '(2) The forecast says rain. {dependsOn: [1]}\n----\n(3) Take an umbrella.',
    );
    await page.getByRole('alert').filter({ hasText: 'could not be saved' }).waitFor();
    expect(await ownArguments()).toBe(before);
    // Trying again is safe: still nothing half-made.
    await page.getByRole('button', { name: 'Create argument' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be saved' }).waitFor();
    expect(await ownArguments()).toBe(before);

    await importArgdown(
      '<Umbrella>: Whether to take one.\n\n(1) Clouds are dark. {credence: 0.7}\n' +
        '(2) The forecast says rain. {dependsOn: [1]}\n----\n(3) Take an umbrella.',
    );
    await page.waitForURL(/\/argumentevaluator\?argumentId=\d+/);
    await page.getByRole('heading', { level: 1, name: 'Umbrella' }).waitFor();
    expect(await ownArguments()).toBe(before + 1);
  });

  it('on a phone (390 x 844) the premise and conclusion texts take the full width of their rows', async () => {
    const page = await authorPage(PHONE);
    await reconstruct(page);
    await premiseRows(page).first().waitFor();
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-edit-key]')].map((text) => {
        const row = text.closest<HTMLElement>('[role="row"], section');
        if (!row) return { text: 0, row: 1 };
        const style = getComputedStyle(row);
        const inner =
          row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: text.getBoundingClientRect().width, row: inner };
      }),
    );
    expect(widths).toHaveLength(4);
    for (const { text, row } of widths) expect(text).toBeGreaterThanOrEqual(row - 1);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
