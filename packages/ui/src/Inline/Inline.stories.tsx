import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'Style system/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: (
      <>
        <Button variant="danger">Reset Evaluation</Button>
        <Button>Save Evaluation</Button>
        <Button variant="secondary">Share</Button>
      </>
    ),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};

export const Badges: Story = {
  args: {
    space: 'xsmall',
    alignY: 'center',
    children: (
      <>
        <Badge tone="info">Deductive</Badge>
        <Badge tone="positive">Public</Badge>
        <Badge>v3</Badge>
      </>
    ),
  },
};

export const SpaceBetween: Story = { args: { align: 'spaceBetween' } };
