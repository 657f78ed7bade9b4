import { createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceDialog } from './InferenceDialog';
import { InferenceDialogExample } from './InferenceDialogExample';
import { storyBackend, TIMEOUT } from './storyBackend';

/**
 * The Inference Evaluation dialog on the mock backend (Ada's remote-work argument, her saved
 * credences): opened from "Evaluate inference"; the dialog's Save stores the evaluation; the
 * settings it applies to the evaluator show under the button. Each story has its own store.
 */
const meta = {
  title: 'Screens/InferenceDialog',
  component: InferenceDialogExample,
  subcomponents: { InferenceDialog },
  args: { mode: 'fallback', initiallyOpen: true },
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={ADA_ID}
      userRole="USER"
    >
      <InferenceDialogExample {...args} />
    </CredenceProvider>
  ),
} satisfies Meta<typeof InferenceDialogExample>;

export default meta;

/** Overlays and toasts render in portals on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening refresh is over (Save enabled). */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole(
    'dialog',
    { name: 'Inference Evaluation' },
    TIMEOUT,
  );
  const scoped = within(dialog);
  return scoped;
}

const saveButton = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: /^(Save|Processing\.\.\.|Saving\.\.\.)$/ });

const fallback = storyBackend();

/**
 * Opened in fallback mode: the Fallback tab. Moving "If all premises are true" with the keyboard
 * changes the results and, after the pause, the evaluator's settings; Save → 'Successfully
 * saved!'.
 */
export const FallbackSupport: Story = {
  parameters: fallback.parameters,
  beforeEach: fallback.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled(), TIMEOUT);
    await expect(dialog.getByRole('tab', { name: 'Fallback Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const slider = dialog.getByRole('slider', { name: 'If all premises are true' });
    await expect(slider).toHaveAttribute('aria-valuetext', '85%');
    const pC = () =>
      dialog.getByText('Final P(C)', { selector: 'dt' }).nextElementSibling?.textContent;
    const before = pC();
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '87%');
    await waitFor(() => expect(pC()).not.toBe(before));
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('Applied settings')).toHaveTextContent(
        'fallback: 87% / 25%',
      ),
    );
    await userEvent.click(saveButton(dialog));
    await expect(await dialog.findByText('Successfully saved!', {}, TIMEOUT)).toBeVisible();
  },
};

const dependencies = storyBackend();

/** The two stored dependencies of the remote-work argument, as the editor titles their cards. */
const DEPENDENCY_CARDS = [
  {
    title: /^"Remote workers lose less time commuting\." is TRUE → "Time saved/,
    source: /Remote workers lose less time commuting/,
  },
  {
    title: /^"Home offices are quieter than open-plan offices\." is TRUE → "Fewer office/,
    source: /Home offices are quieter/,
  },
];

/**
 * The Fallback tab's 'Configure Premise Dependencies' card: removing both dependencies switches
 * the results panel's P(Premises) method from the chain rule to the independence assumption, and
 * its Final P(C) changes.
 */
export const Dependencies: Story = {
  parameters: {
    ...dependencies.parameters,
  },
  beforeEach: dependencies.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled(), TIMEOUT);
    const result = (term: string) =>
      dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    const method = 'P(Premises) calculation method';
    await waitFor(() => expect(result(method)).toMatch(/^Chain rule \(dependencies\)/), TIMEOUT);
    const before = result('Final P(C)');
    await expect(dialog.getByText('2 configured')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Configure Premise Dependencies/ }));
    for (const { title, source } of DEPENDENCY_CARDS) {
      const card = within(await dialog.findByRole('listitem', { name: title }, TIMEOUT));
      await userEvent.click(card.getByRole('button', { name: source }));
      await userEvent.click(card.getByRole('button', { name: 'Remove Dependency' }));
      const confirm = await page(canvasElement).findByRole('dialog', { name: 'Remove Dependency' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(dialog.queryByRole('listitem', { name: title })).toBeNull());
    }
    await expect(dialog.getByText('0 configured')).toBeVisible();
    await waitFor(() => expect(result(method)).toBe('Independence assumption'));
    await expect(result('Final P(C)')).not.toBe(before);
  },
};

const bayesian = storyBackend();

/** Opened in Bayesian mode: the Bayesian Network tab is selected. */
export const BayesianNetwork: Story = {
  args: { mode: 'bayesian' },
  parameters: bayesian.parameters,
  beforeEach: bayesian.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Bayesian Network' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const truthTable = storyBackend();

/** Choosing the Truth Table tab selects it (SELECT_TAB). */
export const TruthTable: Story = {
  parameters: truthTable.parameters,
  beforeEach: truthTable.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Truth Table' }));
    await expect(dialog.getByRole('tab', { name: 'Truth Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.queryByRole('slider', { name: 'If all premises are true' })).toBeNull();
  },
};

const demonstration = storyBackend();

/** Demonstration mode without a successful demonstration: Save stays disabled. */
export const Demonstration: Story = {
  args: { mode: 'demonstration', argumentType: 'DEDUCTIVE' },
  parameters: demonstration.parameters,
  beforeEach: demonstration.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('No successful demonstration')).toBeVisible();
    await waitFor(() => expect(dialog.queryByText('Loading...')).toBeNull(), TIMEOUT);
    await expect(saveButton(dialog)).toBeDisabled();
  },
};

const demonstrated = storyBackend();

/** A successful demonstration: Save is enabled. */
export const DemonstrationSuccessful: Story = {
  args: {
    mode: 'demonstration',
    argumentType: 'DEDUCTIVE',
    settings: { demonstrationData: { isSuccessful: true } },
  },
  parameters: demonstrated.parameters,
  beforeEach: demonstrated.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Demonstration successful')).toBeVisible();
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled(), TIMEOUT);
  },
};

const loading = storyBackend((scenarios) => scenarios.set('getArgument', { delayMs: 600_000 }));

/** The opening refresh never ends: 'Loading...' and Save disabled. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Loading...')).toBeVisible();
    await expect(saveButton(dialog)).toBeDisabled();
  },
};

const saving = storyBackend((scenarios) =>
  scenarios.set('upsertDependencies', { delayMs: 600_000 }),
);

/** Saving the dependencies never ends: 'Saving...' in the header, 'Processing...' on Save. */
export const Saving: Story = {
  parameters: saving.parameters,
  beforeEach: saving.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled(), TIMEOUT);
    await userEvent.click(saveButton(dialog));
    await expect(await dialog.findByText('Saving...')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

const saveFailed = storyBackend((scenarios) => scenarios.set('saveEvaluation', 'server-error'));

/** Saving the evaluation answers 500: the failure toast; the dialog stays open. */
export const SaveFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(saveButton(dialog)).toBeEnabled(), TIMEOUT);
    await userEvent.click(saveButton(dialog));
    await expect(
      await page(canvasElement).findByText(
        '❌ Failed to save dependencies and settings. Please try again.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    await expect(dialog.queryByText('Successfully saved!')).toBeNull();
    await expect(saveButton(dialog)).toBeEnabled();
  },
};

const closing = storyBackend();

/** Cancel closes the dialog; "Evaluate inference" opens it again. */
export const CancelAndReopen: Story = {
  parameters: closing.parameters,
  beforeEach: closing.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Evaluate inference' }),
    );
    await openDialog(canvasElement);
  },
};
