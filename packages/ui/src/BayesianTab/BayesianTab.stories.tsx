import { formatPercent } from '@credence/engine';
import { ADA_ID, estimateSettings } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend as mockBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { BayesianTab } from './BayesianTab';
import { BayesianTabExample, remoteWorkInput } from './BayesianTab.example';

/**
 * The Inference Evaluation dialog's Bayesian tab on the mock backend (Storybook's MSW loader),
 * on a dialog machine made in the story with `inferenceDialogActorsFromClient`, opened on the
 * mocks' argument 1 with Ada's credences. Each story has its own store and scenarios.
 */
const meta = {
  title: 'Screens/InferenceDialog/BayesianTab',
  component: BayesianTabExample,
  subcomponents: { BayesianTab },
  render: (args) => withCredence(<BayesianTabExample {...args} />),
} satisfies Meta<typeof BayesianTabExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the tab. */
async function tab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Bayesian Network Evaluation' }, TIMEOUT);
  return canvas;
}

const slider = (canvas: ReturnType<typeof within>, name: RegExp) =>
  canvas.getByRole('slider', { name });

/** The mocks' deterministic AI estimate for argument 1 with the default model. */
function expectedEstimate() {
  const input = remoteWorkInput();
  const answer = estimateSettings({
    currentTabId: 'BAYESIAN',
    premises: input.premises.map(({ id, content }) => ({ id, content: content ?? '' })),
    conclusion: { id: input.conclusion.id, content: input.conclusion.content ?? '' },
    modelId: 'gpt-4o-mini',
    userEvaluations: [],
  });
  return answer.bayesianNetworkData!;
}

const standard = mockBackend();

/**
 * The tab as it opens: defaults 80% / 30% and no alarm; a slider moves with the keyboard, and
 * the banner appears for what the user set; toggles work.
 */
export const Default: Story = {
  parameters: standard.parameters,
  beforeEach: standard.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    await expect(canvas.getAllByRole('slider')).toHaveLength(8);
    const forward = slider(canvas, /^P\(C \| Premise 1\)/);
    await expect(forward).toHaveAttribute('aria-valuetext', '80%');
    // Untouched defaults raise no alarm; the user's own change does.
    await expect(canvas.queryByText(/Total Violations/)).toBeNull();
    forward.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(forward).toHaveAttribute('aria-valuetext', '83%');
    await expect(canvas.getByText('Total Violations: 4')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More' }));
    await expect(canvas.getByText('How the noisy-OR model works')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Network' }));
    const network = canvas.getByRole('figure', { name: 'Bayesian network' });
    await expect(network).toHaveTextContent('P(C|P) 83%, P(C|¬P) 30%');
  },
};

const assessed = mockBackend();

/** AI Assess: the mock AI's estimates land on the sliders, with the success message. */
export const AiAssess: Story = {
  parameters: assessed.parameters,
  beforeEach: assessed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    await expect(
      await canvas.findByText(
        'AI successfully estimated 4 conditional probabilities.',
        {},
        TIMEOUT,
      ),
    ).toBeVisible();
    const { conditionalProbabilities, reverseConditionalProbabilities } = expectedEstimate();
    await waitFor(() =>
      expect(slider(canvas, /^P\(C \| Premise 1\)/)).toHaveAttribute(
        'aria-valuetext',
        formatPercent(conditionalProbabilities!.c101!),
      ),
    );
    await expect(slider(canvas, /^P\(C \| not Premise 4\)/)).toHaveAttribute(
      'aria-valuetext',
      formatPercent(reverseConditionalProbabilities!.c104!),
    );
  },
};

const assessing = mockBackend((scenarios) =>
  scenarios.set('estimateSettings', { delayMs: 600_000 }),
);

/** The AI is still thinking: 'Assessing...' and the progress message. */
export const AiAssessing: Story = {
  parameters: assessing.parameters,
  beforeEach: assessing.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    await expect(await canvas.findByRole('button', { name: 'Assessing...' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Analyzing Bayesian network for 4 premises...'),
    ).toBeInTheDocument();
  },
};

const assessFailed = mockBackend((scenarios) => scenarios.set('estimateSettings', 'server-error'));

/** POST /api/ai/estimate-settings answers 500: the failure in the strip; the sliders stay. */
export const AiFailed: Story = {
  parameters: assessFailed.parameters,
  beforeEach: assessFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    const alert = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Assessment failed: Internal server error');
    await expect(slider(canvas, /^P\(C \| Premise 1\)/)).toHaveAttribute('aria-valuetext', '80%');
  },
};

const saved = mockBackend();

/** Save to DB: the sliders are stored as conditional records. */
export const SaveToDb: Story = {
  parameters: saved.parameters,
  beforeEach: saved.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    const forward = slider(canvas, /^P\(C \| Premise 2\)/);
    forward.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save to DB' }));
    await expect(
      await canvas.findByText('✓ Bayesian values saved to the database', {}, TIMEOUT),
    ).toBeVisible();
    const record = saved.store
      .conditionals(ADA_ID)
      .find((r) => r.consequentClaims[0] === 'c100' && r.antecedentClaims.join() === 'c102');
    await expect(record?.conditionalProbability).toBe(0.79);
  },
};

const saveFailed = mockBackend((scenarios) =>
  scenarios.set('createConditionalProbability', 'server-error'),
);

/** Save to DB fails: the error shows for 3 s. */
export const SaveToDbFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to DB' }));
    const alert = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent(/^⚠ Save to DB failed/);
  },
};

const reset = mockBackend();

/** Save, move the slider again, then Reset from DB: the saved value comes back. */
export const ResetFromDb: Story = {
  parameters: reset.parameters,
  beforeEach: reset.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await tab(canvasElement);
    const forward = slider(canvas, /^P\(C \| Premise 1\)/);
    forward.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save to DB' }));
    await canvas.findByText('✓ Bayesian values saved to the database', {}, TIMEOUT);
    forward.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(forward).toHaveAttribute('aria-valuetext', '83%');
    // Reset is accepted once the success indicator (2 s) is over.
    const resetButton = canvas.getByRole('button', { name: 'Reset from DB' });
    await waitFor(() => expect(resetButton).toBeEnabled(), TIMEOUT);
    await userEvent.click(resetButton);
    await expect(
      await canvas.findByText('✓ Bayesian values reset from the database', {}, TIMEOUT),
    ).toBeVisible();
    await expect(forward).toHaveAttribute('aria-valuetext', '81%');
  },
};
