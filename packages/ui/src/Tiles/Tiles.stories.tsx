import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Tiles } from './Tiles';

const tiles = ['P(C|Premises)', 'P(C|¬Premises)', 'P(Premises)', 'P(C)', 'Method'].map((text) => (
  <Card key={text} padding="small">
    {text}
  </Card>
));

const meta = {
  title: 'Style system/Tiles',
  component: Tiles,
  args: { space: 'small', columns: { mobile: 1, tablet: 2, desktop: 3 }, children: tiles },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColumnsByBreakpoint: Story = {};

/** As many 16rem columns as fit. */
export const AutoFit: Story = { args: { minColumnWidth: '16rem', columns: undefined } };
