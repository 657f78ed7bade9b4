import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { ArgumentCard } from './ArgumentCard';

const meta = {
  title: 'Style system/ArgumentCard',
  component: ArgumentCard,
  args: {
    title: 'Rain and the picnic',
    href: '/argumentevaluator?argumentId=1',
    argumentType: 'INDUCTIVE',
    visibility: 'PUBLIC',
    description: 'Whether to hold the picnic in the park tomorrow.',
    pC: 0.64,
    component: 'div',
  },
} satisfies Meta<typeof ArgumentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public argument the reader has evaluated. */
export const Evaluated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Rain and the picnic' })).toBeVisible();
    await expect(canvas.getByText('Your P(C) 64%')).toBeVisible();
    await expect(canvas.getByText('Public')).toBeVisible();
  },
};

/** Not evaluated yet, by someone else. */
export const NotEvaluated: Story = {
  args: { pC: null, visibility: 'FRIENDS_ONLY', byline: 'by Ann' },
};

/** The reader's own argument, with its actions. */
export const Own: Story = {
  args: {
    visibility: 'PRIVATE',
    argumentType: 'DEDUCTIVE',
    title: 'Socrates is mortal',
    description: '',
    actions: (titleId) => (
      <>
        <Link href="/arguments/2/edit" aria-describedby={titleId}>
          Edit
        </Link>
        <Button variant="danger" size="small" aria-describedby={titleId}>
          Delete
        </Button>
      </>
    ),
  },
};

/** Signed out: no P(C), no visibility. */
export const SignedOut: Story = {
  args: { pC: undefined, visibility: undefined },
};

/** A list of cards, as the home page shows them. */
export const List: Story = {
  render: (args) => (
    <Stack component="ul" space="small" aria-label="Arguments">
      <ArgumentCard {...args} component="li" />
      <ArgumentCard {...args} component="li" title="Free will" pC={null} />
    </Stack>
  ),
};
