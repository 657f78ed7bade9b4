import type { LinkingMode, ReconstructedArgument } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SpeechInputButton } from '../SpeechInputButton/SpeechInputButton';
import { fakeSpeechRecognition } from '../testing/fakeSpeechRecognition';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ReconstructionClaims, ReconstructionEditor } from './ReconstructionEditor';
import { type ReconstructFunction, useReconstructionEditor } from './useReconstructionEditor';

const ARGUMENT: ReconstructedArgument = {
  title: 'Remote work',
  description: 'Whether remote work raises productivity',
  premises: [
    { id: 'p-a', content: 'Remote workers skip the daily commute.' },
    {
      id: 'p-b',
      content: 'Time saved on commuting is partly spent on work.',
      feedback: 'Consider saying how much of the time.',
    },
    { id: 'p-c', content: 'Fewer office interruptions allow deeper focus.' },
  ],
  conclusion: { content: 'Remote work raises productivity.' },
};

/** The stories' extraction: a fixed reconstruction after a short wait. */
const RETRIED: ReconstructedArgument = {
  title: 'Remote work (retried)',
  description: 'Retried',
  premises: [{ content: 'Commutes are tiring.' }, { content: 'Tired people work worse.' }],
  conclusion: { content: 'Remote workers work better.' },
};

type ReconstructKind = 'found' | 'nothing' | 'never' | 'fails';

const RECONSTRUCTIONS: Record<ReconstructKind, ReconstructFunction> = {
  found: () => new Promise((resolve) => setTimeout(() => resolve(RETRIED), 50)),
  nothing: async () => null,
  never: () => new Promise(() => {}),
  fails: async () => {
    throw new Error('The AI service is unavailable');
  },
};

interface ReconstructionEditorExampleProps {
  /** The argument already extracted; `null` to extract from `sourceText` first. */
  argument: ReconstructedArgument | null;
  sourceText: string;
  linkingMode: LinkingMode | null;
  /** What the injected `reconstruct` does. */
  reconstruct: ReconstructKind;
  saveLabel?: string;
  /** Voice buttons on every field, on a fake recogniser the play function speaks through. */
  voice?: boolean;
}

/** The recogniser of the `VoiceInput` story (headless Chromium has no working one). */
const recogniser = fakeSpeechRecognition();

/**
 * The editor wired with `useReconstructionEditor` on the provider's client; `reconstruct` is
 * injected. 'Assess Argument' opens the editor's assessment modal; 'Assessed' lists what
 * `onAssess` was told.
 */
function ReconstructionEditorExample({
  argument,
  sourceText,
  linkingMode,
  reconstruct,
  saveLabel,
  voice = false,
}: ReconstructionEditorExampleProps) {
  const actorRef = useReconstructionEditor({
    argument,
    sourceText,
    linkingMode,
    saveLabel,
    reconstruct: RECONSTRUCTIONS[reconstruct],
  });
  const [assessed, setAssessed] = useState<string[]>([]);
  return (
    <>
      <ReconstructionEditor
        actorRef={actorRef}
        onAssess={(assessedArgument) =>
          setAssessed((list) => [...list, assessedArgument.conclusion.content])
        }
        speechSlot={
          voice
            ? ({ label, isDisabled, onText }) => (
                <SpeechInputButton
                  label={label}
                  isDisabled={isDisabled}
                  onTranscript={onText}
                  recognition={recogniser.SpeechRecognition}
                  isSecureContext
                />
              )
            : undefined
        }
      />
      <ul aria-label="Assessed">
        {assessed.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
          <li key={index}>{text}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The argument reconstruction editor on the mock backend (Storybook's MSW loader: content
 * validation and the save are the mocks'; the extraction is injected). Each story has its own
 * store and scenarios, reset before it renders.
 */
const meta = {
  title: 'Screens/ReconstructionEditor',
  component: ReconstructionEditorExample,
  subcomponents: { ReconstructionEditor, ReconstructionClaims },
  args: {
    argument: ARGUMENT,
    sourceText: 'An essay on remote work.',
    linkingMode: null,
    reconstruct: 'found',
  },
  render: (args) => withCredence(<ReconstructionEditorExample {...args} />),
} satisfies Meta<typeof ReconstructionEditorExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirm dialog renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('grid', { name: 'Premises' }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

const editing = storyBackend();

/** Editing: click a premise, Shift+Enter adds a line, Enter saves, Escape cancels. */
export const Editing: Story = {
  parameters: editing.parameters,
  beforeEach: editing.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvas)).toEqual([
      'P1: Remote workers skip the daily commute.',
      'P2: Time saved on commuting is partly spent on work.',
      'P3: Fewer office interruptions allow deeper focus.',
    ]);
    await expect(canvas.getByText('Consider saying how much of the time.')).toBeVisible();
    await userEvent.click(canvas.getByText('Remote workers skip the daily commute.'));
    const field = canvas.getByRole('textbox', { name: 'P1 text' });
    await userEvent.clear(field);
    await userEvent.type(field, 'No commute at all{Shift>}{Enter}{/Shift}for remote workers');
    await expect(field).toHaveValue('No commute at all\nfor remote workers');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('textbox', { name: 'P1 text' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Conclusion:/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Conclusion text' }), ' Maybe.');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /^Edit Conclusion:/ })).toHaveTextContent(
      /^Remote work raises productivity\.$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Assess Argument' }));
    await expect(canvas.getByRole('list', { name: 'Assessed' })).toHaveTextContent(
      'Remote work raises productivity.',
    );
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Argument Assessment' }, TIMEOUT),
    );
    await expect(await dialog.findByRole('tab', { name: 'Overall' }, TIMEOUT)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const lists = storyBackend();

/** Locks, add, delete and keyboard reordering (drag handle, Enter, arrows, Enter). */
export const PremiseList: Story = {
  parameters: lists.parameters,
  beforeEach: lists.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Premises' });
    const [, second] = within(grid).getAllByRole('row');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Lock' }));
    await expect(
      canvas.getByText('Time saved on commuting is partly spent on work.'),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Drag P2' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Add premise' }));
    await expect(canvas.getByRole('textbox', { name: 'P4 text' })).toHaveFocus();
    await userEvent.keyboard('Offices cost money.{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete P4' }));
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);

    within(grid).getAllByRole('row')[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Drag P1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // react-aria focuses the first drop target, between P1 and P2.
    await waitFor(() =>
      expect(grid.ownerDocument.activeElement?.getAttribute('aria-label')).toMatch(
        /^Insert between P1: .* and P2: /,
      ),
    );
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(rows(canvas)).toEqual([
        'P1: Time saved on commuting is partly spent on work.',
        'P2: Fewer office interruptions allow deeper focus.',
        'P3: Remote workers skip the daily commute.',
      ]),
    );
  },
};

const loading = storyBackend();

/** 'Extracting argument...' while the injected extraction runs (it never ends here). */
export const Loading: Story = {
  args: { argument: null, reconstruct: 'never' },
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Extracting argument...');
    await expect(canvas.getByRole('button', { name: 'Save Reconstruction' })).toBeDisabled();
  },
};

const empty = storyBackend();

/** Nothing extracted: 'Create New Argument' starts 'New Argument' with one empty premise. */
export const Empty: Story = {
  args: { argument: null, reconstruct: 'nothing' },
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: 'Create New Argument' });
    await expect(canvas.getByText('No argument could be extracted.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assess Argument' })).toBeDisabled();
    await userEvent.click(create);
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Save Reconstruction' })).toBeDisabled();
  },
};

const notStarted = storyBackend();

/**
 * Nothing tried yet (no text, no argument): an invitation to start, never 'No argument could be
 * extracted.'.
 */
export const NotStarted: Story = {
  args: { argument: null, sourceText: '' },
  parameters: notStarted.parameters,
  beforeEach: notStarted.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No argument yet: have one extracted from a text, or start a blank one.'),
    ).toBeVisible();
    await expect(canvas.queryByText('No argument could be extracted.')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create New Argument' })).toBeVisible();
  },
};

const details = storyBackend();

/** The Title and Description fields: the reconstruction's proposal, the user's words win a retry. */
export const TitleAndDescription: Story = {
  parameters: details.parameters,
  beforeEach: details.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Remote work');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Whether remote work raises productivity',
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Working from home');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Reconstruction' }));
    await waitFor(() => expect(rows(canvas)[0]).toBe('P1: Commutes are tiring.'), TIMEOUT);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Working from home');
    // The description was not touched: the reconstruction's new proposal replaces it.
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('Retried');
  },
};

const written = storyBackend();

/** 'Retry Reconstruction' keeps a premise the user rewrote, in its place, still editable. */
export const RetryKeepsWhatYouWrote: Story = {
  parameters: written.parameters,
  beforeEach: written.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Fewer office interruptions allow deeper focus.'));
    const field = canvas.getByRole('textbox', { name: 'P3 text' });
    await userEvent.clear(field);
    await userEvent.type(field, 'My own words.{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Reconstruction' }));
    await waitFor(
      () =>
        expect(rows(canvas)).toEqual([
          'P1: Commutes are tiring.',
          'P2: Tired people work worse.',
          'P3: My own words.',
        ]),
      TIMEOUT,
    );
    await expect(canvas.getByRole('button', { name: /^Edit P3:/ })).toBeEnabled();
  },
};

const failed = storyBackend();

/** The extraction failed: its error above the empty state. */
export const ReconstructionFailed: Story = {
  args: { argument: null, reconstruct: 'fails' },
  parameters: failed.parameters,
  beforeEach: failed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The AI service is unavailable',
    );
    await expect(canvas.getByRole('button', { name: 'Create New Argument' })).toBeVisible();
  },
};

const retry = storyBackend();

/** 'Retry Reconstruction' keeps the locked premise in its place. */
export const RetryKeepsLocks: Story = {
  parameters: retry.parameters,
  beforeEach: retry.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, second] = canvas.getAllByRole('row');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Lock' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Reconstruction' }));
    await waitFor(
      () =>
        expect(rows(canvas)).toEqual([
          'P1: Commutes are tiring.',
          'P2: Time saved on commuting is partly spent on work.',
          'P3: Tired people work worse.',
        ]),
      TIMEOUT,
    );
    await expect(canvas.getByRole('button', { name: /^Edit Conclusion:/ })).toHaveTextContent(
      'Remote workers work better.',
    );
  },
};

/** Changes the conclusion, then presses the save button. */
async function editConclusionAndSave(canvas: ReturnType<typeof within>, text: string) {
  await userEvent.click(canvas.getByRole('button', { name: /^Edit Conclusion:/ }));
  const field = canvas.getByRole('textbox', { name: 'Conclusion text' });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Reconstruction' }));
}

const blocked = storyBackend();

/** Offensive content: the 'Content Validation Error' box; nothing is saved. */
export const ValidationBlocked: Story = {
  parameters: blocked.parameters,
  beforeEach: blocked.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editConclusionAndSave(canvas, 'Only stupid managers want offices.');
    const box = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(
      within(box).getByRole('heading', { name: 'Content Validation Error' }),
    ).toBeVisible();
    await expect(box).toHaveTextContent('Content validation failed:');
    await expect(box).toHaveTextContent('conclusion: contains offensive language');
    await expect(box).toHaveTextContent('Please review and correct these issues before saving.');
    await expect(canvas.getByRole('button', { name: 'Save Reconstruction' })).toBeEnabled();
  },
};

const confirm = storyBackend();

/** A lesser issue (a short conclusion): the confirm dialog; Continue Saving saves. */
export const ConfirmIssues: Story = {
  args: { saveLabel: 'Save Objection' },
  parameters: confirm.parameters,
  beforeEach: confirm.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Edit Conclusion:/ }));
    const field = canvas.getByRole('textbox', { name: 'Conclusion text' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Remote wins{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Objection' }));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: 'Continue saving?' }, TIMEOUT),
    );
    await expect(dialog.getByText(/Content validation found some issues:/)).toBeVisible();
    await expect(dialog.getByText(/conclusion: is too short to evaluate/)).toBeVisible();
    await expect(dialog.getByText(/Do you want to continue saving anyway\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue Saving' }));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Save Objection' })).toBeEnabled(),
      TIMEOUT,
    );
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const validating = storyBackend((scenarios) =>
  scenarios.set('validateContent', { delayMs: 60_000 }),
);

/** 'Validating...' while content validation runs. */
export const Validating: Story = {
  parameters: validating.parameters,
  beforeEach: validating.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editConclusionAndSave(canvas, 'Remote work raises output a lot.');
    await expect(await canvas.findByRole('button', { name: 'Validating...' })).toBeVisible();
  },
};

const saving = storyBackend((scenarios) => scenarios.set('createArgument', { delayMs: 60_000 }));

/** 'Saving...' while the save runs (nothing changed, so no validation first). */
export const Saving: Story = {
  parameters: saving.parameters,
  beforeEach: saving.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Reconstruction' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

const saveFailed = storyBackend((scenarios) =>
  scenarios.set('createArgument', { status: 500, body: { error: 'Database unavailable' } }),
);

/** The save failed: the server's error. */
export const SaveFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Reconstruction' }));
    await expect(await canvas.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      'Database unavailable',
    );
  },
};

const refute = storyBackend();

/** Refute mode: 'It is not the case that ...' and 'I do not accept that ...' toggles. */
export const RefuteWording: Story = {
  args: { linkingMode: 'refute' },
  parameters: refute.parameters,
  beforeEach: refute.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = () => canvas.getByRole('button', { name: /^Edit Conclusion:/ });
    await userEvent.click(canvas.getByRole('button', { name: 'It is not the case that ...' }));
    await expect(text()).toHaveTextContent(
      'It is not the case that remote work raises productivity.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'I do not accept that ...' }));
    await expect(text()).toHaveTextContent('I do not accept that remote work raises productivity.');
    await userEvent.click(canvas.getByRole('button', { name: 'I do not accept that ...' }));
    await expect(text()).toHaveTextContent(/^Remote work raises productivity\.$/);
  },
};

const support = storyBackend();

/** Support mode: 'We should not reject that ...' and Set affirmation. */
export const SupportWording: Story = {
  args: { linkingMode: 'support' },
  parameters: support.parameters,
  beforeEach: support.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = () => canvas.getByRole('button', { name: /^Edit Conclusion:/ });
    await userEvent.click(canvas.getByRole('button', { name: 'We should not reject that ...' }));
    await expect(text()).toHaveTextContent(
      'We should not reject that remote work raises productivity.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set affirmation' }));
    await expect(text()).toHaveTextContent(/^Remote work raises productivity\.$/);
  },
};

const validationDown = storyBackend((scenarios) =>
  scenarios.set('validateContent', { status: 503, body: {} }),
);

/** The validation call fails without a text: 'Failed to validate content', nothing saved. */
export const ValidationCallFailed: Story = {
  parameters: validationDown.parameters,
  beforeEach: validationDown.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = validationDown.store.data.arguments.length;
    await editConclusionAndSave(canvas, 'Remote work raises output a lot.');
    const box = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(
      within(box).getByRole('heading', { name: 'Content Validation Error' }),
    ).toBeVisible();
    await expect(box).toHaveTextContent('Failed to validate content');
    await expect(canvas.getByRole('button', { name: 'Save Reconstruction' })).toBeEnabled();
    await expect(validationDown.store.data.arguments.length).toBe(before);
  },
};

const voice = storyBackend();

/**
 * Voice input on every field (here a fake recogniser): a premise's words are appended to it; a
 * locked premise's microphone is disabled.
 */
export const VoiceInput: Story = {
  args: { voice: true },
  parameters: voice.parameters,
  beforeEach: voice.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Voice input for Instructions' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voice input for Conclusion' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voice input for P1' }));
    recogniser.say('every single day', true);
    await waitFor(() =>
      expect(rows(canvas)[0]).toBe('P1: Remote workers skip the daily commute. every single day'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voice input for P1' }));
    const [, second] = canvas.getAllByRole('row');
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Lock' }));
    await expect(canvas.getByRole('button', { name: 'Voice input for P2' })).toBeDisabled();
  },
};

const linkedLocked = storyBackend();

/**
 * The linked-argument creator's case: the conclusion is locked and cannot be unlocked in a
 * linking mode, but its wording toggles still change it.
 */
export const LinkingLockedConclusion: Story = {
  args: {
    linkingMode: 'refute',
    argument: { ...ARGUMENT, conclusion: { content: ARGUMENT.conclusion.content, locked: true } },
  },
  parameters: linkedLocked.parameters,
  beforeEach: linkedLocked.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conclusion = within(canvas.getByRole('region', { name: 'Conclusion' }));
    // Locked: the text is a disabled button named by its words alone (nothing to edit).
    const text = () => conclusion.getByRole('button', { name: /productivity\.$/ });
    await expect(conclusion.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    await expect(text()).toBeDisabled();
    await userEvent.click(conclusion.getByRole('button', { name: 'It is not the case that ...' }));
    await expect(text()).toHaveTextContent(
      'It is not the case that remote work raises productivity.',
    );
  },
};
