import { validityCoherence } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ValidityBoundNotice } from './ValidityBoundNotice';

const meta = {
  title: 'Presentational/ValidityBoundNotice',
  component: ValidityBoundNotice,
  args: {
    check: validityCoherence([0.9, 0.8], 0.75),
    conclusionCredence: 0.75,
    onRaiseConclusion: fn(),
  },
} satisfies Meta<typeof ValidityBoundNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Coherent: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your 75% for the conclusion is coherent.'),
    ).toBeVisible();
  },
};

export const Incoherent: Story = {
  args: { check: validityCoherence([0.9, 0.8], 0.6), conclusionCredence: 0.6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the conclusion to 70%' }));
    await expect(args.onRaiseConclusion).toHaveBeenCalled();
  },
};

/** A deductive conclusion (0, 0.5 or 1) below a 45% bound: one target, 50%, in text and button. */
export const DeductiveTarget: Story = {
  args: {
    check: validityCoherence([0.8, 0.65], 0.43),
    conclusionCredence: 0.43,
    raiseTo: 0.5,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your 43% for the conclusion is below it: incoherent. Raise the conclusion to 50%',
    );
    await expect(canvas.queryByText(/raise the conclusion to 45%/i)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the conclusion to 50%' }));
    await expect(args.onRaiseConclusion).toHaveBeenCalledWith(0.5);
  },
};
