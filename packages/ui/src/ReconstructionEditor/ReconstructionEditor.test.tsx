import {
  type EditorArgument,
  type LinkingMode,
  RECONSTRUCTION_MESSAGES as M,
  type ReconstructedArgument,
  type ReconstructInput,
} from '@credence/state-machines';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ReconstructionEditor, type ReconstructionEditorProps } from './ReconstructionEditor';
import { type ReconstructFunction, useReconstructionEditor } from './useReconstructionEditor';

const ARGUMENT: ReconstructedArgument = {
  title: 'Remote work',
  description: 'Whether remote work raises productivity',
  premises: [
    { id: 'p-a', content: 'Remote workers skip the daily commute.' },
    { id: 'p-b', content: 'Time saved on commuting is partly spent on work.' },
    { id: 'p-c', content: 'Fewer office interruptions allow deeper focus.' },
  ],
  conclusion: { content: 'Remote work raises productivity.' },
};

interface ExampleProps extends Omit<ReconstructionEditorProps, 'actorRef'> {
  argument?: ReconstructedArgument | null;
  sourceText?: string;
  instructions?: string;
  linkingMode?: LinkingMode | null;
  modelId?: string | null;
  reconstruct?: ReconstructFunction;
}

function Example({
  argument,
  sourceText,
  instructions,
  linkingMode,
  modelId,
  reconstruct,
  ...props
}: ExampleProps) {
  const actorRef = useReconstructionEditor({
    argument,
    sourceText,
    instructions,
    linkingMode,
    modelId,
    reconstruct,
  });
  return <ReconstructionEditor actorRef={actorRef} {...props} />;
}

async function renderEditor(props: ExampleProps = {}, backend: TestBackend = testBackend()) {
  const screen = await render(
    withCredence(<Example argument={ARGUMENT} {...props} />, backend.client),
  );
  return { screen, backend };
}

type Screen = Awaited<ReturnType<typeof renderEditor>>['screen'];

const premiseTexts = (screen: Screen) =>
  screen
    .getByRole('row')
    .elements()
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

/** Lets react-aria's drag session settle between keys. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

const rowOf = (screen: Screen, name: string) =>
  screen.getByRole('grid', { name: 'Premises' }).getByRole('row').filter({ hasText: name });

describe('ReconstructionEditor', () => {
  it('lists the premises P1, P2, P3 and the conclusion C', async () => {
    const { screen } = await renderEditor();
    const grid = screen.getByRole('grid', { name: 'Premises' });
    await expect.element(grid).toBeVisible();
    expect(grid.getByRole('row').elements()).toHaveLength(3);
    await expect.element(grid.getByRole('row').first()).toHaveTextContent('P1');
    await expect
      .element(grid.getByRole('row').first())
      .toHaveTextContent('Remote workers skip the daily commute.');
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    await expect.element(conclusion).toHaveTextContent('C');
    await expect.element(conclusion).toHaveTextContent('Remote work raises productivity.');
    await expect.element(screen.getByRole('button', { name: 'Save Reconstruction' })).toBeEnabled();
  });

  it('edits a premise: Enter saves, Shift+Enter adds a line, Escape cancels', async () => {
    const { screen } = await renderEditor();
    await screen.getByText('Remote workers skip the daily commute.', { exact: true }).click();
    const field = screen.getByRole('textbox', { name: 'P1 text' });
    await expect.element(field).toHaveFocus();
    await userEvent.fill(field, 'First line');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}second line');
    await expect.element(field).toHaveValue('First line\nsecond line');
    await userEvent.keyboard('{Enter}');
    await expect.element(field).not.toBeInTheDocument();
    await expect.element(rowOf(screen, 'P1')).toHaveTextContent('First line');
    await expect.element(rowOf(screen, 'P1')).toHaveTextContent('second line');

    await screen
      .getByText('Fewer office interruptions allow deeper focus.', { exact: true })
      .click();
    const third = screen.getByRole('textbox', { name: 'P3 text' });
    await userEvent.fill(third, 'Thrown away');
    await userEvent.keyboard('{Escape}');
    await expect.element(third).not.toBeInTheDocument();
    await expect
      .element(screen.getByText('Fewer office interruptions allow deeper focus.', { exact: true }))
      .toBeVisible();
    expect(screen.getByText('Thrown away', { exact: true }).elements()).toHaveLength(0);
  });

  it('edits with the keyboard alone and returns focus to the text after Enter', async () => {
    const { screen } = await renderEditor();
    const text = screen.getByRole('button', { name: 'Edit Conclusion' });
    text.element().focus();
    await userEvent.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Conclusion text' });
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveValue('Remote work raises productivity.');
    await userEvent.keyboard(' Sometimes.{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Edit Conclusion' }))
      .toHaveTextContent('Remote work raises productivity. Sometimes.');
    await expect.element(screen.getByRole('button', { name: 'Edit Conclusion' })).toHaveFocus();
  });

  it('works under Strict Mode', async () => {
    const backend = testBackend();
    const screen = await render(
      <StrictMode>{withCredence(<Example argument={ARGUMENT} />, backend.client)}</StrictMode>,
    );
    await screen.getByText('Remote workers skip the daily commute.', { exact: true }).click();
    await userEvent.keyboard(' Always.{Enter}');
    await expect
      .element(rowOf(screen as unknown as Screen, 'P1'))
      .toHaveTextContent('Remote workers skip the daily commute. Always.');
    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    await expect.poll(() => backend.bodiesOf('POST /api/arguments'), TIMEOUT).toHaveLength(1);
  });

  it('saves a changed text on blur', async () => {
    const { screen } = await renderEditor();
    await screen.getByRole('button', { name: 'Edit Conclusion' }).click();
    const field = screen.getByRole('textbox', { name: 'Conclusion text' });
    await userEvent.fill(field, 'Remote work raises output.');
    await screen.getByRole('textbox', { name: 'Instructions' }).click();
    await expect.element(field).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('region', { name: 'Conclusion' }))
      .toHaveTextContent('Remote work raises output.');
  });

  it('a locked premise cannot be edited; unlocking it allows editing again', async () => {
    const { screen } = await renderEditor();
    const row = rowOf(screen, 'P2');
    await row.getByRole('button', { name: 'Lock' }).click();
    await expect
      .element(row.getByRole('button', { name: 'Unlock' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(row.getByRole('button', { name: 'Drag P2' })).toBeDisabled();
    // Locked, the text is a disabled button named by the text alone (no 'Edit P2: ' action).
    const text = row.getByRole('button', {
      name: 'Time saved on commuting is partly spent on work.',
      exact: true,
    });
    await expect.element(text).toBeDisabled();
    await text.click({ force: true });
    expect(screen.getByRole('textbox', { name: 'P2 text' }).elements()).toHaveLength(0);
    await row.getByRole('button', { name: 'Unlock' }).click();
    await screen
      .getByText('Time saved on commuting is partly spent on work.', { exact: true })
      .click();
    await expect.element(screen.getByRole('textbox', { name: 'P2 text' })).toBeVisible();
  });

  it('a locked conclusion cannot be edited', async () => {
    const { screen } = await renderEditor();
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    await conclusion.getByRole('button', { name: 'Lock' }).click();
    expect(conclusion.getByRole('button', { name: 'Edit Conclusion' }).elements()).toHaveLength(0);
    await expect
      .element(conclusion.getByRole('button', { name: 'Remote work raises productivity.' }))
      .toBeDisabled();
  });

  it('adds a premise (opened for typing) and deletes one', async () => {
    const { screen } = await renderEditor();
    await screen.getByRole('button', { name: 'Add premise' }).click();
    const field = screen.getByRole('textbox', { name: 'P4 text' });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('Offices cost money.{Enter}');
    await expect.element(rowOf(screen, 'P4')).toHaveTextContent('Offices cost money.');

    await screen.getByRole('button', { name: 'Delete P1' }).click();
    expect(screen.getByRole('row').elements()).toHaveLength(3);
    await expect
      .element(rowOf(screen, 'P1'))
      .toHaveTextContent('Time saved on commuting is partly spent on work.');
    expect(
      screen.getByText('Remote workers skip the daily commute.', { exact: true }).elements(),
    ).toHaveLength(0);
  });

  it('reorders premises with the keyboard (drag handle, arrows, Enter)', async () => {
    const { screen } = await renderEditor();
    // Tab into the list focuses the first row; ArrowRight moves to its drag handle.
    screen.getByRole('row').first().element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Drag P1' })).toHaveFocus();
    // Enter starts the keyboard drag: react-aria moves focus to the list's drop targets.
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label') ?? '')
      .toMatch(/^Insert between P1: .* and P2: /);
    // Each arrow moves the drop target one gap down; Enter drops after the last premise.
    await userEvent.keyboard('{ArrowDown}');
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await pause();
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => premiseTexts(screen))
      .toEqual([
        'P1: Time saved on commuting is partly spent on work.',
        'P2: Fewer office interruptions allow deeper focus.',
        'P3: Remote workers skip the daily commute.',
      ]);
  });

  it('blocks the save on high-severity issues with the spec text', async () => {
    const { screen, backend } = await renderEditor();
    await screen.getByRole('button', { name: 'Edit Conclusion' }).click();
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'Conclusion text' }),
      'Only stupid managers want offices.',
    );
    await userEvent.keyboard('{Enter}');
    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    const box = screen.getByRole('alert').filter({ hasText: M.validationErrorTitle });
    await expect.element(box, TIMEOUT).toBeVisible();
    await expect
      .element(box.getByRole('heading', { name: 'Content Validation Error' }))
      .toBeVisible();
    await expect.element(box).toHaveTextContent('Content validation failed:');
    await expect.element(box).toHaveTextContent('conclusion: contains offensive language');
    await expect
      .element(box)
      .toHaveTextContent('Please review and correct these issues before saving.');
    expect(backend.requests).toContain('POST /api/validation/content');
    expect(backend.requests).not.toContain('POST /api/arguments');
    await box.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(box).not.toBeInTheDocument();
  });

  it('asks to confirm lesser issues and saves on Continue', async () => {
    const { screen, backend } = await renderEditor();
    await screen.getByText('Remote workers skip the daily commute.', { exact: true }).click();
    await userEvent.fill(screen.getByRole('textbox', { name: 'P1 text' }), 'No commute');
    await userEvent.keyboard('{Enter}');
    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Continue saving?' });
    await expect.element(dialog, TIMEOUT).toBeVisible();
    await expect.element(dialog).toHaveTextContent('Content validation found some issues:');
    await expect.element(dialog).toHaveTextContent('premise 1: is too short to evaluate');
    await expect.element(dialog).toHaveTextContent('Do you want to continue saving anyway?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(backend.requests).not.toContain('POST /api/arguments');

    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    await screen.getByRole('button', { name: 'Continue Saving' }).click();
    await expect.poll(() => backend.requests, TIMEOUT).toContain('POST /api/arguments');
    await expect
      .element(screen.getByRole('button', { name: 'Save Reconstruction' }), TIMEOUT)
      .toBeEnabled();
  });

  it('retry keeps the locked premises and calls reconstruct with them', async () => {
    const reconstruct = vi.fn<ReconstructFunction>(async () => ({
      title: 'Again',
      description: 'Retried',
      premises: [{ content: 'A new first premise.' }, { content: 'A new second premise.' }],
      conclusion: { content: 'A new conclusion.' },
    }));
    const { screen } = await renderEditor({ sourceText: 'Some essay', reconstruct });
    await rowOf(screen, 'P2').getByRole('button', { name: 'Lock' }).click();
    await screen.getByRole('button', { name: 'Retry Reconstruction' }).click();
    await expect
      .element(screen.getByRole('region', { name: 'Conclusion' }), TIMEOUT)
      .toHaveTextContent('A new conclusion.');
    const input = reconstruct.mock.calls[0]?.[0] as ReconstructInput;
    expect(input.sourceText).toBe('Some essay');
    expect(input.current?.premises[1]).toMatchObject({ locked: true });
    const texts = premiseTexts(screen);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('A new first premise.');
    expect(texts[1]).toContain('Time saved on commuting is partly spent on work.');
    expect(texts[2]).toContain('A new second premise.');
    await expect.element(rowOf(screen, 'P2').getByRole('button', { name: 'Unlock' })).toBeVisible();
  });

  it('shows "Extracting argument..." while reconstructing, then the argument', async () => {
    let resolve: (argument: ReconstructedArgument) => void = () => {};
    const reconstruct: ReconstructFunction = () =>
      new Promise((done) => {
        resolve = done;
      });
    const { screen } = await renderEditor({
      argument: null,
      sourceText: 'Essay text',
      reconstruct,
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Extracting argument...');
    resolve(ARGUMENT);
    await expect.element(screen.getByRole('grid', { name: 'Premises' })).toBeVisible();
    expect(screen.getByText('Extracting argument...', { exact: true }).elements()).toHaveLength(0);
  });

  it("the empty state's Create New Argument starts 'New Argument' with one premise", async () => {
    const { screen, backend } = await renderEditor({
      argument: null,
      sourceText: 'Nothing here',
      reconstruct: async () => null,
      modelId: null,
    });
    const create = screen.getByRole('button', { name: 'Create New Argument' });
    await expect.element(create).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Assess Argument' })).toBeDisabled();
    await create.click();
    expect(screen.getByRole('row').elements()).toHaveLength(1);
    await screen.getByRole('button', { name: 'Edit P1' }).click();
    await userEvent.keyboard('Offices cost money.{Enter}');
    await screen.getByRole('button', { name: 'Edit Conclusion' }).click();
    await userEvent.keyboard('Remote work saves money.{Enter}');
    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    await expect.poll(() => backend.bodiesOf('POST /api/arguments'), TIMEOUT).toHaveLength(1);
    expect(backend.bodiesOf('POST /api/arguments')[0]).toMatchObject({
      title: 'New Argument',
      summarizedDescription: 'Manually created argument',
      premises: [{ content: 'Offices cost money.' }],
      conclusion: { content: 'Remote work saves money.' },
    });
  });

  it('refute mode toggles the conclusion wording', async () => {
    const { screen } = await renderEditor({ linkingMode: 'refute' });
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    const notTheCase = conclusion.getByRole('button', { name: 'It is not the case that ...' });
    await notTheCase.click();
    await expect
      .element(conclusion)
      .toHaveTextContent('It is not the case that remote work raises productivity.');
    await expect.element(notTheCase).toHaveAttribute('aria-pressed', 'true');
    await conclusion.getByRole('button', { name: 'I do not accept that ...' }).click();
    await expect
      .element(conclusion)
      .toHaveTextContent('I do not accept that remote work raises productivity.');
    await conclusion.getByRole('button', { name: 'I do not accept that ...' }).click();
    await expect.element(conclusion).toHaveTextContent('Remote work raises productivity.');
  });

  it('support mode toggles "We should not reject that ..." and sets the affirmation', async () => {
    const { screen } = await renderEditor({ linkingMode: 'support' });
    const conclusion = screen.getByRole('region', { name: 'Conclusion' });
    await conclusion.getByRole('button', { name: 'We should not reject that ...' }).click();
    await expect
      .element(conclusion)
      .toHaveTextContent('We should not reject that remote work raises productivity.');
    await conclusion.getByRole('button', { name: 'Set affirmation' }).click();
    await expect
      .element(conclusion.getByRole('button', { name: 'Edit Conclusion' }))
      .toHaveAccessibleName('Edit Conclusion: Remote work raises productivity.');
  });

  it('Assess Argument opens the assessment modal on the trimmed argument and tells onAssess', async () => {
    const onAssess = vi.fn<(argument: EditorArgument) => void>();
    const { screen, backend } = await renderEditor({ onAssess });
    await screen.getByRole('button', { name: 'Assess Argument' }).click();
    const trimmed = {
      title: 'Remote work',
      premises: [
        { content: 'Remote workers skip the daily commute.' },
        { content: 'Time saved on commuting is partly spent on work.' },
        { content: 'Fewer office interruptions allow deeper focus.' },
      ],
      conclusion: { content: 'Remote work raises productivity.' },
    };
    expect(onAssess).toHaveBeenCalledTimes(1);
    expect(onAssess.mock.calls[0]?.[0]).toMatchObject(trimmed);
    const dialog = screen.getByRole('dialog', { name: 'Argument Assessment' });
    await expect.element(dialog.getByRole('tab', { name: 'Clarity' }), TIMEOUT).toBeVisible();
    expect(backend.bodiesOf('POST /api/argument-assessment')).toEqual([
      expect.objectContaining({ argument: expect.objectContaining(trimmed), mode: 'single' }),
    ]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders the speech slot for each premise, the conclusion and the instructions', async () => {
    const { screen } = await renderEditor({
      speechSlot: ({ label, isDisabled, onText }) => (
        <button type="button" disabled={isDisabled} onClick={() => onText('spoken words')}>
          {label}
        </button>
      ),
    });
    await screen.getByRole('button', { name: 'Voice input for Instructions' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Instructions' }))
      .toHaveValue('spoken words');
    await screen.getByRole('button', { name: 'Voice input for P1' }).click();
    await expect.element(rowOf(screen, 'P1')).toHaveTextContent('spoken words');
    await rowOf(screen, 'P2').getByRole('button', { name: 'Lock' }).click();
    await expect.element(screen.getByRole('button', { name: 'Voice input for P2' })).toBeDisabled();
  });
});
