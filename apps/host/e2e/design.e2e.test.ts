/**
 * Every host page, signed out and signed in, in the light and the dark theme, in real Chromium:
 * axe-core finds no serious or critical accessibility violation, and a full-page screenshot
 * matches its committed baseline (`e2e/__screenshots__/<page>-<theme>.png`; `UPDATE_SCREENSHOTS=1`
 * rewrites them, see the host README). The pages are made deterministic: a fresh database with
 * the seed, fixed users and arguments, a fixed viewport, reduced motion, animations finished and
 * the caret hidden at the moment of the screenshot.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { acceptFriend, requestFriend } from '../app/models/friends.server.ts';
import { createUser } from '../app/models/users.server.ts';
import { seriousViolations } from './axe.ts';
import { browserHarness } from './harness.ts';
import { setThemeCookie, signUp, waitForHydration } from './pages.ts';
import { compareScreenshot } from './screenshot.ts';

const app = browserHarness();

const THEMES = ['light', 'dark'] as const;
const VIEWPORT = { width: 1280, height: 900 };
const PICNIC = 'Rain and the picnic';

/** What one page needs: its address, and what shows once it is ready. */
interface DesignedPage {
  name: string;
  path: () => string;
  ready?: (page: Page) => Promise<void>;
}

let signedOut: Page;
let signedIn: Page;
const ids = { picnic: 0, own: 0, shareToken: '' };

const evaluatorReady = async (page: Page) => {
  await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
};
const editorReady = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Reconstruction' }).waitFor();
};

const SIGNED_OUT: DesignedPage[] = [
  { name: 'home-signed-out', path: () => '/' },
  { name: 'join', path: () => '/join' },
  { name: 'login', path: () => '/login' },
  { name: 'not-found', path: () => '/no-such-page' },
  { name: 'share-signed-out', path: () => `/argument/shared/${ids.shareToken}` },
];

const SIGNED_IN: DesignedPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'new-argument', path: () => '/arguments/new', ready: editorReady },
  { name: 'edit-argument', path: () => `/arguments/${ids.own}/edit`, ready: editorReady },
  {
    name: 'evaluator',
    path: () => `/argumentevaluator?argumentId=${ids.picnic}`,
    ready: evaluatorReady,
  },
  {
    name: 'dialectic-manager',
    path: () => `/explore?mode=dialectic&argumentId=${ids.picnic}`,
    ready: async (page) => {
      await page.getByRole('group', { name: /^Dialectic map of/ }).waitFor();
    },
  },
  { name: 'explore', path: () => '/explore' },
  { name: 'friends', path: () => '/friends' },
  { name: 'settings', path: () => '/settings' },
  { name: 'share', path: () => `/argument/shared/${ids.shareToken}` },
];

/**
 * The pages a person uses most on a phone (390 × 844, touch), signed in as Ada: home, the editor,
 * the evaluator (its sticky conclusion summary) and the Inference Evaluation dialog over it.
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'reduce' as const,
};
const ON_A_PHONE: DesignedPage[] = [
  { name: 'phone-home', path: () => '/' },
  { name: 'phone-new-argument', path: () => '/arguments/new', ready: editorReady },
  {
    name: 'phone-evaluator',
    path: () => `/argumentevaluator?argumentId=${ids.picnic}`,
    ready: evaluatorReady,
  },
  {
    name: 'phone-inference-dialog',
    path: () => `/argumentevaluator?argumentId=${ids.picnic}`,
    ready: async (page) => {
      await evaluatorReady(page);
      await page.getByRole('button', { name: 'Evaluate inference' }).tap();
      await page.getByRole('dialog', { name: 'Inference Evaluation' }).waitFor();
    },
  },
];
let onAPhone: Page;

/** Opens the page in each theme: its axe findings and screenshot problems, by theme. */
async function checkPage(page: Page, designed: DesignedPage): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of THEMES) {
    await setThemeCookie(page, app.server.base, theme);
    await page.goto(designed.path());
    await waitForHydration(page);
    await designed.ready?.(page);
    await page.waitForLoadState('networkidle');
    // The cookie's theme is the document's: native controls and the canvas follow it.
    const scheme = await page.evaluate(
      () => getComputedStyle(document.documentElement).colorScheme,
    );
    expect(scheme, `${designed.name} in ${theme}`).toBe(theme);
    for (const finding of await seriousViolations(page)) {
      problems.push(
        `${designed.name} (${theme}): axe ${finding.impact} ${finding.rule}: ${finding.help} at ${finding.targets.join(', ')}: ${finding.example}`,
      );
    }
    const comparison = await compareScreenshot(page, `${designed.name}-${theme}`);
    if (comparison.problem)
      problems.push(`${designed.name} (${theme}): screenshot: ${comparison.problem}`);
  }
  return problems;
}

describe('every page: accessible and as designed, light and dark', () => {
  beforeAll(async () => {
    const options = { viewport: VIEWPORT, reducedMotion: 'reduce' as const };
    signedOut = await app.newPage(options);
    signedIn = await app.newPage(options);
    await signUp(signedIn, 'ada@e2e.test', 'Ada');
    const db = app.temp.db;
    const ada = await db.user.findUniqueOrThrow({ where: { email: 'ada@e2e.test' } });
    ids.picnic = (await db.argument.findFirstOrThrow({ where: { title: PICNIC } })).id;
    ids.own = (
      await createArgument(db, ada.id, {
        title: 'Slow down on wet roads',
        summarizedDescription: 'Why to drive slowly after rain.',
        visibility: 'PRIVATE',
        premises: [{ content: 'The streets are wet.' }, { content: 'Wet streets are slippery.' }],
        conclusion: { content: 'We should drive slowly this morning.' },
      })
    ).id;
    // A friend with a "Friends only" argument, and someone who asked Ada to be friends.
    const ben = await createUser(db, {
      email: 'ben@e2e.test',
      name: 'Ben',
      password: 'ben-password',
    });
    await createArgument(db, ben.id, {
      title: 'The river will rise',
      visibility: 'FRIENDS_ONLY',
      premises: [{ content: 'It has rained for a week.' }],
      conclusion: { content: 'The river will rise.' },
    });
    await requestFriend(db, ben.id, { email: 'ada@e2e.test' });
    await acceptFriend(db, ada.id, ben.id);
    const cal = await createUser(db, {
      email: 'cal@e2e.test',
      name: 'Cal',
      password: 'cal-password',
    });
    await requestFriend(db, cal.id, { email: 'ada@e2e.test' });
    // Ada's own evaluation of the picnic: her P(C) on the cards and the share page's meters.
    const claims = await db.claim.findMany({
      where: { argumentId: ids.picnic },
      orderBy: { id: 'asc' },
    });
    const saved = await signedIn.request.post('/api/user/arguments/update', {
      data: {
        argumentId: ids.picnic,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.2,
        premises: claims
          .filter((claim) => claim.role === 'PREMISE')
          .map((claim, index) => ({ id: claim.id, probability: index === 0 ? 0.7 : 0.6 })),
        conclusion: {
          id: claims.find((claim) => claim.role === 'CONCLUSION')?.id,
          probability: 0.5,
        },
      },
    });
    expect(saved.status()).toBe(200);
    const shared = await signedIn.request.post('/api/arguments/share', {
      data: { userArgumentId: ids.picnic },
    });
    ids.shareToken = ((await shared.json()) as { shareToken: string }).shareToken;
    // Ada on a phone: a second browser context with her session.
    onAPhone = await app.newPage(PHONE);
    await onAPhone.context().addCookies(await signedIn.context().cookies());
  }, 60_000);

  it.each(SIGNED_OUT.map((page) => [page.name, page] as const))(
    'signed out: %s',
    async (_name, designed) => {
      expect(await checkPage(signedOut, designed)).toEqual([]);
    },
    60_000,
  );

  it.each(SIGNED_IN.map((page) => [page.name, page] as const))(
    'signed in: %s',
    async (_name, designed) => {
      expect(await checkPage(signedIn, designed)).toEqual([]);
    },
    60_000,
  );

  it.each(ON_A_PHONE.map((page) => [page.name, page] as const))(
    'on a phone: %s',
    async (_name, designed) => {
      expect(await checkPage(onAPhone, designed)).toEqual([]);
    },
    60_000,
  );
});
