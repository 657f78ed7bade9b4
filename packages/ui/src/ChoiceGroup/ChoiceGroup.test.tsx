import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChoiceGroup } from './ChoiceGroup';

const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

describe('ChoiceGroup', () => {
  it('chooses by click and arrow keys and posts its value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form aria-label="Appearance">
        <ChoiceGroup
          label="Theme"
          name="theme"
          options={THEMES}
          defaultValue="light"
          onChange={onChange}
        />
      </form>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    await expect.element(group).toBeVisible();
    await screen.getByText('Dark').click();
    expect(onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('system');
    await expect.element(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    const form = screen.getByRole('form', { name: 'Appearance' }).element() as HTMLFormElement;
    expect(new FormData(form).get('theme')).toBe('system');
  });

  it('marks itself busy and shows an error', async () => {
    const screen = await render(
      <ChoiceGroup label="Visibility" options={THEMES} isBusy errorMessage="Could not save" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Visibility' });
    await expect.element(group).toHaveAttribute('data-busy', 'true');
    // Busy shows the progress cursor; the pills keep their contrast (no fading).
    expect(getComputedStyle(group.element()).cursor).toBe('progress');
    expect(getComputedStyle(group.element()).opacity).toBe('1');
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Could not save')).toBeVisible();
  });
});
