import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Badge } from './Badge';

const meta = {
  title: 'Style system/Badge',
  component: Badge,
  args: { children: 'Current' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Inline space="xsmall">
      {(['neutral', 'info', 'positive', 'caution', 'critical', 'brand'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
