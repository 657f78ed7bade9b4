import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'We only use it to sign you in.', autoComplete: 'email' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We only use it to sign you in.');
    await userEvent.type(input, 'ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

/** A server's field error from the action: inline, announced, and the field invalid. */
export const WithError: Story = {
  args: { defaultValue: 'ada@', errorMessage: 'Email is invalid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is invalid');
    await expect(canvas.getByText('Email is invalid')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', isRequired: true },
};

export const Multiline: Story = {
  args: {
    label: 'Instructions',
    name: 'instructions',
    type: undefined,
    multiline: true,
    rows: 4,
    description: 'Optional: tell the AI what to focus on.',
  },
};

export const MonoSmall: Story = {
  args: {
    label: 'Share link',
    defaultValue: 'https://credence.example/argument/shared/abc',
    mono: true,
    size: 'small',
    isReadOnly: true,
  },
};
