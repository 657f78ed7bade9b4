import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Style system/Disclosure',
  component: Disclosure,
  args: {
    title: 'Learn about Fallback Method',
    children: (
      <>
        <Text component="p">When some premise is false, the conclusion may still be likely.</Text>
        <Text component="p" mono size="small">
          P(C) = P(C|P)·P(P) + P(C|¬P)·(1 − P(P))
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Learn about Fallback Method',
    });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Open: Story = { args: { defaultExpanded: true } };
