import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LockToggle } from './LockToggle';

describe('LockToggle', () => {
  it('toggles aria-pressed and its label', async () => {
    const onChange = vi.fn();
    const screen = await render(<LockToggle onChange={onChange} />);
    const lock = screen.getByRole('button', { name: 'Lock' });
    await expect.element(lock).toHaveAttribute('aria-pressed', 'false');
    await lock.click();
    expect(onChange).toHaveBeenLastCalledWith(true);
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    await expect.element(unlock).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await expect
      .element(screen.getByRole('button', { name: 'Lock' }))
      .toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the controlled isLocked prop', async () => {
    const screen = await render(<LockToggle isLocked />);
    await expect
      .element(screen.getByRole('button', { name: 'Unlock' }))
      .toHaveAttribute('aria-pressed', 'true');
  });
});
