import { REMOTE_WORK_ID } from '@credence/mocks';
import type {
  LinkedArgumentMode,
  LinkedArgumentOutput,
  LinkedArgumentTarget,
} from '@credence/state-machines';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { heldAnswer } from '../testing/heldAnswer';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import {
  LinkedArgumentModal,
  type LinkedArgumentModalProps,
  PREMISE_BUTTON_LINK_MODES,
} from './LinkedArgumentModal';

const PREMISE: LinkedArgumentTarget = {
  id: 'c102',
  content: 'Time saved on commuting is partly spent on work.',
};
const NEGATION = 'It is not the case that time saved on commuting is partly spent on work.';

type ExampleProps = Partial<Omit<LinkedArgumentModalProps, 'isOpen' | 'mode' | 'onClose'>> & {
  initialMode?: LinkedArgumentMode | null;
  onClose?: () => void;
};

/** A premise's Objection and Clarification buttons and the modal, as the evaluator wires them. */
function Example({ initialMode = 'refute', onClose, ...props }: ExampleProps) {
  const [mode, setMode] = useState<LinkedArgumentMode | null>(initialMode);
  return (
    <>
      <button type="button" onClick={() => setMode(PREMISE_BUTTON_LINK_MODES.objection)}>
        Objection
      </button>
      <button type="button" onClick={() => setMode(PREMISE_BUTTON_LINK_MODES.clarification)}>
        Clarification
      </button>
      <LinkedArgumentModal
        originalArgumentId={REMOTE_WORK_ID}
        premise={PREMISE}
        {...props}
        isOpen={mode !== null}
        mode={mode ?? 'refute'}
        onClose={() => {
          onClose?.();
          setMode(null);
        }}
      />
    </>
  );
}

async function renderExample(backend: TestBackend, props: ExampleProps = {}) {
  return render(withCredence(<Example {...props} />, backend.client));
}

type Screen = Awaited<ReturnType<typeof renderExample>>;

/**
 * Presses a button with the keyboard. The toast region sits in the page's bottom corner and,
 * in the test's narrow page, covers the dialog's footer while a toast shows.
 */
async function press(button: ReturnType<Screen['getByRole']>) {
  (button.element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
}

const objectionDialog = (screen: Screen) =>
  screen.getByRole('dialog', { name: 'Create an Objection' });

/**
 * 'Write Premises Myself', then one premise per text in the reconstruction editor's list: 'Add
 * premise' opens the new premise's text, P1 opens with a click; the text is typed and Enter
 * saves it (a blank text is left blank).
 */
async function writePremises(screen: Screen, ...texts: string[]) {
  const dialog = screen.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Write Premises Myself' }).click();
  for (const [index, text] of texts.entries()) {
    const name = `P${index + 1}`;
    const field = dialog.getByRole('textbox', { name: `${name} text` });
    if (index > 0) {
      await dialog.getByRole('button', { name: 'Add premise' }).click();
      await expect.element(field).toHaveFocus();
    }
    if (text === '') {
      // Leave it blank: Escape closes the new premise's text (P1 starts closed).
      if (index > 0) await userEvent.keyboard('{Escape}');
      continue;
    }
    if (index === 0) await dialog.getByRole('button', { name: `Edit ${name}` }).click();
    await expect.element(field).toHaveFocus();
    await field.fill(text);
    await userEvent.keyboard('{Enter}');
    await expect.element(field).not.toBeInTheDocument();
  }
}

/** The linked argument's premise rows (the reconstruction editor's grid), as text. */
const premiseRows = (screen: Screen) =>
  screen.getByRole('dialog').getByRole('grid', { name: 'Premises' }).getByRole('row');

describe('LinkedArgumentModal', () => {
  it('opens an objection with the locked negated conclusion and NEGATION selected', async () => {
    const screen = await renderExample(testBackend());
    const dialog = objectionDialog(screen);
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('Objecting to the premise')).toBeVisible();
    await expect.element(dialog.getByText(PREMISE.content, { exact: true })).toBeVisible();
    const conclusion = dialog.getByRole('textbox', { name: /Conclusion \(locked\)/ });
    await expect.element(conclusion).toHaveValue(NEGATION);
    await expect.element(conclusion).toHaveAttribute('readonly');
    await expect.element(dialog.getByRole('radio', { name: 'Negation' })).toBeChecked();
    await expect
      .element(dialog.getByRole('button', { name: 'AI model: GPT-4o mini' }))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Save Objection' })).toBeEnabled();
  });

  it("uses the premise's own negation wording when it has one", async () => {
    const screen = await renderExample(testBackend(), {
      premise: { ...PREMISE, negationContent: 'Commuting time saved is not spent on work.' },
    });
    await expect
      .element(screen.getByRole('textbox', { name: /Conclusion \(locked\)/ }))
      .toHaveValue('Commuting time saved is not spent on work.');
  });

  it('opens a Supporting Argument from the Clarification button', async () => {
    const screen = await renderExample(testBackend(), { initialMode: null });
    await screen.getByRole('button', { name: 'Clarification' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Create a Supporting Argument' });
    await expect.element(dialog.getByText('Supporting the premise')).toBeVisible();
    await expect
      .element(dialog.getByRole('textbox', { name: /Conclusion \(locked\)/ }))
      .toHaveValue(PREMISE.content);
    await expect.element(dialog.getByRole('radio', { name: 'Affirmation' })).toBeChecked();
    await expect
      .element(dialog.getByRole('button', { name: 'Save Supporting Argument' }))
      .toBeVisible();
  });

  it('edits the premises by hand and saves exactly what the spec lists', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend);
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'Others rest.', '  Many workers extend their day.  ', '', 'Drop');
    await dialog.getByRole('button', { name: 'Delete P4' }).click();
    await expect.poll(() => premiseRows(screen).elements()).toHaveLength(3);
    // The conclusion is the editor's locked line C, with no way to unlock it here.
    const conclusion = dialog.getByRole('region', { name: 'Conclusion' });
    await expect.element(conclusion).toHaveTextContent(NEGATION);
    await expect
      .element(conclusion.getByRole('button', { name: `Edit Conclusion` }))
      .not.toBeInTheDocument();
    await dialog.getByText('Meaningfulness', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(screen.getByText('Objection saved successfully!')).toBeVisible();
    expect(backend.bodiesOf('POST /api/arguments/link')).toEqual([
      {
        title: `Objection: ${PREMISE.content.slice(0, 50)}`,
        description: 'Manually created argument',
        type: 'INDUCTIVE',
        premises: [{ content: 'Others rest.' }, { content: 'Many workers extend their day.' }],
        conclusion: { content: NEGATION },
        linkType: 'refute',
        originalArgumentId: REMOTE_WORK_ID,
        originalPremiseId: 'c102',
        conclusionType: 'MEANINGFULNESS',
      },
    ]);
  });

  it('rewords the locked conclusion with the refute toggles, and saves that wording', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend);
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'Long days offset the gains.');
    const conclusion = dialog.getByRole('region', { name: 'Conclusion' });
    const doNotAccept = conclusion.getByRole('button', { name: 'I do not accept that ...' });
    await doNotAccept.click();
    await expect.element(doNotAccept).toHaveAttribute('aria-pressed', 'true');
    const plain = PREMISE.content.charAt(0).toLowerCase() + PREMISE.content.slice(1);
    await expect.element(conclusion).toHaveTextContent(`I do not accept that ${plain}`);
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(screen.getByText('Objection saved successfully!')).toBeVisible();
    const [body] = backend.bodiesOf('POST /api/arguments/link') as {
      conclusion: { content: string };
    }[];
    expect(body?.conclusion.content).toBe(`I do not accept that ${plain}`);
  });

  it('saves a supporting argument with the Motivating title', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend, { initialMode: 'support' });
    await writePremises(screen, 'Surveys show longer days.');
    await screen.getByRole('button', { name: 'Save Supporting Argument' }).click();
    await expect.element(screen.getByText('Supporting argument saved successfully!')).toBeVisible();
    const [body] = backend.bodiesOf('POST /api/arguments/link') as { title: string }[];
    expect(body).toMatchObject({
      title: `Motivating: ${PREMISE.content.slice(0, 50)}`,
      linkType: 'support',
      conclusionType: 'AFFIRMATION',
      conclusion: { content: PREMISE.content },
    });
  });

  it('generates premises with the chosen model and instructions, replacing the draft', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend);
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'Mine');
    await dialog.getByRole('textbox', { name: 'Instructions for the AI (optional)' }).fill('Brief');
    await dialog.getByRole('button', { name: 'AI model: GPT-4o mini' }).click();
    await screen.getByRole('option', { name: 'o3-mini' }).click();
    await expect.element(dialog.getByRole('button', { name: 'AI model: o3-mini' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Premises' }).click();
    await expect
      .element(screen.getByText('AI-generated premises created successfully!'))
      .toBeVisible();
    expect(backend.bodiesOf('POST /api/arguments/generate-linked')).toEqual([
      { mode: 'refute', conclusion: NEGATION, userInstructions: 'Brief', model: 'o3-mini' },
    ]);
    await expect.poll(() => premiseRows(screen).elements()).toHaveLength(3);
    expect(
      premiseRows(screen)
        .elements()
        .map((row) => row.textContent),
    ).not.toContainEqual(expect.stringContaining('Mine'));
    await expect
      .element(dialog.getByRole('region', { name: 'Conclusion' }))
      .toHaveTextContent(NEGATION);
  });

  it("shows 'Generating...' and locks the premises while the AI writes", async () => {
    const backend = testBackend();
    const held = heldAnswer();
    backend.scenarios.set('generateLinked', { until: held.until });
    const screen = await renderExample(backend);
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'Mine');
    await dialog.getByRole('button', { name: 'Generate Premises' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Generating...' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Delete P1' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'Add premise' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Edit P1' }).elements()).toHaveLength(0);
    await expect.element(dialog.getByRole('button', { name: 'Save Objection' })).toBeDisabled();
    held.release();
    await expect.element(dialog.getByRole('button', { name: 'Generate Premises' })).toBeEnabled();
    await expect.poll(() => premiseRows(screen).elements(), { timeout: 3000 }).toHaveLength(3);
  });

  it.each([
    ['a 500 shows the server error', 'server-error', 'Internal server error'],
    ['a network failure shows the default text', 'network-error', 'Failed to generate argument'],
  ] as const)('reports a failed generation: %s', async (_, scenario, text) => {
    const backend = testBackend();
    backend.scenarios.set('generateLinked', scenario);
    const screen = await renderExample(backend);
    await screen.getByRole('button', { name: 'Generate Premises' }).click();
    await expect.element(screen.getByText(text)).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Write Premises Myself' }))
      .toBeVisible();
  });

  it.each([
    ['no draft', {}, null, 'No argument data to save'],
    [
      'no premise',
      { premise: null, conclusion: 'C' },
      ['A'],
      'Missing original argument or premise information',
    ],
    [
      'no argument id',
      { originalArgumentId: null },
      ['A'],
      'Missing original argument or premise information',
    ],
    ['blank premises', {}, ['', ''], 'Please add at least one premise with content'],
    ['a blank conclusion', { conclusion: '  ' }, ['A'], 'Conclusion content is required'],
  ] as const)('refuses to save with %s', async (_, props, premises, text) => {
    const backend = testBackend();
    const screen = await renderExample(backend, props);
    if (premises) await writePremises(screen, ...premises);
    await screen.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(screen.getByRole('dialog').getByRole('alert')).toHaveTextContent(text);
    expect(backend.bodiesOf('POST /api/arguments/link')).toEqual([]);
  });

  it('hides the save error after 3 s', async () => {
    const screen = await renderExample(testBackend());
    await screen.getByRole('button', { name: 'Save Objection' }).click();
    const alert = screen.getByRole('dialog').getByRole('alert');
    await expect.element(alert).toHaveTextContent('No argument data to save');
    await expect.element(alert, { timeout: 4500 }).not.toBeInTheDocument();
  });

  it("shows 'Saving...' and refuses edits and closing while the save runs", async () => {
    const backend = testBackend();
    const held = heldAnswer();
    backend.scenarios.set('linkArgument', { until: held.until });
    const onClose = vi.fn();
    const screen = await renderExample(backend, { onClose });
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'A');
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(dialog.getByRole('radio', { name: 'Affirmation' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'Delete P1' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    held.release();
    await expect.element(dialog.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  });

  it('links the saved argument, refuses a second save and reports the save once on closing', async () => {
    const backend = testBackend();
    const onSaved = vi.fn<(output: LinkedArgumentOutput) => void>();
    const onClose = vi.fn();
    const screen = await renderExample(backend, { onSaved, onClose });
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'A');
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(screen.getByText('Objection saved successfully!')).toBeVisible();
    const link = backend.store
      .relationships()
      .find((r) => r.targetArgumentId === REMOTE_WORK_ID && r.targetPremiseId === 'c102');
    expect(link).toMatchObject({ linkType: 'refute', conclusionType: 'NEGATION' });
    const newId = link!.sourceArgumentId;
    await expect
      .element(dialog.getByRole('status'))
      .toHaveTextContent(`Saved as argument #${newId}.`);
    await expect.element(dialog.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
    expect(onSaved).not.toHaveBeenCalled();
    await press(dialog.getByRole('button', { name: 'Done' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith({
      savedArgumentId: newId,
      linkType: 'refute',
      message: 'Linked argument saved successfully!',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(backend.bodiesOf('POST /api/arguments/link')).toHaveLength(1);
  });

  it('closes without reporting a save when nothing was saved, and reopens fresh', async () => {
    const onSaved = vi.fn();
    const screen = await renderExample(testBackend(), { onSaved });
    await writePremises(screen, 'Draft');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Objection' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Write Premises Myself' }))
      .toBeVisible();
  });

  it('shows the server error when the save fails and saves on a retry', async () => {
    const backend = testBackend();
    backend.scenarios.set('linkArgument', 'server-error');
    const screen = await renderExample(backend);
    const dialog = objectionDialog(screen);
    await writePremises(screen, 'A');
    await dialog.getByRole('button', { name: 'Save Objection' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Internal server error');
    backend.scenarios.clear('linkArgument');
    await press(dialog.getByRole('button', { name: 'Save Objection' }));
    await expect.element(screen.getByText('Objection saved successfully!')).toBeVisible();
  });

  it("shows the default 'Failed to save linked argument' on a network failure", async () => {
    const backend = testBackend();
    backend.scenarios.set('linkArgument', 'network-error');
    const screen = await renderExample(backend);
    await writePremises(screen, 'A');
    await screen.getByRole('button', { name: 'Save Objection' }).click();
    await expect
      .element(screen.getByRole('dialog').getByRole('alert'))
      .toHaveTextContent('Failed to save linked argument');
  });

  it('shows premise and AI texts as text, never as HTML', async () => {
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const backend = testBackend({
      generateLinked: () => ({
        success: true,
        argument: {
          title: markup,
          description: markup,
          type: 'INDUCTIVE',
          premises: [{ content: markup }],
          conclusion: { content: markup },
        },
      }),
    });
    const screen = await renderExample(backend, { premise: { id: 'c102', content: markup } });
    const dialog = objectionDialog(screen);
    await expect.element(dialog.getByText(markup, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Premises' }).click();
    await expect.element(premiseRows(screen).first()).toHaveTextContent(markup);
    expect(document.querySelector('[data-injected]')).toBeNull();
    expect(dialog.element().querySelector('b, img')).toBeNull();
  });

  it('works under Strict Mode, with one toast per message', async () => {
    const backend = testBackend();
    const screen = await render(
      <StrictMode>{withCredence(<Example />, backend.client)}</StrictMode>,
    );
    const save = screen.getByRole('button', { name: 'Save Objection' });
    await save.click();
    await expect.element(screen.getByText('No argument data to save').first()).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // One in the toast region, one in the dialog's alert.
    expect(screen.getByText('No argument data to save').elements()).toHaveLength(2);
    await writePremises(screen, 'A');
    await press(save);
    await expect.element(screen.getByText('Objection saved successfully!')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Objection saved successfully!').elements()).toHaveLength(1);
    expect(backend.bodiesOf('POST /api/arguments/link')).toHaveLength(1);
  });
});
