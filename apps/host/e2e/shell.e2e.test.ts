/**
 * The app shell and the home page in real Chromium: the header (the name linking home, the
 * navigation marking the current page, the account menu that signs out), one `<h1>` in one
 * `<main>` per page, the theme switch that keeps its choice across pages and visits, the search
 * by title (`?q=`), and the designed 404 page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { accountMenu, signOut, signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

const colorScheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/** The theme kept in the `credence-theme` cookie (Remix's encoding: base64 of its JSON). */
async function themeCookie(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'credence-theme');
  if (!cookie) return undefined;
  return JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64').toString('utf8'));
}

describe('the app shell in Chromium', () => {
  it('links the name home, marks the current page, has one h1 per page, and signs out', async () => {
    const page = await app.newPage();
    await signUp(page, 'shell@e2e.test', 'Shell');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'New argument',
      'Explore',
      'Friends',
      'Settings',
    ]);
    for (const [label, path] of [
      ['Friends', '/friends'],
      ['Settings', '/settings'],
      ['Explore', '/explore'],
      ['New argument', '/arguments/new'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect
        .poll(() =>
          nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'),
        )
        .toBe('page');
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Credence' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Arguments' }).waitFor();

    // The account menu names the user and signs out with a POST.
    expect(await accountMenu(page).textContent()).toContain('Shell');
    await signOut(page);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
    ).toEqual(['Sign in', 'Sign up']);
    const settings = await page.goto('/settings');
    expect(new URL(settings?.url() ?? '').pathname).toBe('/login');
  });

  it('keeps the theme chosen with the switch across pages and visits; System follows the OS', async () => {
    const page = await app.newPage({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    const switcher = page.getByRole('radiogroup', { name: 'Theme' });
    expect(await switcher.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    expect(await colorScheme(page)).toBe('light');

    await switcher.getByText('Dark', { exact: true }).click();
    // At once, before the server has answered; then kept in a cookie.
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await expect.poll(() => themeCookie(page)).toBe('dark');
    await page.reload();
    expect(await colorScheme(page)).toBe('dark');
    await page.goto('/login');
    expect(await colorScheme(page)).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    await waitForHydration(page);
    await page
      .getByRole('radiogroup', { name: 'Theme' })
      .getByText('System', { exact: true })
      .click();
    await expect.poll(() => colorScheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => colorScheme(page)).toBe('dark');
    // The change reaches the page at once, the cookie once the server has answered.
    await expect.poll(() => themeCookie(page)).toBe('system');
    await page.reload();
    expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
  });

  it('searches the lists by title with ?q=, and clears the search', async () => {
    const page = await app.newPage();
    await signUp(page, 'seeker@e2e.test', 'Seeker');
    const publicList = page.getByRole('region', { name: 'Public' }).getByRole('listitem');
    expect(await publicList.count()).toBe(3);

    await page.getByRole('searchbox', { name: 'Search by title' }).fill('PICNIC rain');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'PICNIC rain');
    await expect.poll(() => publicList.allTextContents()).toHaveLength(1);
    expect(await publicList.first().textContent()).toContain('Rain and the picnic');
    await page.getByRole('status').getByText('Arguments whose title has “PICNIC rain”.').waitFor();
    // The search stays in the field after the page loads again.
    expect(await page.getByRole('searchbox', { name: 'Search by title' }).inputValue()).toBe(
      'PICNIC rain',
    );

    await page.goto('/?q=no+such+title');
    expect(
      await page
        .getByRole('region', { name: 'Public' })
        .getByText('No title matches this search.')
        .count(),
    ).toBe(1);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => publicList.count()).toBe(3);
  });

  it('answers an unknown address with 404 and the designed page, inside the shell', async () => {
    const page = await app.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Credence');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Credence' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the arguments' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A record that is not there is the same page, with the server's reason.
    await signUp(page, 'lost@e2e.test', 'Lost');
    const missing = await page.goto('/argumentevaluator?argumentId=999999');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText(/^Argument not found\./).waitFor();
  });
});
