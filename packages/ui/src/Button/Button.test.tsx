import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click and on Enter', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows the pending label and ignores presses while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isPending pendingLabel="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    await expect.element(button).toBeVisible();
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is disabled with isDisabled', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isDisabled variant="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
