import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { InferenceStrengthBar } from './InferenceStrengthBar';

describe('InferenceStrengthBar', () => {
  it.each([
    [0.5, '0%', 'very-weak'],
    [0.625, '25%', 'weak'],
    [0.75, '50%', 'moderate'],
    [0.9, '80%', 'strong'],
    [0.95, '90%', 'very-strong'],
    [0.3, '0%', 'very-weak'],
  ])('strength %d shows %s in band %s', async (strength, text, band) => {
    const screen = await render(<InferenceStrengthBar strength={strength} />);
    const meter = screen.getByRole('meter', { name: 'Inference strength' });
    await expect.element(meter).toHaveAttribute('aria-valuetext', text);
    await expect.element(meter).toHaveAttribute('data-band', band);
    await expect.element(screen.getByText(text)).toBeVisible();
  });

  it('shows 100% when locked (deductive)', async () => {
    const screen = await render(<InferenceStrengthBar strength={0.6} locked label="Inference" />);
    const meter = screen.getByRole('meter', { name: 'Inference' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', '100');
    await expect.element(meter).toHaveAttribute('data-band', 'very-strong');
    await expect.element(screen.getByText('100%')).toBeVisible();
  });
});

/** The bar as the evaluator uses it: its strength follows its own changes. */
function Controlled({ onChange }: { onChange: (strength: number) => void }) {
  const [strength, setStrength] = useState(0.75);
  return (
    <InferenceStrengthBar
      strength={strength}
      onChange={(next) => {
        setStrength(next);
        onChange(next);
      }}
    />
  );
}

describe('InferenceStrengthBar as a slider', () => {
  it('moves by 1 % a key on the bar’s own scale and reports the strength (0.5..1)', async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Inference strength' });
    await expect.element(slider).toHaveAttribute('aria-valuetext', '50%');
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.76);
    await expect.element(slider).toHaveAttribute('aria-valuetext', '52%');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    await expect.element(screen.getByText('0%')).toBeVisible();
  });

  it('stays a read-only meter at 100 % when locked, even with onChange', async () => {
    const screen = await render(<InferenceStrengthBar strength={0.6} locked onChange={vi.fn()} />);
    expect(screen.getByRole('slider').elements()).toHaveLength(0);
    await expect
      .element(screen.getByRole('meter', { name: 'Inference strength' }))
      .toHaveAttribute('aria-valuenow', '100');
  });
});

describe('InferenceStrengthBar styles', () => {
  it('fills with the band colour of the theme', async () => {
    const screen = await render(
      <ThemeRoot theme="light">
        <InferenceStrengthBar strength={0.75} />
      </ThemeRoot>,
    );
    const meter = screen.getByRole('meter', { name: 'Inference strength' });
    await expect.element(meter).toBeVisible();
    const fill = meter.element().querySelector('[style]') as HTMLElement;
    // Half the track: the width travels in a CSS variable set on the fill.
    const track = fill.parentElement as HTMLElement;
    expect(fill.getBoundingClientRect().width / track.getBoundingClientRect().width).toBeCloseTo(
      0.5,
    );
    // Light theme, band 'moderate': #ca8a04.
    expect(getComputedStyle(fill).backgroundColor).toBe('rgb(202, 138, 4)');
  });

  it('uses the dark theme colours under a dark ThemeRoot', async () => {
    const screen = await render(
      <ThemeRoot theme="dark">
        <InferenceStrengthBar strength={1} />
      </ThemeRoot>,
    );
    const meter = screen.getByRole('meter', { name: 'Inference strength' });
    await expect.element(meter).toBeVisible();
    const fill = meter.element().querySelector('[style]') as HTMLElement;
    // Dark theme, band 'very-strong': #4ade80.
    expect(getComputedStyle(fill).backgroundColor).toBe('rgb(74, 222, 128)');
  });
});
