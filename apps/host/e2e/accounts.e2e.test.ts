/**
 * Account pages in real Chromium, with Remix's client-side navigation doing the posting: the
 * password change keeps this browser signed in (the new cookie arrives with the redirect) and
 * signs the others out; a throttled sign-in (429) shows its message on the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { accountMenu } from './pages.ts';

const app = browserHarness();

const newPage = () => app.newPage();

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts in Chromium', () => {
  it('changes the password: this browser stays signed in, another one is signed out', async () => {
    const page = await newPage();
    await page.goto('/join');
    await page.getByLabel('E-mail').fill('pw@e2e.test');
    await page.getByLabel('Name').fill('Pw');
    await page.getByLabel('Password').fill('pw-old-password');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);
    const other = await newPage();
    await signIn(other, 'pw@e2e.test', 'pw-old-password');
    await accountMenu(other).waitFor();

    await page.goto('/settings');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('pw-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not right').waitFor();

    await page.getByLabel('Current password').fill('pw-old-password');
    await page.getByLabel('New password').fill('pw-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed.').waitFor();
    await page.reload();
    expect(page.url()).toContain('/settings');
    await accountMenu(page).waitFor();

    await other.goto('/settings');
    await other.waitForURL((url) => url.pathname === '/login');
  });

  it('shows the throttle’s message when sign-in answers 429', async () => {
    // Ten recent failures for the account, as if made from elsewhere.
    await app.temp.db.throttleEvent.createMany({
      data: Array.from({ length: 10 }, () => ({ key: 'signin:email:pw@e2e.test' })),
    });
    const page = await newPage();
    await signIn(page, 'pw@e2e.test', 'pw-new-password');
    await page.getByText(/Too many sign-in attempts\. Please try again in 15 minutes\./).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
