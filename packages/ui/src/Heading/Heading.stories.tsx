import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Style system/Heading',
  component: Heading,
  args: { level: '1', children: 'My arguments' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      {(['1', '2', '3', '4'] as const).map((level) => (
        <Heading key={level} level={level}>
          Level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Level 1');
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('Level 4');
  },
};

/** A level-4 look as an `h2`, for the outline. */
export const OtherElement: Story = {
  args: { level: '4', component: 'h2', children: 'Shared with me' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  },
};
