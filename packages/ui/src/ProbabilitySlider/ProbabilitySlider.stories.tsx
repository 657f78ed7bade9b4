import { forwardInfluenceWording } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/ThemeDecorator';
import { ProbabilitySlider } from './ProbabilitySlider';

const meta = {
  title: 'Primitives/ProbabilitySlider',
  component: ProbabilitySlider,
  decorators: [withTheme],
  args: { label: 'If all premises are true', defaultValue: 0.8 },
} satisfies Meta<typeof ProbabilitySlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithScaleLabels: Story = { args: { scaleLabels: ['Reject', 'Certain'] } };
export const WithWording: Story = {
  args: {
    label: 'Premise Influence Strength',
    defaultValue: 0.75,
    scaleLabels: ['Weakens', 'Neutral', 'Supports'],
    describe: (value) =>
      `If the premise is true, it ${forwardInfluenceWording(value)} the conclusion.`,
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 0.3 } };
