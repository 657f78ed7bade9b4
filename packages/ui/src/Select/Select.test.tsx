import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './Select';

const MODES = [
  { id: 'coherentist', label: 'Coherentist' },
  { id: 'foundationalist', label: 'Foundationalist' },
] as const;

describe('Select', () => {
  it('opens its list, chooses with the mouse and the keyboard, and reports the key', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select label="Epistemic mode" items={MODES} placeholder="Choose" onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Epistemic mode/ });
    await expect.element(trigger).toHaveTextContent('Choose');
    await trigger.click();
    await screen.getByRole('option', { name: 'Foundationalist' }).click();
    expect(onChange).toHaveBeenLastCalledWith('foundationalist');
    await expect.element(trigger).toHaveTextContent('Foundationalist');
    trigger.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('coherentist');
  });

  it('posts its value under its name in a plain form', async () => {
    const screen = await render(
      <form aria-label="Settings">
        <Select label="Epistemic mode" name="mode" items={MODES} defaultValue="coherentist" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Settings' }).element() as HTMLFormElement;
    expect(new FormData(form).get('mode')).toBe('coherentist');
    await screen.getByRole('button', { name: /Epistemic mode/ }).click();
    await screen.getByRole('option', { name: 'Foundationalist' }).click();
    expect(new FormData(form).get('mode')).toBe('foundationalist');
  });

  it('shows its description and error', async () => {
    const screen = await render(
      <Select
        label="Model"
        items={MODES}
        description="Used for AI suggestions."
        errorMessage="Choose a model"
      />,
    );
    await expect.element(screen.getByText('Used for AI suggestions.')).toBeVisible();
    await expect.element(screen.getByText('Choose a model')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /Model/ }))
      .toHaveAccessibleDescription(/Choose a model/);
  });

  it('renders option texts as text', async () => {
    const screen = await render(
      <Select
        label="Premise"
        hideLabel
        items={[{ id: 'p1', label: '<b data-injected>bold</b>' }]}
        defaultValue="p1"
      />,
    );
    await expect
      .element(screen.getByRole('button', { name: /Premise/ }))
      .toHaveTextContent('<b data-injected>bold</b>');
    expect(document.querySelector('[data-injected]')).toBeNull();
  });
});
