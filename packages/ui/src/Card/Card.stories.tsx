import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Style system/Card',
  component: Card,
  args: {
    space: 'small',
    children: (
      <>
        <Heading level="4">Premise 1</Heading>
        <Text tone="secondary">It is sunny.</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Raised: Story = { args: { background: 'raised', rounded: true } };

/** Every tone; `accent` makes a notice. */
export const Tones: Story = {
  render: () => (
    <Stack space="small">
      {(['neutral', 'brand', 'info', 'positive', 'caution', 'critical', 'dashed'] as const).map(
        (tone) => (
          <Card
            key={tone}
            tone={tone}
            accent={tone !== 'brand' && tone !== 'dashed'}
            padding="small"
          >
            <Text>{tone}</Text>
          </Card>
        ),
      )}
    </Stack>
  ),
};

/** Working: dimmed, and `aria-busy` for assistive technology. */
export const Busy: Story = {
  args: { busy: true, component: 'section', 'aria-label': 'Premises' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Premises' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(card).opacity).toBe('0.7');
  },
};
