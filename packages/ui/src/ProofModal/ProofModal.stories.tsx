import { RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ProofModal } from './ProofModal';
import { useProofLoader } from './useProofLoader';

interface ProofModalExampleProps {
  /** The argument whose saved proof to show. */
  argumentId: number;
  /** Whether the modal starts open. */
  initiallyOpen: boolean;
}

/** The conclusion box's "⊢" action and the modal it opens, wired with `useProofLoader`. */
function ProofModalExample({ argumentId, initiallyOpen }: ProofModalExampleProps) {
  const { actorRef, demonstration, reload } = useProofLoader(argumentId);
  const [isOpen, setOpen] = useState(initiallyOpen);
  const outcome =
    demonstration === null ? 'pending' : demonstration.isSuccessful ? 'successful' : 'unsuccessful';
  return (
    <>
      <button
        type="button"
        onClick={() => {
          reload();
          setOpen(true);
        }}
      >
        View proof (⊢)
      </button>
      <p>
        Demonstration: <output aria-label="Demonstration">{outcome}</output>
      </p>
      <ProofModal actorRef={actorRef} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The Validated Proof modal on the mock backend (Storybook's MSW loader). Ada is signed in;
 * argument 2 (rain, deductive) has a saved V4 proof, argument 1 none. Each story has its own
 * store and scenarios, reset before it renders.
 */
const meta = {
  title: 'Screens/ProofModal',
  component: ProofModalExample,
  subcomponents: { ProofModal },
  args: { argumentId: RAIN_ID, initiallyOpen: true },
  render: (args) => withCredence(<ProofModalExample {...args} />),
} satisfies Meta<typeof ProofModalExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openModal(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Validated Proof' });
  return within(dialog);
}

/** The text of every cell of every row of the proof table. */
function rowTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

/**
 * Waits until the modal shows `text`, asking for it afresh each time: the proof's view can be
 * replaced by an equal one while it settles (a CI run found the first node detached).
 */
async function expectShown(dialog: ReturnType<typeof within>, text: string) {
  await waitFor(() => expect(dialog.getByText(text)).toBeVisible(), TIMEOUT);
}

async function expectDemonstration(canvasElement: HTMLElement, outcome: string) {
  await waitFor(
    () =>
      expect(
        within(canvasElement).getByRole('status', { name: 'Demonstration' }),
      ).toHaveTextContent(outcome),
    TIMEOUT,
  );
}

const proof = storyBackend();

/** The rain argument's saved proof: green header, timestamp, six numbered lines, a subproof. */
export const Proof: Story = {
  parameters: proof.parameters,
  beforeEach: proof.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expectShown(dialog, 'Valid Proof (6 lines)');
    const table = dialog.getByRole('table', { name: 'Proof lines' });
    await expect(rowTexts(table)).toEqual([
      ['1', 'P → Q', 'Premise', '—'],
      ['2', 'Q → R', 'Premise', '—'],
      ['3', 'PAssume P for conditional proof', 'Assumption', '—'],
      ['4', 'Q', '→E', '1, 3'],
      ['5', 'R', '→E', '2, 4'],
      ['6', 'P → RDischarges the assumption P', '→I', '3, 5'],
    ]);
    const savedAt = table.ownerDocument.querySelector('[role="dialog"] time');
    await expect(savedAt?.getAttribute('datetime')).toBe('2025-03-14T10:12:00.000Z');
    await expect(dialog.getByRole('region', { name: 'Subproofs' })).toHaveTextContent(
      'Assumption P · closed · level 1',
    );
    await expectDemonstration(canvasElement, 'successful');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const closed = storyBackend();

/** Closed: the "⊢" action opens the modal, which loads the proof afresh. */
export const OpenFromConclusionBox: Story = {
  args: { initiallyOpen: false },
  parameters: closed.parameters,
  beforeEach: closed.beforeEach,
  play: async ({ canvasElement }) => {
    await expectDemonstration(canvasElement, 'successful');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View proof (⊢)' }));
    const dialog = await openModal(canvasElement);
    await expectShown(dialog, 'Valid Proof (6 lines)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const loading = storyBackend((scenarios) =>
  scenarios.set('loadDemonstration', { delayMs: 600_000 }),
);

/** The proof never arrives. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading proof...');
    await expect(dialog.queryByRole('table')).toBeNull();
    await expectDemonstration(canvasElement, 'pending');
  },
};

const noProof = storyBackend();

/** Argument 1 has no saved proof: the 404 message, and nothing to try again. */
export const NoSavedProof: Story = {
  args: { argumentId: REMOTE_WORK_ID },
  parameters: noProof.parameters,
  beforeEach: noProof.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('No saved proof found for this argument');
    await expect(dialog.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expectDemonstration(canvasElement, 'unsuccessful');
  },
};

const serverError = storyBackend((scenarios) => scenarios.set('loadDemonstration', 'server-error'));

/** The call answers 500: 'API error: …'; once the server recovers, 'Try Again' shows the proof. */
export const ApiError: Story = {
  parameters: serverError.parameters,
  beforeEach: serverError.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('API error: Internal server error');
    serverError.scenarios.clear('loadDemonstration');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expectShown(dialog, 'Valid Proof (6 lines)');
  },
};

const networkError = storyBackend((scenarios) =>
  scenarios.set('loadDemonstration', 'network-error'),
);

/** The request fails: 'Failed to load proof'; 'Try Again' asks again (and fails again). */
export const NetworkFailure: Story = {
  parameters: networkError.parameters,
  beforeEach: networkError.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Failed to load proof');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(await dialog.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      'Failed to load proof',
    );
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

const refused = storyBackend((scenarios) =>
  scenarios.set('loadDemonstration', {
    status: 200,
    body: { success: false, message: 'Proof failed validation' },
  }),
);

/** The server answers without success: 'API error: {message}'. */
export const UnsuccessfulAnswer: Story = {
  parameters: refused.parameters,
  beforeEach: refused.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('API error: Proof failed validation');
    await expectDemonstration(canvasElement, 'unsuccessful');
  },
};

const invalid = storyBackend(undefined, {
  loadDemonstration: () => ({
    success: true,
    proofStateV4: {
      proofLines: [{ content: 'p ∧' }, { content: '[object Object]' }, { content: 42 }],
      subproofs: [],
      timestamp: '2025-03-14T10:12:00.000Z',
    },
  }),
});

/** A saved proof none of whose lines is a formula: 'Failed to load proof', no demonstration. */
export const InvalidProof: Story = {
  parameters: invalid.parameters,
  beforeEach: invalid.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Failed to load proof');
    await expect(dialog.queryByText(/Valid Proof/)).toBeNull();
    await expectDemonstration(canvasElement, 'unsuccessful');
  },
};

const partly = storyBackend(undefined, {
  loadDemonstration: () => ({
    success: true,
    proofStateV4: {
      proofLines: [
        { content: '(p & q) -> r', type: 'premise', justification: { rule: 'Premise' } },
        { content: { text: 'p' } },
        { content: 'p & q', type: 'premise', justification: { rule: 'Premise' } },
        { content: 'r', type: 'derived', justification: { rule: '→E', premises: [1, 3] } },
      ],
      subproofs: [],
      timestamp: '2025-03-14T10:12:00.000Z',
    },
  }),
});

/** A proof with an unreadable line: it is skipped, the others keep their numbers, formulas are formatted. */
export const SkipsUnreadableLines: Story = {
  parameters: partly.parameters,
  beforeEach: partly.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expectShown(dialog, 'Valid Proof (3 lines)');
    await expect(rowTexts(dialog.getByRole('table', { name: 'Proof lines' }))).toEqual([
      ['1', 'p ∧ q → r', 'Premise', '—'],
      ['3', 'p ∧ q', 'Premise', '—'],
      ['4', 'r', '→E', '1, 3'],
    ]);
  },
};
