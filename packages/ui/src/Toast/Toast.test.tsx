import { DURATIONS } from '@credence/engine';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastQueue, ToastRegion } from './Toast';

describe('Toast', () => {
  it('defaults its timeout to DURATIONS.message', () => {
    expect(new ToastQueue().timeout).toBe(DURATIONS.message);
  });

  it('shows a toast and removes it after its timeout', async () => {
    const queue = new ToastQueue({ timeout: 300 });
    await render(<ToastRegion queue={queue} />);
    const onClose = vi.fn();
    queue.add({ title: 'Version loading coming soon!', tone: 'info' }, { onClose });
    const toast = page.getByRole('alertdialog', { name: 'Version loading coming soon!' });
    await expect.element(toast).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect.element(toast, { timeout: 3000 }).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    const queue = new ToastQueue({ timeout: 60_000 });
    await render(<ToastRegion queue={queue} />);
    queue.add({ title: 'Saved', description: 'Your evaluation was saved.', tone: 'success' });
    const toast = page.getByRole('alertdialog', { name: 'Saved' });
    await expect.element(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('shows a link that leads where it says', async () => {
    const queue = new ToastQueue({ timeout: 60_000 });
    await render(<ToastRegion queue={queue} />);
    queue.add({
      title: 'Your conviction setting was applied.',
      link: { href: '/settings', label: 'Adjust conviction' },
    });
    const toast = page.getByRole('alertdialog', { name: 'Your conviction setting was applied.' });
    const link = toast.getByRole('link', { name: 'Adjust conviction' });
    await expect.element(link).toHaveAttribute('href', '/settings');
  });
});
