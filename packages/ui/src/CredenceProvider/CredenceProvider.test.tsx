import { createCredenceClient } from '@credence/api';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { ProbabilitySlider } from '../ProbabilitySlider/ProbabilitySlider';
import { type ThemeName, ThemeRoot } from '../theme/ThemeRoot';
import { CredenceProvider, useCredence } from './CredenceProvider';

// The themes' colours as the browser reports them (contract.css.ts).
const LIGHT = { background: 'rgb(255, 255, 255)', primary: 'rgb(29, 78, 216)' };
const DARK = { background: 'rgb(15, 23, 42)', primary: 'rgb(59, 130, 246)' };
const TRACK = { light: 'rgb(226, 232, 240)', dark: 'rgb(51, 65, 85)' };
const RAISED = { light: 'rgb(255, 255, 255)', dark: 'rgb(51, 65, 85)' };

/** A button that shows a toast through the provider's queue. */
function ToastButton() {
  const { toasts } = useCredence();
  return <Button onPress={() => toasts.add({ title: 'Saved' })}>Notify</Button>;
}

/** Screens as an app embeds them: a provider and nothing else around them. */
function App({ theme, children }: { theme?: ThemeName; children?: ReactNode }) {
  return (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={1}
      userRole="USER"
      theme={theme}
    >
      <ProbabilitySlider label="Premise 1" defaultValue={0.5} />
      <ToastButton />
      <DialogTrigger>
        <Button>Open</Button>
        <Dialog title="Versions">A dialog</Dialog>
      </DialogTrigger>
      {children}
    </CredenceProvider>
  );
}

const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo);

/** The painted rail of the slider: the nearest ancestor of its input drawn with `::before`. */
function railColour(): string {
  let element = page.getByRole('slider', { name: 'Premise 1' }).element().parentElement;
  while (element && style(element, '::before').content === 'none') {
    element = element.parentElement;
  }
  return element ? style(element, '::before').backgroundColor : 'no rail';
}

/** The background of the nearest ancestor of `element` that paints one. */
function backgroundBehind(element: Element): string {
  let current = element.parentElement;
  while (current && style(current).backgroundColor === 'rgba(0, 0, 0, 0)') {
    current = current.parentElement;
  }
  return current ? style(current).backgroundColor : 'none';
}

async function openOverlays() {
  await page.getByRole('button', { name: 'Notify' }).click();
  await page.getByRole('button', { name: 'Open' }).click();
  const toast = page.getByRole('alertdialog', { name: 'Saved' });
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  await expect.element(toast).toBeVisible();
  await expect.element(dialog).toBeVisible();
  // The dialog's surface is its Modal, the dialog element's parent.
  return { toast: toast.element(), surface: dialog.element().parentElement! };
}

describe('CredenceProvider', () => {
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it('styles its screens without a ThemeRoot around it (the light theme)', async () => {
    await render(<App />);
    const button = page.getByRole('button', { name: 'Notify' }).element();
    expect(style(button).backgroundColor).toBe(LIGHT.primary);
    expect(railColour()).toBe(TRACK.light);
    expect(backgroundBehind(button)).toBe(LIGHT.background);
    expect(style(button).fontFamily).toContain('system-ui');
  });

  it('applies the dark theme to its screens and to the dialogs and toasts in portals', async () => {
    await render(<App theme="dark" />);
    expect(style(page.getByRole('button', { name: 'Notify' }).element()).backgroundColor).toBe(
      DARK.primary,
    );
    expect(railColour()).toBe(TRACK.dark);
    const { toast, surface } = await openOverlays();
    expect(style(toast).backgroundColor).toBe(RAISED.dark);
    expect(style(surface).backgroundColor).toBe(RAISED.dark);
  });

  it("follows the operating system's colour scheme with 'system'", async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: 'dark' }],
    });
    await render(<App theme="system" />);
    const button = page.getByRole('button', { name: 'Notify' }).element();
    expect(style(button).backgroundColor).toBe(DARK.primary);
    const { toast } = await openOverlays();
    expect(style(toast).backgroundColor).toBe(RAISED.dark);
  });

  it("keeps an enclosing ThemeRoot's theme unless given another", async () => {
    await render(
      <ThemeRoot theme="dark">
        <App>
          <CredenceProvider
            client={createCredenceClient({ baseUrl: '' })}
            userId={1}
            userRole="USER"
            theme="light"
          >
            <Button>Light inside</Button>
          </CredenceProvider>
        </App>
      </ThemeRoot>,
    );
    expect(style(page.getByRole('button', { name: 'Notify' }).element()).backgroundColor).toBe(
      DARK.primary,
    );
    const { toast, surface } = await openOverlays();
    expect(style(toast).backgroundColor).toBe(RAISED.dark);
    expect(style(surface).backgroundColor).toBe(RAISED.dark);
    expect(
      style(page.getByRole('button', { name: 'Light inside' }).element()).backgroundColor,
    ).toBe(LIGHT.primary);
  });
});
