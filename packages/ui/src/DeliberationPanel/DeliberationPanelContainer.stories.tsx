import {
  DELIBERATION_SCENARIOS,
  type DeliberationScenario,
  selectDeliberationScenario,
} from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type StorySetUp, storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { FIXTURE_CURRENT, FIXTURE_PREMISES } from './DeliberationPanel.fixtures';
import { DeliberationPanelContainer } from './DeliberationPanelContainer';

/**
 * The connected panel on the mock backend (Storybook's MSW loader): the deliberation machine
 * loads, submits, closes rounds and refreshes through the API. Each story signs in the user of
 * one of the mocks' `DELIBERATION_SCENARIOS` on its own store; the deliberations are on the
 * remote-work argument (premises c101–c104).
 */
const meta = {
  title: 'Screens/DeliberationPanelContainer',
  component: DeliberationPanelContainer,
  args: {
    deliberationId: DELIBERATION_SCENARIOS.roundOneNobodySubmitted.deliberationId,
    premises: FIXTURE_PREMISES,
    current: FIXTURE_CURRENT,
  },
  render: (args) =>
    withCredence(
      <div style={{ maxWidth: '32rem' }}>
        <DeliberationPanelContainer {...args} />
      </div>,
    ),
} satisfies Meta<typeof DeliberationPanelContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A backend with `name`'s user signed in, then `setUp`. */
function scenario(name: DeliberationScenario, setUp?: StorySetUp) {
  return storyBackend((scenarios, store) => {
    selectDeliberationScenario(store, name);
    setUp?.(scenarios, store);
  });
}

const panel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: /^Deliberation: / }, TIMEOUT));

const loading = scenario('roundOneNobodySubmitted', (scenarios) =>
  scenarios.set('getDeliberation', { delayMs: 600_000 }),
);

/** The deliberation never arrives. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', {}, TIMEOUT)).toHaveTextContent(
      'Loading the deliberation...',
    );
  },
};

const loadFailed = scenario('roundOneNobodySubmitted', (scenarios) =>
  scenarios.set('getDeliberation', 'server-error'),
);

/** GET /api/deliberations/:id fails: the message and 'Try again', which loads it. */
export const LoadFailed: Story = {
  parameters: loadFailed.parameters,
  beforeEach: loadFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, TIMEOUT)).toBeVisible();
    loadFailed.scenarios.clear('getDeliberation');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const view = await panel(canvasElement);
    await expect(view.getByRole('button', { name: 'Submit to round 1' })).toBeVisible();
  },
};

const submit = scenario('roundOneNobodySubmitted', (scenarios) =>
  scenarios.set('submitToDeliberation', { delayMs: 400 }),
);

/**
 * The starter submits to round 1 (the button says 'Submitting...' meanwhile), sees her own
 * figures, then closes round 1: round 2 opens and round 1's group view shows her value marked.
 */
export const SubmitAndOpenRoundTwo: Story = {
  args: { deliberationId: DELIBERATION_SCENARIOS.roundOneNobodySubmitted.deliberationId },
  parameters: submit.parameters,
  beforeEach: submit.beforeEach,
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.queryAllByRole('img')).toHaveLength(0);
    await expect(view.getByRole('button', { name: /^Close round 1/ })).toBeDisabled();
    await userEvent.type(
      view.getByRole('textbox', { name: 'Your reason for Premise 2 (optional)' }),
      'I read on the train.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Submit to round 1' }));
    await expect(await view.findByRole('button', { name: 'Submitting...' })).toBeVisible();
    const own = within(await view.findByRole('region', { name: 'Your submission' }, TIMEOUT));
    await expect(own.getByText('Your reason (Premise 2): I read on the train.')).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Your round 1 submission is in.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    // Still blind: only her own figures.
    await expect(view.queryAllByRole('img')).toHaveLength(0);
    await userEvent.click(view.getByRole('button', { name: 'Close round 1 and open round 2' }));
    await expect(await view.findByText('Round 2 of 5', {}, TIMEOUT)).toBeVisible();
    const group = within(view.getByRole('region', { name: 'Group view' }));
    await waitFor(() => expect(group.getAllByRole('img').length).toBeGreaterThan(0));
    await expect(group.getByRole('img', { name: /^Premise 2: .*yours 55%/ })).toBeVisible();
    await expect(group.getByText('I read on the train.')).toBeVisible();
  },
};

const roundTwo = scenario('roundTwoStarter');

/** The starter in round 2: round 1's anonymous group view from the mock backend's engine. */
export const RoundTwoGroupView: Story = {
  args: { deliberationId: DELIBERATION_SCENARIOS.roundTwoStarter.deliberationId },
  parameters: roundTwo.parameters,
  beforeEach: roundTwo.beforeEach,
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Round 2 of 5')).toBeVisible();
    const group = within(view.getByRole('region', { name: 'Group view' }));
    await expect(group.getByText(/^Round 1: 3 submissions/)).toBeVisible();
    await expect(group.getByText(/^Pooled P\(C\): /)).toBeVisible();
    await expect(group.getAllByRole('meter').length).toBeGreaterThan(0);
  },
};

const submitFailed = scenario('roundOneSubmitted', (scenarios) =>
  scenarios.set('submitToDeliberation', 'server-error'),
);

/** POST …/submissions fails: an alert, and the panel keeps what it showed. */
export const SubmitFailed: Story = {
  args: { deliberationId: DELIBERATION_SCENARIOS.roundOneSubmitted.deliberationId },
  parameters: submitFailed.parameters,
  beforeEach: submitFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Replace your round 1 submission' }));
    await expect(await view.findByRole('alert', {}, TIMEOUT)).toBeVisible();
    await expect(
      view.getByRole('button', { name: 'Replace your round 1 submission' }),
    ).toBeEnabled();
  },
};

const finished = scenario('finished');

/** Finished after five rounds: the notice and the convergence from round 4 to round 5. */
export const Finished: Story = {
  args: { deliberationId: DELIBERATION_SCENARIOS.finished.deliberationId },
  parameters: finished.parameters,
  beforeEach: finished.beforeEach,
  play: async ({ canvasElement }) => {
    const view = await panel(canvasElement);
    await expect(view.getByText('Finished after 5 rounds.')).toBeVisible();
    await expect(view.getByRole('region', { name: 'Convergence' })).toBeVisible();
    await expect(view.queryByRole('button', { name: /Submit/ })).toBeNull();
  },
};
