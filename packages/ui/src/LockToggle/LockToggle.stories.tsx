import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LockToggle } from './LockToggle';

const meta = {
  title: 'Primitives/LockToggle',
  component: LockToggle,
  args: { onChange: fn() },
} satisfies Meta<typeof LockToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlocked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Lock' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Unlock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const Locked: Story = {
  args: { defaultLocked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Lock' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Lock' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
