import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs } from './Tabs';

const items = [
  { id: 'fallback', label: 'Fallback Support', content: 'Fallback panel' },
  { id: 'bayesian', label: 'Bayesian Network', content: 'Bayesian panel' },
  { id: 'truth-table', label: 'Truth Table', content: 'Truth table panel' },
];

describe('Tabs', () => {
  it('switches tabs with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <Tabs items={items} label="Evaluation method" onSelectionChange={onSelectionChange} />,
    );
    const first = screen.getByRole('tab', { name: 'Fallback Support' });
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Fallback panel');
    await first.click();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Bayesian Network' });
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await expect.element(second).toHaveFocus();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Bayesian panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('bayesian');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Arrows wrap around: left from the first tab goes to the last.
    await expect
      .element(screen.getByRole('tab', { name: 'Truth Table' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultSelectedKey', async () => {
    const screen = await render(
      <Tabs items={items} label="Evaluation method" defaultSelectedKey="truth-table" />,
    );
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Truth table panel');
  });
});
