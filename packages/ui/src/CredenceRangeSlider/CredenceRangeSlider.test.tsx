import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceRangeSlider, type CredenceRangeValue } from './CredenceRangeSlider';

function Controlled({ onChange }: { onChange: (value: CredenceRangeValue) => void }) {
  const [value, setValue] = useState<CredenceRangeValue>([0.6, 0.8]);
  return (
    <CredenceRangeSlider
      label="Confidence range of Premise 1"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CredenceRangeSlider', () => {
  it('shows both ends and moves each thumb with the keyboard', async () => {
    const changes: CredenceRangeValue[] = [];
    const screen = await render(<Controlled onChange={(value) => changes.push(value)} />);
    await expect.element(screen.getByText('60% – 80%')).toBeVisible();
    const lowest = screen.getByRole('slider', { name: 'Lowest' });
    const highest = screen.getByRole('slider', { name: 'Highest' });
    await expect.element(lowest).toHaveAttribute('aria-valuetext', '60%');
    lowest.element().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(changes.at(-1)![0]).toBeCloseTo(0.59, 10);
    highest.element().focus();
    await userEvent.keyboard('{PageUp}');
    expect(changes.at(-1)).toEqual([expect.closeTo(0.59, 10), expect.closeTo(0.9, 10)]);
    await expect.element(screen.getByText('59% – 90%')).toBeVisible();
  });

  it('keeps the thumbs from crossing', async () => {
    const changes: CredenceRangeValue[] = [];
    const screen = await render(<Controlled onChange={(value) => changes.push(value)} />);
    screen.getByRole('slider', { name: 'Lowest' }).element().focus();
    for (let step = 0; step < 4; step++) await userEvent.keyboard('{PageUp}');
    const [low, high] = changes.at(-1)!;
    expect(low).toBeLessThanOrEqual(high);
    expect(high).toBeCloseTo(0.8, 10);
  });
});
