import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Show all models', name: 'showAll', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Show all models'));
    await expect(canvas.getByRole('checkbox', { name: 'Show all models' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithError: Story = {
  args: {
    children: 'I accept the terms',
    description: 'You must accept them to join.',
    errorMessage: 'Please accept the terms',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
