import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('shows and hides its panel from the title, by click and by keyboard', async () => {
    const onExpandedChange = vi.fn();
    const screen = await render(
      <Disclosure title="Learn about Fallback Method" onExpandedChange={onExpandedChange}>
        <p>The explanation.</p>
      </Disclosure>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    const trigger = heading.getByRole('button', { name: 'Learn about Fallback Method' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByText('The explanation.')).not.toBeVisible();
    await trigger.click();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('The explanation.')).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('The explanation.')).not.toBeVisible();
  });

  it('can start open, under another heading level', async () => {
    const screen = await render(
      <Disclosure title="Details" headingLevel={4} defaultExpanded>
        <p>Premise 2 is out of range.</p>
      </Disclosure>,
    );
    await expect.element(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Details');
    await expect.element(screen.getByText('Premise 2 is out of range.')).toBeVisible();
  });
});
