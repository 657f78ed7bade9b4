import { credenceInterval } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TWO_PREMISE_INPUT } from '../testing/insightSample';
import { ConclusionBand } from './ConclusionBand';

const input = TWO_PREMISE_INPUT;

const meta = {
  title: 'Presentational/ConclusionBand',
  component: ConclusionBand,
  args: {
    interval: credenceInterval(input, { p1: [0.8, 1], p2: [0.5, 0.7] }),
    rangedLabels: ['P1', 'P2'],
  },
} satisfies Meta<typeof ConclusionBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Exact: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('With your ranges, P(C) lies between 48% and 69%.'),
    ).toBeVisible();
  },
};

export const Approximate: Story = {
  args: {
    interval: credenceInterval(
      { ...input, dependencies: { p2: ['p1'] }, premiseConditionals: { 'p2|p1': 0.7 } },
      { p1: [0.7, 0.9] },
    ),
    rangedLabels: ['P1'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Approximate:/)).toBeVisible();
  },
};
