import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { phoneStory } from '../testing/phoneViewport';
import { EvaluatorSummary } from './EvaluatorSummary';

const CONCLUSION =
  'Remote work raises productivity for most knowledge workers, at least in teams that write things down';

/** The summary above a page of premises long enough to scroll, as on the evaluator. */
const meta = {
  title: 'Evaluator/EvaluatorSummary',
  component: EvaluatorSummary,
  args: { conclusion: CONCLUSION, pC: 0.62 },
  render: (args) => (
    <Stack space="large">
      <EvaluatorSummary {...args} />
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed filler list.
        <Card key={index}>
          <Text>
            Premise {index + 1}: a premise card, for the page to scroll under the summary.
          </Text>
          <Text tone="secondary">Its slider, wording and buttons would be here.</Text>
        </Card>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof EvaluatorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: shown, and still at the top of the screen after scrolling to the last premise. */
export const OnAPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Conclusion and P(C)' });
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent('P(C) 62%');
    await expect(summary).toHaveTextContent(CONCLUSION);
    canvas.getByText(/^Premise 8:/).scrollIntoView({ block: 'end' });
    await waitFor(() => expect(summary.getBoundingClientRect().top).toBeLessThanOrEqual(1));
    await expect(summary.getBoundingClientRect().bottom).toBeGreaterThan(0);
    window.scrollTo(0, 0);
  },
};

/** No P(C) (the engine could not compute it): said in words, never a made-up number. */
export const NotCalculated: Story = {
  ...phoneStory,
  args: { pC: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Conclusion and P(C)' }),
    ).toHaveTextContent('P(C) not calculated');
  },
};

/** From the tablet breakpoint up the conclusion box is in view: the summary is not shown. */
export const OnADesktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Conclusion and P(C)' }),
    ).toBeNull();
  },
};
