import { createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceTabExample } from '../InferenceDialog/InferenceDialogExample';
import { storyBackend, TIMEOUT } from '../InferenceDialog/storyBackend';
import { DemonstrationTab } from './DemonstrationTab';

/** The Demonstration tab on its own: the outcome of the formal demonstration. */
const meta = {
  title: 'Screens/InferenceDialog/DemonstrationTab',
  component: InferenceTabExample,
  subcomponents: { DemonstrationTab },
  args: {
    mode: 'demonstration',
    argumentType: 'DEDUCTIVE',
    children: (actorRef) => <DemonstrationTab actorRef={actorRef} />,
  },
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={ADA_ID}
      userRole="USER"
    >
      <InferenceTabExample {...args} />
    </CredenceProvider>
  ),
} satisfies Meta<typeof InferenceTabExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const successful = storyBackend();

/** The demonstration succeeded. */
export const Successful: Story = {
  args: { settings: { demonstrationData: { isSuccessful: true } } },
  parameters: successful.parameters,
  beforeEach: successful.beforeEach,
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', {}, TIMEOUT);
    await expect(status).toHaveTextContent('Demonstration successful');
    // Nothing left to do: no guide.
    await expect(
      within(canvasElement).queryByRole('region', { name: 'How to get a demonstration' }),
    ).toBeNull();
  },
};

const unsuccessful = storyBackend();

const findCounterexample = fn();
const viewProof = fn();

/**
 * No successful demonstration: the tab says how to get one (formulas, no counterexample, a saved
 * proof) and offers the counterexample finder and the proof viewer.
 */
export const Unsuccessful: Story = {
  args: {
    settings: { demonstrationData: { isSuccessful: false } },
    children: (actorRef) => (
      <DemonstrationTab
        actorRef={actorRef}
        onFindCounterexample={findCounterexample}
        onViewProof={viewProof}
      />
    ),
  },
  parameters: unsuccessful.parameters,
  beforeEach: unsuccessful.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status', {}, TIMEOUT);
    await expect(status).toHaveTextContent('No successful demonstration');
    const guide = canvas.getByRole('region', { name: 'How to get a demonstration' });
    await expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    await expect(guide).toHaveTextContent('Regiment translates each sentence');
    await userEvent.click(within(guide).getByRole('button', { name: 'Find a Counterexample' }));
    await expect(findCounterexample).toHaveBeenCalledOnce();
    await userEvent.click(within(guide).getByRole('button', { name: 'View Saved Proof' }));
    await expect(viewProof).toHaveBeenCalledOnce();
  },
};

const withFormulas = storyBackend();

/**
 * An argument saved with a formula for each claim (a verified reconstruction): the tab lists them
 * and the logic engine's check of them — here one premise the conclusion does not need.
 */
export const WithSavedFormulas: Story = {
  args: {
    settings: { demonstrationData: { isSuccessful: false } },
    formulas: { premises: ['p', 'p → q', 'q → r', 't'], conclusion: 'r' },
  },
  parameters: withFormulas.parameters,
  beforeEach: withFormulas.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Saved formulas' }, TIMEOUT);
    await expect(within(section).getByText('q → r')).toBeVisible();
    await expect(section).toHaveTextContent('The argument is valid');
    await expect(section).toHaveTextContent('Premise 4 is not needed');
  },
};
