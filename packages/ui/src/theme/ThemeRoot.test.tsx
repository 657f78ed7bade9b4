import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Text } from '../Text/Text';
import { documentBody } from './document.css';
import { documentThemeClassName, ThemeRoot, themeClassName } from './ThemeRoot';

/** Emulates the operating system's colour scheme (Chromium's DevTools protocol). */
async function prefersColorScheme(value: 'light' | 'dark' | '') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value }],
  });
}

const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

describe('ThemeRoot', () => {
  afterEach(async () => {
    await prefersColorScheme('');
  });

  it('themes the whole document from <html>, and <body> loses its margin', async () => {
    const html = document.documentElement;
    const before = { html: html.className, body: document.body.className };
    try {
      html.className = documentThemeClassName('dark');
      document.body.className = documentBody;
      expect(backgroundOf(html)).toBe('rgb(15, 23, 42)');
      expect(getComputedStyle(html).colorScheme).toBe('dark');
      expect(getComputedStyle(document.body).margin).toBe('0px');
    } finally {
      html.className = before.html;
      document.body.className = before.body;
    }
  });

  it('applies the light and dark themes', async () => {
    const screen = await render(
      <>
        <ThemeRoot theme="light">
          <Text>Light</Text>
        </ThemeRoot>
        <ThemeRoot theme="dark">
          <Text>Dark</Text>
        </ThemeRoot>
      </>,
    );
    const light = screen.getByText('Light').element().parentElement!;
    const dark = screen.getByText('Dark').element().parentElement!;
    expect(backgroundOf(light)).toBe('rgb(255, 255, 255)');
    expect(backgroundOf(dark)).toBe('rgb(15, 23, 42)');
    expect(getComputedStyle(dark).colorScheme).toBe('dark');
  });

  it("follows the system's colour scheme with 'system', switching while open", async () => {
    await prefersColorScheme('light');
    const screen = await render(
      <ThemeRoot theme="system">
        <Text>System</Text>
      </ThemeRoot>,
    );
    const root = screen.getByText('System').element().parentElement!;
    expect(root.classList.contains(themeClassName('system'))).toBe(true);
    expect(backgroundOf(root)).toBe('rgb(255, 255, 255)');
    await prefersColorScheme('dark');
    await expect.poll(() => backgroundOf(root)).toBe('rgb(15, 23, 42)');
    expect(getComputedStyle(root).colorScheme).toBe('dark');
    await prefersColorScheme('light');
    await expect.poll(() => backgroundOf(root)).toBe('rgb(255, 255, 255)');
  });
});
