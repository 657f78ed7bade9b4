import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';

const meta = {
  title: 'Style system/Text',
  component: Text,
  args: { children: 'The premises strongly support the conclusion.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {(['xsmall', 'small', 'standard', 'large'] as const).map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {(['neutral', 'secondary', 'link', 'info', 'positive', 'caution', 'critical'] as const).map(
        (tone) => (
          <Text key={tone} {...args} tone={tone} weight="strong">
            {tone}
          </Text>
        ),
      )}
    </Stack>
  ),
};

export const Formula: Story = {
  args: {
    mono: true,
    size: 'small',
    breakWords: true,
    children: 'P(C) = P(C|P)·P(P) + P(C|¬P)·(1 − P(P))',
  },
};
