/** Steps through the host's own pages that several end-to-end tests take. */
import type { Locator, Page } from 'playwright-core';

/** The header's account menu button ("Account: <name>"), there whenever someone is signed in. */
export function accountMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Account: / });
}

/** Signs out through the account menu and waits for the signed-out home page. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/'),
    page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click(),
  ]);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
}

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
  await accountMenu(page).waitFor();
}

/**
 * Chooses `option` in the ui `Select` labelled `label` (a button opening a list box): the way a
 * person does, by the trigger and then the option.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/**
 * Chooses the theme for the page's browser context on the app at `base`, as the theme switch's
 * cookie would (the value as Remix writes a cookie without secrets: JSON in base64): the next
 * page loads in it.
 */
export async function setThemeCookie(
  page: Page,
  base: string,
  theme: 'light' | 'dark' | 'system',
): Promise<void> {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString('base64'));
  await page.context().addCookies([{ name: 'credence-theme', value, url: base }]);
}

/**
 * Waits until React has taken over the page: the theme switch's 'Apply theme' button is only
 * there for readers without scripts, and goes once the page is hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Apply theme' }).waitFor({ state: 'detached' });
}

/**
 * Pastes Argdown on /arguments/new, reads it, creates the argument and waits for its evaluator;
 * returns the new argument's id.
 */
export async function importArgdown(page: Page, text: string): Promise<number> {
  await page.goto('/arguments/new');
  await page.getByLabel('Argdown text').fill(text);
  await page.getByRole('button', { name: 'Read Argdown' }).click();
  const preview = page.getByRole('region', { name: 'Imported argument' });
  await preview.waitFor();
  await Promise.all([
    page.waitForURL(/\/argumentevaluator\?argumentId=\d+/),
    preview.getByRole('button', { name: 'Create argument' }).click(),
  ]);
  await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
  return Number(new URL(page.url()).searchParams.get('argumentId'));
}
