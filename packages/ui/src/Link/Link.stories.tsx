import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../Button/ButtonLink';
import { Inline } from '../Inline/Inline';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Style system/Link',
  component: Link,
  args: { href: '/explore', children: 'Explore arguments' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the host's `RouterProvider` a press navigates through its router. */
export const Routed: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Explore arguments' });
    await expect(link).toHaveAttribute('href', '/explore');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/explore', undefined);
  },
};

export const Neutral: Story = { args: { tone: 'neutral', weight: 'strong', children: 'Credence' } };

/** Links that look like buttons. */
export const ButtonLinks: Story = {
  render: () => (
    <Inline space="small">
      <ButtonLink href="/arguments/new">New argument</ButtonLink>
      <ButtonLink href="/explore?mode=dialectic" variant="secondary">
        Dialectic Manager
      </ButtonLink>
    </Inline>
  ),
};
