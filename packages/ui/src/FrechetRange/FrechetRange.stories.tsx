import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FrechetRange } from './FrechetRange';

const meta = {
  title: 'Presentational/FrechetRange',
  component: FrechetRange,
  args: { credences: [0.9, 0.8] },
} satisfies Meta<typeof FrechetRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPremises: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('70% – 80%')).toBeVisible();
  },
};

export const ManyDoubts: Story = {
  args: { credences: [0.5, 0.4, 0.9] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0% – 40%')).toBeVisible();
  },
};
