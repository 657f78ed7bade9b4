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

/** The conclusion follows P(C): the box says it is shown as computed. */
export const ShownAsComputed: Story = {
  args: { value: 0.62, computedPC: 0.62, onFollowComputed: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shown as computed: P(C) = 62%.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Use the computed/ })).toBeNull();
  },
};

/** The user put the conclusion at 70%: it stays there, with the computed P(C) beside it. */
export const SetByUser: Story = {
  args: { value: 0.7, computedPC: 0.62, isSetByUser: true, onFollowComputed: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your credence is 70%; the computed P(C) is 62%.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use the computed 62%' }));
    await expect(args.onFollowComputed).toHaveBeenCalledTimes(1);
  },
};

/** Deductive (e.g. by conviction): P(C) stays visible beside the 0 / 0.5 / 1 choice. */
export const DeductiveWithComputed: Story = {
  args: { argumentType: 'DEDUCTIVE', value: 0.62, computedPC: 0.62 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Your credence is 62% (a deductive conclusion takes 0, 0.5 or 1); the computed P(C) is 62%.',
      ),
    ).toBeVisible();
  },
};
