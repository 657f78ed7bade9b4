/**
 * The evaluator in real Chromium (`playwright-core`, no downloaded browsers): the built app is
 * started with `scripts/start.mjs` on a free port and a temp SQLite file (same helper as the HTTP
 * tests), then a user signs up, moves a premise slider with the keyboard, sees P(C) change, saves
 * and finds the values again after a reload; a second user cannot see or change the first user's
 * private argument or evaluation.
 *
 * `CHROMIUM_PATH` overrides the browser (default `/usr/bin/chromium`). `pnpm test` builds first.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium.ts';
import { createArgument } from '../app/models/arguments.server.ts';
import { saveUserArgument } from '../app/models/evaluations.server.ts';
import { assertBuilt, type RunningServer, startServer } from '../app/testing/server.ts';
import { createTempDatabase, type TempDatabase } from '../app/testing/tempDatabase.ts';

const SAMPLE_TITLE = 'Rain and the picnic';
const FIRST_PREMISE = 'The forecast says heavy rain is likely tomorrow.';

let temp: TempDatabase;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  assertBuilt();
  temp = await createTempDatabase();
  server = await startServer(temp.url);
  browser = await chromium.launch({
    executablePath: chromiumExecutable,
    headless: true,
    args: chromiumArgs,
  });
}, 90_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
  await temp?.cleanup();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.base });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/join');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(`${name.toLowerCase()}-password`);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('button', { name: 'Create account' }).click(),
  ]);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Waits until React has hydrated the evaluator (the sliders recompute P(C) from then on). */
async function waitForInteractive(page: Page): Promise<void> {
  await page.locator('main[data-interactive="true"]').waitFor();
}

function pCText(page: Page): Promise<string> {
  return page
    .getByTestId('p-c')
    .textContent()
    .then((text) => text ?? '');
}

describe('evaluator in Chromium', () => {
  let samplePath = '';
  let sampleArgumentId = 0;
  let savedPC = '';
  let firstUserPage: Page;

  it('signs up, moves a slider with the keyboard, saves and reloads', async () => {
    const page = await newPage();
    firstUserPage = page;
    await signUp(page, 'first@e2e.test', 'First');

    await Promise.all([
      page.waitForURL(/\/argumentevaluator\?argumentId=\d+$/),
      page.getByRole('link', { name: SAMPLE_TITLE }).click(),
    ]);
    samplePath = new URL(page.url()).pathname + new URL(page.url()).search;
    sampleArgumentId = Number(new URL(page.url()).searchParams.get('argumentId'));
    await waitForInteractive(page);

    const slider = page.getByRole('slider', { name: FIRST_PREMISE });
    expect(await slider.getAttribute('min')).toBe('0');
    expect(await slider.getAttribute('max')).toBe('1');
    expect(await slider.getAttribute('step')).toBe('0.01');
    expect(await slider.inputValue()).toBe('0.5');
    expect(await page.getByTestId('premise-percent-0').textContent()).toBe('50.0%');
    expect(await page.getByLabel('P(C)', { exact: true }).textContent()).toBe(await pCText(page));
    const before = await pCText(page);
    expect(before).toMatch(/^\d+\.\d%$/);

    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('0.3');
    expect(await page.getByTestId('premise-percent-0').textContent()).toBe('30.0%');
    const after = await pCText(page);
    expect(after).not.toBe(before);
    // Less belief in a premise of a deductive-style argument lowers P(C).
    expect(Number.parseFloat(after)).toBeLessThan(Number.parseFloat(before));
    savedPC = after;

    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await page.getByText('Saved.').waitFor();

    await page.reload();
    await waitForInteractive(page);
    const reloaded = page.getByRole('slider', { name: FIRST_PREMISE });
    expect(await reloaded.inputValue()).toBe('0.3');
    expect(await page.getByTestId('premise-percent-0').textContent()).toBe('30.0%');
    expect(await pCText(page)).toBe(savedPC);
    expect(await page.getByText(`(saved: ${savedPC})`).count()).toBe(1);

    // The saved values are in the API too.
    const api = await page.request.get(`/api/user/arguments/update?argumentId=${sampleArgumentId}`);
    expect(api.status()).toBe(200);
    const evaluation = await api.json();
    expect(evaluation.premises[0].probability).toBeCloseTo(0.3, 10);
  });

  it('a second user cannot see or change the first user’s evaluation', async () => {
    const first = await temp.db.user.findUniqueOrThrow({ where: { email: 'first@e2e.test' } });
    const privateArgument = await createArgument(temp.db, first.id, {
      title: 'First’s private argument',
      visibility: 'PRIVATE',
      premises: [{ content: 'Private premise one.' }, { content: 'Private premise two.' }],
      conclusion: { content: 'Private conclusion.' },
    });
    const privateId = privateArgument.id;
    const [p1, p2] = privateArgument.premises.map((premise) => premise.id);
    await saveUserArgument(temp.db, first.id, {
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
        `/api/user/arguments/update?argumentId=${argumentId}`,
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
    const formPost = await page.request.post(`/argumentevaluator?argumentId=${privateId}`, {
      form: {
        [`premise:${p1}`]: '0.01',
        [`premise:${p2}`]: '0.01',
        pCGivenPremises: '0.5',
        pCGivenNotPremises: '0.5',
      },
      maxRedirects: 0,
    });
    expect(formPost.status()).toBe(404);
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
    await waitForInteractive(page);
    const slider = page.getByRole('slider', { name: FIRST_PREMISE });
    expect(await slider.inputValue()).toBe('0.5');
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('0.55');
    await page.getByRole('button', { name: 'Save evaluation' }).click();
    await page.getByText('Saved.').waitFor();

    expect(await readFirst(privateId)).toEqual(privateBefore);
    expect(await readFirst(sampleArgumentId)).toEqual(sampleBefore);
    expect(await temp.db.userArgumentEvaluation.count({ where: { argumentId: privateId } })).toBe(
      1,
    );
    expect(
      await temp.db.userArgumentEvaluation.count({ where: { argumentId: sampleArgumentId } }),
    ).toBe(2);

    // And the first user's page still shows their own saved value.
    await firstUserPage.goto(samplePath);
    await waitForInteractive(firstUserPage);
    expect(await firstUserPage.getByRole('slider', { name: FIRST_PREMISE }).inputValue()).toBe(
      '0.3',
    );
    expect(await pCText(firstUserPage)).toBe(savedPC);
  });
});
