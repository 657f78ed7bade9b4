import { forwardInfluenceWording } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProbabilitySlider } from './ProbabilitySlider';

const meta = {
  title: 'Primitives/ProbabilitySlider',
  component: ProbabilitySlider,
  args: { label: 'If all premises are true', defaultValue: 0.8, onChange: fn() },
} satisfies Meta<typeof ProbabilitySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const describeInfluence = (value: number) =>
  `If the premise is true, it ${forwardInfluenceWording(value)} the conclusion.`;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'If all premises are true' });
    await expect(slider).toHaveAttribute('aria-valuetext', '80%');
    await expect(canvas.getByText('80%')).toBeVisible();
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.81);
    await expect(canvas.getByText('81%')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '79%');
  },
};
export const WithScaleLabels: Story = {
  args: { scaleLabels: ['Reject', 'Certain'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reject')).toBeVisible();
    await expect(canvas.getByText('Certain')).toBeVisible();
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '80%');
  },
};
export const WithWording: Story = {
  args: {
    label: 'Premise Influence Strength',
    defaultValue: 0.75,
    scaleLabels: ['Weakens', 'Neutral', 'Supports'],
    describe: describeInfluence,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Premise Influence Strength' });
    await expect(slider).toHaveAccessibleDescription(describeInfluence(0.75));
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
    await expect(canvas.getByText(describeInfluence(0))).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 0.3 },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'If all premises are true' });
    await expect(slider).toBeDisabled();
    await expect(slider).toHaveAttribute('aria-valuetext', '30%');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
