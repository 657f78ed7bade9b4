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

/**
 * Working: a dashed frame and the progress cursor, and `aria-busy` for assistive technology; not
 * dimmed, so the text keeps its contrast.
 */
export const Busy: Story = {
  args: { busy: true, component: 'section', 'aria-label': 'Premises' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Premises' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    const style = getComputedStyle(card);
    await expect(style.borderTopStyle).toBe('dashed');
    await expect(style.cursor).toBe('progress');
    await expect(style.opacity).toBe('1');
  },
};
