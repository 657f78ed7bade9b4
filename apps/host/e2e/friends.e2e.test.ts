/**
 * Friends in real Chromium: Ann makes a "Friends only" argument and asks Ben to be friends on
 * /friends (a wrong address first: the error shows under the field); Ben accepts on his /friends
 * page; the argument then appears under "Shared with me" on his home page and opens for him in
 * the evaluator and on the dialectic page. Cal, a third user, gets 404 for both pages; and once
 * Ben removes Ann, so does he.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const TITLE = 'Friends-only: the river rises';

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The "Friend’s e-mail" form on /friends. */
async function askByEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Friend’s e-mail').fill(email);
  await page.getByRole('button', { name: 'Send request' }).click();
}

describe('friends in Chromium', () => {
  it('Ann asks Ben by e-mail, Ben accepts, and Ann’s friends-only argument opens for him alone', async () => {
    const ann = await newPage();
    const ben = await newPage();
    const cal = await newPage();
    await signUp(ann, 'ann@e2e.test', 'Ann');
    await signUp(ben, 'ben@e2e.test', 'Ben');
    await signUp(cal, 'cal@e2e.test', 'Cal');

    // Ann's FRIENDS_ONLY argument, saved from her browser through the API.
    const argumentId = await ann.evaluate(async (title) => {
      const response = await fetch('/api/arguments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title,
          visibility: 'FRIENDS_ONLY',
          premises: [{ content: 'It has rained for a week.' }],
          conclusion: { content: 'The river will rise.' },
        }),
      });
      return ((await response.json()) as { argument: { id: number } }).argument.id;
    }, TITLE);

    // Ann: header → Friends; a wrong address is refused under the field, then Ben's is sent.
    await ann.getByRole('link', { name: 'Friends', exact: true }).click();
    await ann.getByRole('heading', { name: 'Friends', level: 1 }).waitFor();
    await askByEmail(ann, 'benn@e2e.test');
    const field = ann.getByLabel('Friend’s e-mail');
    await ann.getByText('No account uses this e-mail address').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await askByEmail(ann, 'Ben@e2e.test');
    await ann.getByRole('status').getByText('Friend request sent.').waitFor();
    const sent = ann.getByRole('region', { name: 'Requests you sent' });
    await sent.getByText('ben@e2e.test').waitFor();
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');

    // Ben: the request waits under "Requests to you"; he accepts.
    await ben.goto('/friends');
    const incoming = ben.getByRole('region', { name: 'Requests to you' });
    await incoming.getByText('ann@e2e.test').waitFor();
    await incoming.getByRole('button', { name: 'Accept' }).click();
    await ben.getByRole('status').getByText('You are now friends.').waitFor();
    await ben.getByRole('region', { name: 'Your friends' }).getByText('ann@e2e.test').waitFor();
    expect(await ben.getByRole('region', { name: 'Requests to you' }).textContent()).toContain(
      'No one has asked you.',
    );

    // Ann sees Ben among her friends.
    await ann.reload();
    await ann.getByRole('region', { name: 'Your friends' }).getByText('ben@e2e.test').waitFor();

    // Ben: home → "Shared with me" → the evaluator; then the dialectic page.
    await ben.goto('/');
    const shared = ben.getByRole('region', { name: 'Shared with me' });
    await shared.getByRole('link', { name: TITLE }).click();
    await ben.waitForURL((url) => url.pathname === '/argumentevaluator');
    await ben.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    await ben.getByText('The river will rise.').filter({ visible: true }).first().waitFor();
    const explore = await ben.goto(`/explore?mode=dialectic&argumentId=${argumentId}`);
    expect(explore?.status()).toBe(200);
    await ben.getByRole('link', { name: TITLE }).first().waitFor();

    // Cal, no friend of Ann's: 404 on both pages, and nothing shared on his home page.
    for (const path of [
      `/argumentevaluator?argumentId=${argumentId}`,
      `/explore?mode=dialectic&argumentId=${argumentId}`,
    ]) {
      const response = await cal.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await cal.content(), path).not.toContain(TITLE);
    }
    await cal.goto('/');
    expect(await cal.getByRole('region', { name: 'Shared with me' }).textContent()).not.toContain(
      TITLE,
    );

    // Ben removes Ann: the argument is closed to him again.
    await ben.goto('/friends');
    await ben
      .getByRole('region', { name: 'Your friends' })
      .getByRole('button', { name: 'Remove friend' })
      .click();
    await ben.getByRole('status').getByText('Friend removed.').waitFor();
    const closed = await ben.goto(`/argumentevaluator?argumentId=${argumentId}`);
    expect(closed?.status()).toBe(404);
  }, 120_000);
});
