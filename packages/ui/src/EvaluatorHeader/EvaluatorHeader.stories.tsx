import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EvaluatorHeader } from './EvaluatorHeader';

const meta = {
  title: 'Evaluator/EvaluatorHeader',
  component: EvaluatorHeader,
  args: {
    title: 'Socrates is mortal',
    summary: 'All men are mortal; Socrates is a man.',
    creatorName: 'Ada',
    versionNumber: 2,
    onOpenVersionHistory: fn(),
  },
} satisfies Meta<typeof EvaluatorHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Socrates is mortal' })).toBeVisible();
    await expect(canvas.getByText('v2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Version history: Ada, v2' }));
    await expect(args.onOpenVersionHistory).toHaveBeenCalledTimes(1);
  },
};

/** A new argument has no version yet: the box says so instead of a made-up "Unknown v1". */
export const NoVersionsYet: Story = {
  args: { creatorName: undefined, versionNumber: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('button', { name: 'Version history: No versions yet' });
    await expect(box).toHaveTextContent('No versions yet');
    await expect(canvas.queryByText(/Unknown|v1/)).toBeNull();
  },
};
