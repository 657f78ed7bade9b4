/** Steps through the host's own pages that several end-to-end tests take. */
import type { Page } from 'playwright-core';

/** Signs up through `/join` (password `<name>-password`) and waits for the signed-in home page. */
export async function signUp(page: Page, email: string, name: string): Promise<void> {
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
