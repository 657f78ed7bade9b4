import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/ThemeDecorator';
import { InferenceStrengthBar } from './InferenceStrengthBar';

const meta = {
  title: 'Presentational/InferenceStrengthBar',
  component: InferenceStrengthBar,
  decorators: [withTheme],
  args: { strength: 0.8 },
  argTypes: { strength: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
} satisfies Meta<typeof InferenceStrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSupport: Story = { args: { strength: 0.5 } };
export const VeryWeak: Story = { args: { strength: 0.55 } };
export const Weak: Story = { args: { strength: 0.7 } };
export const Moderate: Story = { args: { strength: 0.8 } };
export const Strong: Story = { args: { strength: 0.9 } };
export const VeryStrong: Story = { args: { strength: 0.97 } };
export const DeductiveLocked: Story = { args: { strength: 0.6, locked: true } };
