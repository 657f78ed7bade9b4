import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EvaluatorActions } from './EvaluatorActions';

const meta = {
  title: 'Evaluator/EvaluatorActions',
  component: EvaluatorActions,
  args: { onReset: fn(), onSave: fn(), onShare: fn() },
} satisfies Meta<typeof EvaluatorActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Dialectic Manager' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Evaluation' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
export const WithDialecticManager: Story = {
  args: { dialecticHref: '/explore?mode=dialectic&argumentId=7&linkedArguments=8,9' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Dialectic Manager' }),
    ).toHaveAttribute('href', '/explore?mode=dialectic&argumentId=7&linkedArguments=8,9');
  },
};
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saved' })).toBeDisabled();
  },
};
