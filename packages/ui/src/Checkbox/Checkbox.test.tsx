import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space, and posts name=value only when checked', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form aria-label="Settings">
        <Checkbox name="showDebug" value="yes" onChange={onChange}>
          Show the debug panel
        </Checkbox>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Show the debug panel' });
    const form = screen.getByRole('form', { name: 'Settings' }).element() as HTMLFormElement;
    expect(new FormData(form).get('showDebug')).toBeNull();
    await screen.getByText('Show the debug panel').click();
    await expect.element(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(new FormData(form).get('showDebug')).toBe('yes');
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
  });

  it('shows its description and error, and is invalid with an error', async () => {
    const screen = await render(
      <Checkbox description="Required to join." errorMessage="Please accept the terms">
        I accept the terms
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription(/Please accept the terms/);
    await expect.element(screen.getByText('Required to join.')).toBeVisible();
  });

  it('can be disabled', async () => {
    const screen = await render(
      <Checkbox isDisabled defaultSelected>
        Locked
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    await expect.element(box).toBeDisabled();
    await expect.element(box).toBeChecked();
  });
});
