import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/ThemeDecorator';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  decorators: [withTheme],
  args: { children: 'Save Evaluation', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Reset Evaluation' } };
export const Pending: Story = { args: { isPending: true, pendingLabel: 'Saving...' } };
export const Disabled: Story = { args: { isDisabled: true, children: 'Saved' } };
