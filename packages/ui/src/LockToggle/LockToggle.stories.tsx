import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/ThemeDecorator';
import { LockToggle } from './LockToggle';

const meta = {
  title: 'Primitives/LockToggle',
  component: LockToggle,
  decorators: [withTheme],
} satisfies Meta<typeof LockToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlocked: Story = {};
export const Locked: Story = { args: { defaultLocked: true } };
export const Disabled: Story = { args: { isDisabled: true } };
