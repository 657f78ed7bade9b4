import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpreadPlot } from './SpreadPlot';

/**
 * One quantity over a group: a dot per member, the box (middle half) with the median line and
 * whiskers, the viewer's own value as a hollow diamond and the pooled value as a triangle over
 * a dashed line. The plot is one image named in words; the key under it repeats the numbers.
 */
const meta = {
  title: 'Presentational/SpreadPlot',
  component: SpreadPlot,
  args: {
    label: 'Premise 2',
    values: [0.2, 0.4, 0.55, 0.7, 0.8],
    spread: { min: 0.2, q1: 0.4, median: 0.55, q3: 0.7, max: 0.8 },
    yours: 0.7,
    pooled: 0.54,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpreadPlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five members; the viewer gave 70 %, the pool is 54 %. */
export const FiveMembers: Story = {
  play: async ({ canvasElement }) => {
    const plot = within(canvasElement).getByRole('img', {
      name: 'Premise 2: 5 values from 20% to 80%, median 55%, middle half 40%–70%; yours 70%; pooled 54%',
    });
    await expect(plot).toBeVisible();
    // The own value is a diamond (a shape, not a colour) standing for one of the five values.
    await expect(plot.querySelectorAll('[data-part="yours"]')).toHaveLength(1);
    await expect(plot.querySelectorAll('[data-part="value"]')).toHaveLength(4);
    await expect(within(canvasElement).getByText('Yours: 70%')).toBeVisible();
  },
};

/** Equal and close values stack in columns, the viewer's diamond first. */
export const Clustered: Story = {
  args: {
    values: [0.5, 0.5, 0.5, 0.51, 0.6, 0.9],
    spread: { min: 0.5, q1: 0.5, median: 0.505, q3: 0.5775, max: 0.9 },
    yours: 0.5,
    pooled: 0.56,
  },
  play: async ({ canvasElement }) => {
    const plot = within(canvasElement).getByRole('img', { name: /^Premise 2: 6 values/ });
    await expect(plot.querySelectorAll('[data-part="yours"]')).toHaveLength(1);
    await expect(plot.querySelectorAll('[data-part="value"]')).toHaveLength(5);
  },
};

/** The viewer gave no value (they did not submit to the round): no diamond, no 'yours'. */
export const WithoutYourValue: Story = {
  args: { yours: null },
  play: async ({ canvasElement }) => {
    const plot = within(canvasElement).getByRole('img', { name: /pooled 54%$/ });
    await expect(plot.querySelector('[data-part="yours"]')).toBeNull();
    await expect(plot.querySelectorAll('[data-part="value"]')).toHaveLength(5);
  },
};

/** A single member: one value, no box to speak of. */
export const OneValue: Story = {
  args: {
    label: 'P(C)',
    values: [0.35],
    spread: { min: 0.35, q1: 0.35, median: 0.35, q3: 0.35, max: 0.35 },
    yours: 0.35,
    pooled: 0.35,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: 'P(C): 1 value: 35%; yours 35%; pooled 35%',
      }),
    ).toBeVisible();
  },
};

/** Values at both ends of the axis stay whole inside the frame. */
export const AtTheEnds: Story = {
  args: {
    values: [0, 0.05, 0.95, 1],
    spread: { min: 0, q1: 0.0375, median: 0.5, q3: 0.9625, max: 1 },
    yours: 1,
    pooled: 0.5,
    showLegend: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /from 0% to 100%/ })).toBeVisible();
    await expect(within(canvasElement).queryByText(/Yours:/)).toBeNull();
  },
};
