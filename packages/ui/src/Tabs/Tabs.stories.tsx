import type { Meta, StoryObj } from '@storybook/react-vite';
import { withTheme } from '../theme/ThemeDecorator';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  decorators: [withTheme],
  args: {
    label: 'Evaluation method',
    items: [
      { id: 'fallback', label: 'Fallback Support', content: 'Fallback Support panel' },
      { id: 'bayesian', label: 'Bayesian Network', content: 'Bayesian Network Evaluation panel' },
      { id: 'truth-table', label: 'Truth Table', content: 'Truth Table panel' },
      { id: 'demonstration', label: 'Demonstration', content: 'Demonstration panel' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StartsOnTruthTable: Story = { args: { defaultSelectedKey: 'truth-table' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'fallback', label: 'Fallback Support', content: 'Fallback Support panel' },
      { id: 'demonstration', label: 'Demonstration', content: 'Demonstration', isDisabled: true },
    ],
  },
};
