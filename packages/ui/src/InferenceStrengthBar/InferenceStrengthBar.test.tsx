import { describe, expect, it } from 'vitest';
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
