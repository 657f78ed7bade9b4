import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InferenceStrengthBar } from './InferenceStrengthBar';

const meta = {
  title: 'Presentational/InferenceStrengthBar',
  component: InferenceStrengthBar,
  args: { strength: 0.8 },
  argTypes: { strength: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
} satisfies Meta<typeof InferenceStrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A play function checking the meter's value, shown percentage and colour band. */
function shows(percent: number, band: string): Story['play'] {
  return async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Inference strength' });
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeCloseTo(percent, 6);
    await expect(meter).toHaveAttribute('aria-valuetext', `${percent}%`);
    await expect(meter).toHaveAttribute('data-band', band);
    await expect(within(meter).getByText(`${percent}%`)).toBeVisible();
  };
}

export const NoSupport: Story = { args: { strength: 0.5 }, play: shows(0, 'very-weak') };
export const VeryWeak: Story = { args: { strength: 0.55 }, play: shows(10, 'very-weak') };
export const Weak: Story = { args: { strength: 0.7 }, play: shows(40, 'weak') };
export const Moderate: Story = { args: { strength: 0.8 }, play: shows(60, 'moderate') };
export const Strong: Story = { args: { strength: 0.9 }, play: shows(80, 'strong') };
export const VeryStrong: Story = { args: { strength: 0.97 }, play: shows(94, 'very-strong') };
export const DeductiveLocked: Story = {
  args: { strength: 0.6, locked: true },
  play: async (context) => {
    await shows(100, 'very-strong')?.(context);
    await expect(
      within(context.canvasElement).getByRole('meter', { name: 'Inference strength' }),
    ).toHaveAttribute('data-locked', 'true');
  },
};
