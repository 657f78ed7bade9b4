import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Style system/Columns',
  component: Columns,
  subcomponents: { Column },
  args: {
    space: 'medium',
    alignY: 'center',
    children: [
      <Column key="title">
        <Heading level="3">Evaluating: Picnic</Heading>
      </Column>,
      <Column key="action" width="content">
        <Button variant="secondary">Version</Button>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and the button at its end: the row never wraps. */
export const TitleAndAction: Story = {};

/** Fractions; the columns stack below the tablet breakpoint. */
export const Collapsing: Story = {
  args: {
    collapseBelow: 'tablet',
    alignY: 'stretch',
    children: [
      <Column key="a" width="1/3">
        <Card>
          <Text>One third</Text>
        </Card>
      </Column>,
      <Column key="b">
        <Card>
          <Text>The rest</Text>
        </Card>
      </Column>,
    ],
  },
};
