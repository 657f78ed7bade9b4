import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceGroup } from './ChoiceGroup';

const meta = {
  title: 'Forms/ChoiceGroup',
  component: ChoiceGroup<string>,
  args: {
    label: 'Theme',
    name: 'theme',
    options: [
      { value: 'light', label: 'Light' },
      { value: 'dark', label: 'Dark' },
      { value: 'system', label: 'System' },
    ],
    defaultValue: 'system',
    onChange: fn(),
  },
} satisfies Meta<typeof ChoiceGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByText('Dark'));
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};

export const Busy: Story = { args: { isBusy: true, description: 'Saving your choice…' } };

export const Disabled: Story = { args: { isDisabled: true } };
