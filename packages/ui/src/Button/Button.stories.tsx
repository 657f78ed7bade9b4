import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Save Evaluation', variant: 'primary', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Evaluation' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cancel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Danger: Story = {
  args: { variant: 'danger', children: 'Reset Evaluation' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Evaluation' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Saved' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saved' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
