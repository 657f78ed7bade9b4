import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/ButtonLink';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { PageBlock } from '../PageBlock/PageBlock';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Style system/PageLayout',
  component: PageLayout,
  subcomponents: { PageBlock },
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <Link href="/" tone="neutral" weight="strong">
        Credence
      </Link>
    ),
    nav: (
      <Inline space="medium" alignY="center">
        <Link href="/" tone="neutral" aria-current="page">
          Home
        </Link>
        <Link href="/explore" tone="neutral">
          Explore
        </Link>
        <Link href="/settings" tone="neutral">
          Settings
        </Link>
      </Inline>
    ),
    footer: (
      <PageBlock>
        <Text size="small" tone="secondary">
          Credence
        </Text>
      </PageBlock>
    ),
    children: (
      <PageBlock>
        <Stack space="large">
          <Inline space="small" align="spaceBetween" alignY="center">
            <Heading level="1">My arguments</Heading>
            <ButtonLink href="/arguments/new">New argument</ButtonLink>
          </Inline>
          <Stack component="ul" space="small" aria-label="My arguments">
            {['Picnic', 'Free will'].map((title) => (
              <Card key={title} component="li" space="xsmall">
                <Inline space="small" alignY="center">
                  <Link href={`/argumentevaluator?id=${title}`} weight="strong">
                    {title}
                  </Link>
                  <Badge tone="info">Inductive</Badge>
                </Inline>
                <Text size="small" tone="secondary">
                  P(C) 62%
                </Text>
              </Card>
            ))}
          </Stack>
        </Stack>
      </PageBlock>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home page composed from the primitives alone. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A narrow form page. */
export const FormPage: Story = {
  args: {
    children: (
      <PageBlock width="small">
        <Stack space="large">
          <Heading level="1">Log in</Heading>
          <Text tone="secondary">Forms are Stacks of fields and a button.</Text>
        </Stack>
      </PageBlock>
    ),
  },
};
