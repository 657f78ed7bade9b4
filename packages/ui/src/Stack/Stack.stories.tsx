import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Stack } from './Stack';

const meta = {
  title: 'Style system/Stack',
  component: Stack,
  args: {
    space: { mobile: 'small', tablet: 'large' },
    children: ['Premise 1', 'Premise 2', 'Conclusion'].map((text) => (
      <Card key={text} padding="small">
        {text}
      </Card>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Responsive: Story = {};

/** A list of cards: `component="ul"` keeps list semantics without bullets. */
export const AsList: Story = {
  args: {
    component: 'ul',
    'aria-label': 'Claims',
    space: 'small',
    children: ['Premise 1', 'Premise 2'].map((text) => (
      <Card key={text} component="li" padding="small">
        {text}
      </Card>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Claims' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/** Children to one side instead of stretched. */
export const Aligned: Story = { args: { space: 'small', align: 'center' } };
