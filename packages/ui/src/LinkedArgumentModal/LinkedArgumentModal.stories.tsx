import { createMockStore, offlineHostResolvers, REMOTE_WORK_ID } from '@credence/mocks';
import type { LinkedArgumentMode, LinkedArgumentTarget } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { LinkedArgumentDialog } from './LinkedArgumentDialog';
import { LinkedArgumentModal, PREMISE_BUTTON_LINK_MODES } from './LinkedArgumentModal';

/** Premise c102 of argument 1 (the mock fixtures). */
const PREMISE: LinkedArgumentTarget = {
  id: 'c102',
  content: 'Time saved on commuting is partly spent on work.',
};

interface LinkedArgumentExampleProps {
  /** The premise whose buttons open the modal; `null` when unknown. */
  premise: LinkedArgumentTarget | null;
  /** The button pressed first (the modal starts open), or none. */
  initialMode: LinkedArgumentMode | null;
}

/**
 * A premise's Objection and Clarification buttons and the modal they open, wired as the
 * evaluator screen does; 'Evaluator events' lists what the evaluator machine would receive.
 */
function LinkedArgumentExample({ premise, initialMode }: LinkedArgumentExampleProps) {
  const [mode, setMode] = useState<LinkedArgumentMode | null>(initialMode);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setMode(PREMISE_BUTTON_LINK_MODES.objection)}>
        Objection
      </button>
      <button type="button" onClick={() => setMode(PREMISE_BUTTON_LINK_MODES.clarification)}>
        Clarification
      </button>
      <ul aria-label="Evaluator events">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
          <li key={index}>{event}</li>
        ))}
      </ul>
      <LinkedArgumentModal
        isOpen={mode !== null}
        mode={mode ?? 'refute'}
        originalArgumentId={REMOTE_WORK_ID}
        premise={premise}
        onSaved={() => setEvents((list) => [...list, 'LINKED_ARGUMENT_SAVED'])}
        onClose={() => setMode(null)}
      />
    </>
  );
}

/**
 * The Linked argument modal on the mock backend (Storybook's MSW loader; see apps/storybook's
 * preview). Ada is signed in and targets premise c102 of argument 1. Each story has its own
 * store and scenarios, reset before it renders.
 */
const meta = {
  title: 'Screens/LinkedArgumentModal',
  component: LinkedArgumentExample,
  subcomponents: { LinkedArgumentModal, LinkedArgumentDialog },
  args: { premise: PREMISE, initialMode: 'refute' },
  render: (args) => withCredence(<LinkedArgumentExample {...args} />),
} satisfies Meta<typeof LinkedArgumentExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  // Shown once its entry animation has begun.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * Writes the premises by hand in the reconstruction editor's list: 'Write Premises Myself', then
 * for each text: P1 opens with a click, 'Add premise' opens the next; type, Enter saves.
 */
async function writePremises(dialog: ReturnType<typeof within>, ...texts: string[]) {
  await userEvent.click(dialog.getByRole('button', { name: 'Write Premises Myself' }));
  for (const [index, text] of texts.entries()) {
    const name = `P${index + 1}`;
    if (index === 0) {
      await userEvent.click(dialog.getByRole('button', { name: new RegExp(`^Edit ${name}:`) }));
    } else await userEvent.click(dialog.getByRole('button', { name: 'Add premise' }));
    const field = await dialog.findByRole('textbox', { name: `${name} text` });
    await userEvent.type(field, `${text}{Enter}`);
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: `${name} text` })).toBeNull());
  }
}

const objection = storyBackend();

/**
 * Objection (mode refute): the locked conclusion is the premise's negation, NEGATION is
 * selected; premises are written and removed by hand in the reconstruction editor's list, and
 * the conclusion reworded with a refute toggle.
 */
export const Objection: Story = {
  parameters: objection.parameters,
  beforeEach: objection.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await expect(dialog.getByText(PREMISE.content)).toBeVisible();
    const conclusion = dialog.getByRole('textbox', { name: /Conclusion \(locked\)/ });
    await expect(conclusion).toHaveValue(
      'It is not the case that time saved on commuting is partly spent on work.',
    );
    await expect(conclusion).toHaveAttribute('readonly');
    await expect(dialog.getByRole('radio', { name: 'Negation' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: /^AI model: / })).toBeVisible();

    await writePremises(dialog, 'Many workers extend their day.', 'Others rest instead.');
    const premises = dialog.getByRole('grid', { name: 'Premises' });
    await expect(within(premises).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete P2' }));
    await waitFor(() => expect(within(premises).getAllByRole('row')).toHaveLength(1));
    // With a draft, the conclusion is the editor's locked line C with the refute toggles.
    const line = dialog.getByRole('region', { name: 'Conclusion' });
    await userEvent.click(within(line).getByRole('button', { name: 'I do not accept that ...' }));
    await expect(line).toHaveTextContent(
      'I do not accept that time saved on commuting is partly spent on work.',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Acceptability' }));
    await expect(dialog.getByRole('radio', { name: 'Acceptability' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save Objection' })).toBeEnabled();
  },
};

const support = storyBackend();

/** Supporting Argument (the Clarification button, mode support): concludes the premise itself. */
export const SupportingArgument: Story = {
  args: { initialMode: null },
  parameters: support.parameters,
  beforeEach: support.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clarification' }));
    const dialog = await openDialog(canvasElement, 'Create a Supporting Argument');
    await expect(dialog.getByText('Supporting the premise')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Conclusion \(locked\)/ })).toHaveValue(
      PREMISE.content,
    );
    await expect(dialog.getByRole('radio', { name: 'Affirmation' })).toBeChecked();
    await expect(
      dialog.getByRole('button', { name: 'Save Supporting Argument' }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByText('LINKED_ARGUMENT_SAVED')).toBeNull();
  },
};

const generating = storyBackend((scenarios) =>
  scenarios.set('generateLinked', { delayMs: 600_000 }),
);

/** The AI never answers: 'Generating...', and the premise editor is locked meanwhile. */
export const AiGenerating: Story = {
  parameters: generating.parameters,
  beforeEach: generating.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await writePremises(dialog, 'Mine');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Premises' }));
    await expect(await dialog.findByRole('button', { name: 'Generating...' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Delete P1' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add premise' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save Objection' })).toBeDisabled();
  },
};

const generated = storyBackend();

/** The AI writes three premises; the conclusion stays locked. */
export const AiGenerated: Story = {
  parameters: generated.parameters,
  beforeEach: generated.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Instructions for the AI (optional)' }),
      'Be brief',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Premises' }));
    await expect(
      await page(canvasElement).findByText(
        'AI-generated premises created successfully!',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    const list = dialog.getByRole('grid', { name: 'Premises' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    await expect(dialog.getByRole('region', { name: 'Conclusion' })).toHaveTextContent(
      'It is not the case that time saved on commuting is partly spent on work.',
    );
  },
};

const offline = storyBackend(undefined, offlineHostResolvers);

/**
 * A host without an AI endpoint: the picker holds the offline rules, and their premises argue
 * against the premise (for the objection's conclusion), announced as rule-based, not AI-written.
 */
export const RuleBasedPremises: Story = {
  parameters: offline.parameters,
  beforeEach: offline.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await dialog.findByRole(
      'button',
      { name: 'AI model: Rule-based estimates (offline, no AI model)' },
      TIMEOUT,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Premises' }));
    await expect(
      await page(canvasElement).findByText(
        'Rule-based premises created by offline rules (no AI model is configured).',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    const list = dialog.getByRole('grid', { name: 'Premises' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    for (const row of within(list).getAllByRole('row')) {
      await expect(row).toHaveTextContent(/time saved on commuting is partly spent on work/i);
      await expect(row).not.toHaveTextContent(/not the case/i);
    }
  },
};

const aiFailed = storyBackend((scenarios) => scenarios.set('generateLinked', 'network-error'));

/** POST /api/arguments/generate-linked fails: 'Failed to generate argument', no premises. */
export const AiFailed: Story = {
  parameters: aiFailed.parameters,
  beforeEach: aiFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await userEvent.click(dialog.getByRole('button', { name: 'Generate Premises' }));
    await expect(
      await page(canvasElement).findByText('Failed to generate argument', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Generate Premises' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Write Premises Myself' })).toBeVisible();
  },
};

const invalid = storyBackend();

/** Save refused: no premises yet, then only a blank premise; nothing is sent. */
export const ValidationErrors: Story = {
  parameters: invalid.parameters,
  beforeEach: invalid.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    const save = dialog.getByRole('button', { name: 'Save Objection' });
    await userEvent.click(save);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No argument data to save');
    await writePremises(dialog, '   ');
    await userEvent.click(save);
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'Please add at least one premise with content',
      ),
    );
    await expect(invalid.store.relationships()).toHaveLength(
      createMockStore().relationships().length,
    );
  },
};

const missing = storyBackend();

/** No premise given: 'Missing original argument or premise information'. */
export const MissingPremise: Story = {
  args: { premise: null },
  parameters: missing.parameters,
  beforeEach: missing.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await expect(dialog.getByText('No premise selected')).toBeVisible();
    await writePremises(dialog, 'Something');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Objection' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Missing original argument or premise information',
    );
  },
};

const saving = storyBackend((scenarios) => scenarios.set('linkArgument', { delayMs: 600_000 }));

/** The save never answers: 'Saving...', editing and closing are refused. */
export const Saving: Story = {
  parameters: saving.parameters,
  beforeEach: saving.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await writePremises(dialog, 'Many workers extend their day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Objection' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Delete P1' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Meaningfulness' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(
      page(canvasElement).getByRole('dialog', { name: 'Create an Objection' }),
    ).toBeInTheDocument();
  },
};

const saved = storyBackend();

/**
 * A saved objection: 'Objection saved successfully!', the new argument is linked to premise
 * c102, a second save is refused; closing reports `LINKED_ARGUMENT_SAVED` to the evaluator.
 */
export const Saved: Story = {
  parameters: saved.parameters,
  beforeEach: saved.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await writePremises(dialog, 'Many workers extend their day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Objection' }));
    await expect(
      await page(canvasElement).findByText('Objection saved successfully!', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent(/Saved as argument #\d+\./);
    await expect(dialog.getByRole('button', { name: 'Saved' })).toBeDisabled();
    const link = saved.store
      .relationships()
      .find((r) => r.targetArgumentId === REMOTE_WORK_ID && r.targetPremiseId === 'c102');
    await expect(link).toMatchObject({ linkType: 'refute', conclusionType: 'NEGATION' });
    await expect(saved.store.argument(link!.sourceArgumentId)?.title).toBe(
      `Objection: ${PREMISE.content}`,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('list', { name: 'Evaluator events' }),
    ).toHaveTextContent('LINKED_ARGUMENT_SAVED');
  },
};

const saveFailed = storyBackend((scenarios) => scenarios.set('linkArgument', 'server-error'));

/** POST /api/arguments/link answers 500: the server's error, and Save can be tried again. */
export const SaveFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Create an Objection');
    await writePremises(dialog, 'Many workers extend their day.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Objection' }));
    await expect(await dialog.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      'Internal server error',
    );
    await expect(dialog.getByRole('button', { name: 'Save Objection' })).toBeEnabled();
    await expect(dialog.queryByRole('status')).toBeNull();
  },
};
