import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIRST_PAINT_ARGUMENT, FIRST_PAINT_DEPENDENT_ARGUMENT } from '../testing/firstPaintSample';
import { phoneStory } from '../testing/phoneViewport';
import { EvaluatorFirstPaint, FIRST_PAINT_PC_LATER_TEXT } from './EvaluatorFirstPaint';

/** The evaluator as the server draws it, before the page's scripts have run. */
const meta = {
  title: 'Evaluator/EvaluatorFirstPaint',
  component: EvaluatorFirstPaint,
  args: { argument: FIRST_PAINT_ARGUMENT },
} satisfies Meta<typeof EvaluatorFirstPaint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved evaluation: the premises' credences, the strength and the computed P(C). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Premise 1' })).toHaveTextContent(
      'Confidence in Premise 180%',
    );
    await expect(canvas.getByText('Computed from the premises: P(C) = 54%.')).toBeVisible();
  },
};

/** P2 depends on P1: it shows where the dependency puts it, and says it moved. */
export const MovedByDependency: Story = {
  args: { argument: FIRST_PAINT_DEPENDENT_ARGUMENT },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('P2 moved from 60% to 82%', { exact: false }),
    ).toBeVisible();
  },
};

/** A large argument: P(C) is computed once the page runs (in a worker), not on the server. */
export const PCLater: Story = {
  args: { offThreadFrom: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FIRST_PAINT_PC_LATER_TEXT)).toBeVisible();
  },
};

/** On a phone: the conclusion and P(C) in the summary bar at the top. */
export const OnAPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Conclusion and P(C)' }),
    ).toHaveTextContent('P(C) 54%');
  },
};
