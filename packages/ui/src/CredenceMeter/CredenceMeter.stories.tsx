import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CredenceMeter } from './CredenceMeter';

const meta = {
  title: 'Evaluator/CredenceMeter',
  component: CredenceMeter,
  args: { label: 'Your credence', value: 0.7 },
} satisfies Meta<typeof CredenceMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seventy: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Your credence' });
    await expect(meter).toHaveAttribute('aria-valuetext', '70%');
  },
};

export const Certain: Story = { args: { value: 1 } };

export const HiddenLabel: Story = { args: { hideLabel: true, value: 0.25 } };
