import { type CallResolvers, NUCLEAR_ID, offlineHostResolvers } from '@credence/mocks';
import {
  type AssessArgumentInput,
  type AssessArgumentOutput,
  assessmentActorsFromClient,
  assessmentMachine,
} from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { Button } from '../Button/Button';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ArgumentAssessmentModal } from './ArgumentAssessmentModal';
import { answeringSample, sampleArgument, sampleAssessment } from './sampleAssessment';
import { useArgumentAssessment } from './useArgumentAssessment';

interface ArgumentAssessmentExampleProps {
  /** The saved argument's id (its dialectic is sent as context), or null for an unsaved one. */
  argumentId: number | null;
  /** Whether the modal opens (and assesses) at once. */
  initiallyOpen: boolean;
}

/** The reconstruction editor's 'Assess Argument' and the modal it opens. */
function ArgumentAssessmentExample({ argumentId, initiallyOpen }: ArgumentAssessmentExampleProps) {
  const { actorRef, open } = useArgumentAssessment();
  useEffect(() => {
    if (initiallyOpen) open(sampleArgument, argumentId);
  }, [initiallyOpen, open, argumentId]);
  return (
    <>
      <Button onPress={() => open(sampleArgument, argumentId)}>Assess Argument</Button>
      <ArgumentAssessmentModal actorRef={actorRef} />
    </>
  );
}

/**
 * The Argument Assessment modal on the mock backend (Storybook's MSW loader). Most stories answer
 * POST /api/argument-assessment with a fixed assessment whose scores cross every colour cut-off
 * (9, 8, 7, 6, 5.5, 7.5); `Dialectical` uses the mocks' own assessor.
 */
const meta = {
  title: 'Screens/ArgumentAssessmentModal',
  component: ArgumentAssessmentExample,
  subcomponents: { ArgumentAssessmentModal },
  args: { argumentId: null, initiallyOpen: true },
  render: (args) => withCredence(<ArgumentAssessmentExample {...args} />),
} satisfies Meta<typeof ArgumentAssessmentExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function findModal(canvasElement: HTMLElement) {
  return within(
    await page(canvasElement).findByRole('dialog', { name: 'Argument Assessment' }, TIMEOUT),
  );
}

/** Selects a tab and checks its score text and colour name. */
async function expectScore(
  dialog: ReturnType<typeof within>,
  tab: string,
  score: string,
  color: 'green' | 'yellow' | 'red',
) {
  await userEvent.click(dialog.getByRole('tab', { name: tab }));
  const panel = within(await dialog.findByRole('tabpanel', { name: tab }));
  const element = await panel.findByText(score);
  await expect(element).toHaveAttribute('data-score-color', color);
  return panel;
}

const loaded = storyBackend(undefined, answeringSample);

/** The six tabs: scores in their colours, analyses and each tab's extras. */
export const Loaded: Story = {
  parameters: loaded.parameters,
  beforeEach: loaded.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await dialog.findByRole('tab', { name: 'Clarity' }, TIMEOUT);
    await expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Clarity',
      'Logic',
      'Strategy',
      'Weaknesses',
      'Counters',
      'Overall',
    ]);
    const clarity = await expectScore(dialog, 'Clarity', '9/10', 'green');
    await expect(clarity.getByText('Clear premises. <b>Not bold</b>')).toBeVisible();
    await expect(clarity.getByText('Define "reliable".')).toBeVisible();
    const logic = await expectScore(dialog, 'Logic', '8/10', 'green');
    await expect(logic.getByText('Add a bridging premise to make it valid.')).toBeVisible();
    const strategy = await expectScore(dialog, 'Strategy', '7/10', 'yellow');
    await expect(strategy.getByText('Two independent lines of support.')).toBeVisible();
    const weaknesses = await expectScore(dialog, 'Weaknesses', '6/10', 'yellow');
    await expect(weaknesses.getByRole('heading', { name: 'Vulnerabilities' })).toBeVisible();
    const counters = await expectScore(dialog, 'Counters', '5.5/10', 'red');
    await expect(counters.getByText('Waste storage is unsolved.')).toBeVisible();
    const overall = await expectScore(dialog, 'Overall', '7.5/10', 'yellow');
    await expect(overall.getByText('Plausible but under-supported.')).toBeVisible();
    await expect(overall.getByText('Address cost.')).toBeVisible();
  },
};

const offline = storyBackend(undefined, offlineHostResolvers);

/**
 * A host without an AI endpoint: the offline rules assessed it, and the modal says it is a
 * rule-based estimate, not a model's reading.
 */
export const RuleBasedEstimate: Story = {
  parameters: offline.parameters,
  beforeEach: offline.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await dialog.findByRole('tab', { name: 'Clarity' }, TIMEOUT);
    await expect(dialog.getByText(/^Rule-based estimate: scored by offline rules/)).toBeVisible();
    await expect(dialog.queryByText(/AI model gpt/i)).toBeNull();
  },
};

const byModel = storyBackend(undefined, {
  assessArgument: () => ({
    assessment: sampleAssessment,
    source: { kind: 'model', model: 'gpt-4o-mini' },
  }),
});

/** A host with an AI endpoint: the modal names the model that wrote the assessment. */
export const AssessedByModel: Story = {
  parameters: byModel.parameters,
  beforeEach: byModel.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await expect(
      await dialog.findByText('Assessed by the AI model gpt-4o-mini.', {}, TIMEOUT),
    ).toBeVisible();
    await expect(dialog.queryByText(/Rule-based estimate/)).toBeNull();
  },
};

const loading = storyBackend((scenarios) => scenarios.set('assessArgument', { delayMs: 600_000 }));

/** The assessment never arrives: the loading text. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading...');
    await expect(dialog.queryByRole('tab')).toBeNull();
  },
};

const failing = storyBackend(
  (scenarios) => scenarios.set('assessArgument', 'server-error'),
  answeringSample,
);

/** The call fails: 'Assessment Failed' with the server's error; 'Try Again' then succeeds. */
export const FailedThenTryAgain: Story = {
  parameters: failing.parameters,
  beforeEach: failing.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Assessment Failed');
    await expect(alert).toHaveTextContent('Internal server error');
    failing.scenarios.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await dialog.findByRole('tab', { name: 'Clarity' }, TIMEOUT)).toBeVisible();
  },
};

const noText = storyBackend((scenarios) =>
  scenarios.set('assessArgument', { status: 502, body: {} }),
);

/** The server fails without an error text: 'Failed to assess argument'. */
export const FailedWithoutText: Story = {
  parameters: noText.parameters,
  beforeEach: noText.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Assessment FailedFailed to assess argument');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

const dialectical = storyBackend();

/** A saved argument in a dialectic, on the mocks' own assessor (dialectical mode). */
export const Dialectical: Story = {
  args: { argumentId: NUCLEAR_ID },
  parameters: dialectical.parameters,
  beforeEach: dialectical.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await userEvent.click(await dialog.findByRole('tab', { name: 'Overall' }, TIMEOUT));
    const panel = within(dialog.getByRole('tabpanel', { name: 'Overall' }));
    await expect(panel.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
  },
};

const closing = storyBackend(undefined, answeringSample);

/** Closed until 'Assess Argument'; Close closes it. */
export const OpenAndClose: Story = {
  args: { initiallyOpen: false },
  parameters: closing.parameters,
  beforeEach: closing.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Assess Argument' }));
    const dialog = await findModal(canvasElement);
    await dialog.findByRole('tab', { name: 'Clarity' }, TIMEOUT);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * The modal on a machine whose assessment rejects with something other than an `Error` (an app's
 * own `assess` actor may; the client always throws Errors).
 */
function NonErrorFailureExample() {
  const { client } = useCredence();
  const actorRef = useActorRef(
    assessmentMachine.provide({
      actors: {
        ...assessmentActorsFromClient(client),
        assess: fromPromise<AssessArgumentOutput, AssessArgumentInput>(() =>
          Promise.reject('offline'),
        ),
      },
    }),
  );
  useEffect(
    () => actorRef.send({ type: 'OPEN', argument: sampleArgument, argumentId: null }),
    [actorRef],
  );
  return <ArgumentAssessmentModal actorRef={actorRef} />;
}

const nonError = storyBackend();

/** Something other than an Error was thrown: 'An unknown error occurred'. */
export const UnknownFailure: Story = {
  parameters: nonError.parameters,
  beforeEach: nonError.beforeEach,
  render: () => withCredence(<NonErrorFailureExample />),
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Assessment FailedAn unknown error occurred');
  },
};

/** Answers with the sample assessment, its summary naming the mode the request asked for. */
const echoingMode: Partial<CallResolvers> = {
  assessArgument: ({ body }) => ({
    assessment: {
      ...sampleAssessment,
      overall: { ...sampleAssessment.overall, summary: `Assessed in ${body.mode} mode.` },
    },
  }),
};

const contextDown = storyBackend(
  (scenarios) => scenarios.set('listDialectics', 'server-error'),
  echoingMode,
);

/** The dialectic cannot be loaded: the argument is assessed alone ('single' mode), no error. */
export const ContextUnavailable: Story = {
  args: { argumentId: NUCLEAR_ID },
  parameters: contextDown.parameters,
  beforeEach: contextDown.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await findModal(canvasElement);
    await userEvent.click(await dialog.findByRole('tab', { name: 'Overall' }, TIMEOUT));
    const panel = within(dialog.getByRole('tabpanel', { name: 'Overall' }));
    await expect(panel.getByText('Assessed in single mode.')).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};
