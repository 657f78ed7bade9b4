import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PremiseRow, premiseBeliefWording } from './PremiseRow';

const meta = {
  title: 'Evaluator/PremiseRow',
  component: PremiseRow,
  args: {
    label: 'Premise 1',
    text: 'All men are mortal',
    defaultValue: 0.9,
    onChange: fn(),
    onToggleLock: fn(),
    onObjection: fn(),
    onClarification: fn(),
  },
} satisfies Meta<typeof PremiseRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Confidence in Premise 1' });
    await expect(slider).toHaveAccessibleDescription(premiseBeliefWording(0.9));
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.89);
    await userEvent.click(canvas.getByRole('button', { name: 'Objection' }));
    await expect(args.onObjection).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clarification' }));
    await expect(args.onClarification).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }));
    await expect(args.onToggleLock).toHaveBeenLastCalledWith(true);
  },
};
export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Confidence in Premise 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Unlock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AsARange: Story = {
  args: { range: [0.6, 0.8], onRangeToggle: fn(), onRangeChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: /^Lowest/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Range' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('60% – 80%')).toBeVisible();
  },
};

/**
 * The network view: linked arguments conclude this premise, so its slider shows their network
 * credence, disabled, and says how many arguments made it; "Same claim as…" is offered.
 */
export const DerivedInNetwork: Story = {
  args: { network: { credence: 0.796, linkedArguments: 2 }, onSameClaim: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Network credence of Premise 1' });
    await expect(slider).toBeDisabled();
    await expect(canvas.getByText('from 2 linked arguments')).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'Confidence in Premise 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Same claim as…' }));
    await expect(args.onSameClaim).toHaveBeenCalledTimes(1);
  },
};
