import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConclusionBox } from './ConclusionBox';

const meta = {
  title: 'Evaluator/ConclusionBox',
  component: ConclusionBox,
  args: {
    text: 'Socrates is mortal',
    argumentType: 'INDUCTIVE',
    defaultValue: 0.7,
    onChange: fn(),
    onToggleLock: fn(),
    onEvaluateInference: fn(),
    onFindCounterexample: fn(),
    onViewProof: fn(),
  },
} satisfies Meta<typeof ConclusionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inductive: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Confidence in the conclusion' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.71);
    await expect(canvas.queryByRole('button', { name: 'c.e.' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Evaluate inference' }));
    await expect(args.onEvaluateInference).toHaveBeenCalledTimes(1);
  },
};
export const Deductive: Story = {
  args: { argumentType: 'DEDUCTIVE', value: 1, canFindCounterexample: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '1' })).toBeChecked();
    await userEvent.click(canvas.getByText('0.5'));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.5);
    await userEvent.click(canvas.getByRole('button', { name: 'c.e.' }));
    await expect(args.onFindCounterexample).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'View proof (⊢)' }));
    await expect(args.onViewProof).toHaveBeenCalledTimes(1);
  },
};
export const Locked: Story = {
  args: { showLock: true, isLocked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(args.onToggleLock).toHaveBeenLastCalledWith(false);
  },
};
