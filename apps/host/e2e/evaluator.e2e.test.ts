/**
 * The evaluator in real Chromium (`playwright-core`, no downloaded browsers): the built app is
 * started with `scripts/start.mjs` on a free port and a temp SQLite file (same helper as the HTTP
 * tests), then a user signs up, opens a sample argument in the `@credence/ui` evaluator screen,
 * moves a premise slider with the keyboard, sees P(C) change, saves ("Saved"), and finds the
 * values again after a reload and after a restart of the host; a second user cannot see or
 * change the first user's private argument or evaluation.
 *
 * `CHROMIUM_PATH` overrides the browser (default `/usr/bin/chromium`). `pnpm test` builds first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { saveUserArgument } from '../app/models/evaluations.server.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const SAMPLE_TITLE = 'Rain and the picnic';
/** Several page loads and a host restart: generous, as CI machines may be busy. */
const BROWSER_TEST_TIMEOUT = 180_000;
/** How long a value the machine recomputes after a short delay may take to show. */
const POLL_TIMEOUT = 10_000;
const FIRST_PREMISE = 'The forecast says heavy rain is likely tomorrow.';

const app = browserHarness();

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  // Resolves true once `text` is in the page, however briefly it stays (a MutationObserver sees
  // every change, where polling from the test could miss a short-lived message); false after 30 s.
  await context.addInitScript(() => {
    globalThis.textAppears = (text: string) =>
      new Promise<boolean>((resolve) => {
        const seen = () => document.body?.textContent?.includes(text) ?? false;
        if (seen()) return resolve(true);
        setTimeout(() => resolve(false), 30_000);
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Waits until the evaluator screen has loaded the argument through the API (past "Loading
 * argument evaluation..."): the save button reads "Save Evaluation", or "Saved" when the user's
 * evaluation is already saved.
 */
async function waitForEvaluator(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
}

/** The first premise's slider (react-aria: a visually hidden range input with role slider). */
function firstPremiseSlider(page: Page) {
  const premise = page.getByRole('region', { name: 'Premise 1' });
  return premise.getByRole('slider');
}

/** P(C): the conclusion box's slider value, computed by the engine from the premises. */
async function pC(page: Page): Promise<number> {
  return Number(
    await page.getByRole('slider', { name: 'Confidence in the conclusion' }).inputValue(),
  );
}

/**
 * In the sample, premise 2 depends on premise 1. Its owner gave both conditionals (P(P2|P1) =
 * 0.8, P(P2|¬P1) = 0.3), which would fix P2 at 0.8·p1 + 0.3·(1 − p1); a reader works from their
 * own starting value instead (P(P2|P1) = 70 %, the other derived from their credence), so P2
 * keeps the 50 % they start it at. Called once P(C) has followed a change of premise 1.
 */
async function expectSecondPremiseKept(page: Page): Promise<void> {
  const slider = page.getByRole('region', { name: 'Premise 2' }).getByRole('slider');
  expect(await slider.inputValue()).toBe('0.5');
}

declare global {
  /** Installed in every page by `newPage`. */
  function textAppears(text: string): Promise<boolean>;
}

async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

describe('evaluator in Chromium', () => {
  let samplePath = '';
  let sampleArgumentId = 0;
  let savedPC = 0;
  let firstUserPage: Page;

  it(
    'signs up, moves a premise slider, sees P(C) change, saves, and finds it after a reload and a restart',
    async () => {
      const page = await newPage();
      firstUserPage = page;
      await signUp(page, 'first@e2e.test', 'First');

      await Promise.all([
        page.waitForURL(/\/argumentevaluator\?argumentId=\d+$/),
        page.getByRole('link', { name: SAMPLE_TITLE }).click(),
      ]);
      samplePath = new URL(page.url()).pathname + new URL(page.url()).search;
      sampleArgumentId = Number(new URL(page.url()).searchParams.get('argumentId'));
      await waitForEvaluator(page);
      await page.getByRole('heading', { name: SAMPLE_TITLE, level: 1 }).waitFor();
      const premise = page.getByRole('region', { name: 'Premise 1' });
      await premise.getByText(FIRST_PREMISE, { exact: true }).waitFor();

      const slider = firstPremiseSlider(page);
      expect(await slider.getAttribute('min')).toBe('0');
      expect(await slider.getAttribute('max')).toBe('1');
      expect(await slider.getAttribute('step')).toBe('0.01');
      expect(await slider.inputValue()).toBe('0.5');
      expect(await premise.getByRole('status').textContent()).toBe('50%');
      const before = await pC(page);
      expect(before).toBeGreaterThan(0);

      await slider.focus();
      await pressTimes(page, 'ArrowLeft', 20);
      expect(await slider.inputValue()).toBe('0.3');
      expect(await premise.getByRole('status').textContent()).toBe('30%');
      // Less belief in a premise the conclusion rests on lowers P(C).
      await expect.poll(() => pC(page), { timeout: POLL_TIMEOUT }).toBeLessThan(before);
      await expectSecondPremiseKept(page);
      savedPC = await pC(page);

      await page.getByRole('button', { name: 'Save Evaluation' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);

      // The saved values are in the API and the database file.
      const api = await page.request.get(
        `/api/user/arguments/update?argumentId=${sampleArgumentId}`,
      );
      expect(api.status()).toBe(200);
      const evaluation = await api.json();
      expect(evaluation.premises[0].probability).toBeCloseTo(0.3, 10);

      await page.reload();
      await waitForEvaluator(page);
      expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
      expect(await firstPremiseSlider(page).inputValue()).toBe('0.3');
      expect(await pC(page)).toBeCloseTo(savedPC, 10);

      // A restarted host reads the same database file.
      await app.restart();
      await page.goto(`${app.server.base}${samplePath}`);
      await waitForEvaluator(page);
      expect(await firstPremiseSlider(page).inputValue()).toBe('0.3');
      expect(await pC(page)).toBeCloseTo(savedPC, 10);
    },
    BROWSER_TEST_TIMEOUT,
  );

  it(
    'a second user cannot see or change the first user’s evaluation',
    async () => {
      const first = await app.temp.db.user.findUniqueOrThrow({
        where: { email: 'first@e2e.test' },
      });
      const privateArgument = await createArgument(app.temp.db, first.id, {
        title: 'First’s private argument',
        visibility: 'PRIVATE',
        premises: [{ content: 'Private premise one.' }, { content: 'Private premise two.' }],
        conclusion: { content: 'Private conclusion.' },
      });
      const privateId = privateArgument.id;
      const [p1, p2] = privateArgument.premises.map((premise) => premise.id);
      await saveUserArgument(app.temp.db, first.id, {
        argumentId: privateId,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.1,
        premises: [
          { id: p1 ?? '', probability: 0.6 },
          { id: p2 ?? '', probability: 0.7 },
        ],
        conclusion: { id: privateArgument.conclusion.id, probability: 0.4 },
      });
      const readFirst = async (argumentId: number) => {
        const response = await firstUserPage.request.get(
          `${app.server.base}/api/user/arguments/update?argumentId=${argumentId}`,
        );
        expect(response.status()).toBe(200);
        return response.json();
      };
      const privateBefore = await readFirst(privateId);
      expect(privateBefore).toMatchObject({ inferenceStrength: 0.8, fallbackSupport: 0.1 });
      const sampleBefore = await readFirst(sampleArgumentId);

      const page = await newPage();
      await signUp(page, 'second@e2e.test', 'Second');
      // The private argument is not listed for the second user.
      expect(await page.getByRole('link', { name: 'First’s private argument' }).count()).toBe(0);

      const api = await page.request.get(`/api/arguments/${privateId}`);
      expect(api.status()).toBe(404);
      expect(await api.json()).toEqual({ error: expect.any(String) });
      const evaluationApi = await page.request.get(
        `/api/user/arguments/update?argumentId=${privateId}`,
      );
      expect(evaluationApi.status()).toBe(404);
      const pageResponse = await page.goto(`/argumentevaluator?argumentId=${privateId}`);
      expect(pageResponse?.status()).toBe(404);

      // Saving the private argument as the second user: refused on every path.
      const apiPost = await page.request.post('/api/user/arguments/update', {
        data: {
          argumentId: privateId,
          evaluationMode: 'fallback',
          inferenceStrength: 0.5,
          fallbackSupport: 0.5,
          premises: [
            { id: p1, probability: 0.01 },
            { id: p2, probability: 0.01 },
          ],
          conclusion: { id: privateArgument.conclusion.id, probability: 0.5 },
        },
      });
      expect(apiPost.status()).toBe(404);
      const put = await page.request.put(`/api/objects/evaluations/${privateId}`, {
        data: {
          evaluationMode: 'fallback',
          inferenceStrength: 0.5,
          fallbackSupport: 0.5,
          evaluationSettings: {},
        },
      });
      expect(put.status()).toBe(404);

      // On the shared public argument the second user starts from defaults, not the first
      // user's values, and saving there only writes the second user's own evaluation.
      await page.goto(samplePath);
      await waitForEvaluator(page);
      const slider = firstPremiseSlider(page);
      expect(await slider.inputValue()).toBe('0.5');
      await slider.focus();
      await pressTimes(page, 'ArrowRight', 5);
      expect(await slider.inputValue()).toBe('0.55');
      await expectSecondPremiseKept(page);
      await page.getByRole('button', { name: 'Save Evaluation' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();

      expect(await readFirst(privateId)).toEqual(privateBefore);
      expect(await readFirst(sampleArgumentId)).toEqual(sampleBefore);
      expect(
        await app.temp.db.userArgumentEvaluation.count({ where: { argumentId: privateId } }),
      ).toBe(1);
      expect(
        await app.temp.db.userArgumentEvaluation.count({ where: { argumentId: sampleArgumentId } }),
      ).toBe(2);

      // And the first user's page still shows their own saved value.
      await firstUserPage.goto(`${app.server.base}${samplePath}`);
      await waitForEvaluator(firstUserPage);
      expect(await firstPremiseSlider(firstUserPage).inputValue()).toBe('0.3');
      expect(await pC(firstUserPage)).toBeCloseTo(savedPC, 10);
    },
    BROWSER_TEST_TIMEOUT,
  );
  it(
    'evaluates the inference in the dialog: a weaker P(C|Premises) lowers P(C), and Save keeps it',
    async () => {
      const page = firstUserPage;
      await page.goto(`${app.server.base}${samplePath}`);
      await waitForEvaluator(page);
      const before = await pC(page);
      await page.getByRole('button', { name: 'Evaluate inference' }).click();
      const dialog = page.getByRole('dialog', { name: 'Inference Evaluation' });
      const save = dialog.getByRole('button', { name: 'Save', exact: true });
      await expect.poll(() => save.isEnabled(), { timeout: POLL_TIMEOUT }).toBe(true);
      const strength = dialog.getByRole('slider', { name: 'If all premises are true' });
      const start = Number(await strength.inputValue());
      await strength.focus();
      await pressTimes(page, 'ArrowLeft', 30);
      expect(Number(await strength.inputValue())).toBeCloseTo(start - 0.3, 10);
      // The header shows 'Successfully saved!' for 2 s only: watch for it in the page itself, so
      // a busy machine cannot poll past it.
      const sawSaved = page.evaluate(() => textAppears('Successfully saved!'));
      await save.click();
      expect(await sawSaved).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => pC(page), { timeout: POLL_TIMEOUT }).toBeLessThan(before);
      const lowered = await pC(page);

      const api = await page.request.get(
        `${app.server.base}/api/user/arguments/update?argumentId=${sampleArgumentId}`,
      );
      expect((await api.json()).inferenceStrength).toBeCloseTo(start - 0.3, 10);

      await page.reload();
      await waitForEvaluator(page);
      expect(await pC(page)).toBeCloseTo(lowered, 10);
      await page.getByRole('button', { name: 'Evaluate inference' }).click();
      await expect
        .poll(async () => Number(await strength.inputValue()), { timeout: POLL_TIMEOUT })
        .toBeCloseTo(start - 0.3, 10);
    },
    BROWSER_TEST_TIMEOUT,
  );
});
