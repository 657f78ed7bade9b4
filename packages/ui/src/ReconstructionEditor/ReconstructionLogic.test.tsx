import type { ReconstructionResult, SaveReconstructionInput } from '@credence/state-machines';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testBackend } from '../testing/testBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ReconstructionEditor } from './ReconstructionEditor';
import { useReconstructionEditor } from './useReconstructionEditor';

const SOURCE = 'It rains today. So the street is wet.';

/** An enthymeme: "it rains, so the street is wet", its bridge premise missing. */
const ENTHYMEME: ReconstructionResult = {
  title: 'Wet street',
  description: '',
  type: 'DEDUCTIVE',
  premises: [{ content: 'It rains today', formula: 'p', sourceSpans: [[0, 14]] }],
  conclusion: { content: 'The street is wet', formula: 'q', sourceSpans: [[19, 36]] },
  logic: {
    system: 'propositional',
    atoms: { p: 'it rains today', q: 'the street is wet' },
    attempts: 1,
  },
};

interface ExampleProps {
  argument?: ReconstructionResult | null;
  sourceText?: string;
  saved?: SaveReconstructionInput[];
}

function Example({ argument = ENTHYMEME, sourceText = SOURCE, saved }: ExampleProps) {
  const actorRef = useReconstructionEditor({
    argument,
    sourceText,
    modelId: null,
    save: saved
      ? async (input) => {
          saved.push(input);
        }
      : undefined,
  });
  return <ReconstructionEditor actorRef={actorRef} hideModelPicker />;
}

const renderExample = (props: ExampleProps = {}) =>
  render(withCredence(<Example {...props} />, testBackend().client));

type Screen = Awaited<ReturnType<typeof renderExample>>;

const marked = (screen: Screen) =>
  [...screen.container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('ReconstructionEditor: the logic of the claims', () => {
  it('adds the missing premise, marked implicit; the receipt turns valid; the save keeps the logic', async () => {
    const saved: SaveReconstructionInput[] = [];
    const screen = await renderExample({ saved });
    const receipt = screen.getByRole('region', { name: 'Logic check' });
    await expect.element(receipt.getByText(/^The argument is invalid/)).toBeVisible();
    await receipt.getByRole('button', { name: /^Add missing premise/ }).click();
    await expect
      .element(receipt.getByText(/^The argument is valid: if the premises are true/))
      .toBeVisible();
    const added = screen.getByRole('row').nth(1);
    await expect.element(added).toHaveTextContent('If it rains today, then the street is wet.');
    await expect.element(added.getByText('Implicit (not in the text)')).toBeVisible();

    await screen.getByRole('button', { name: 'Save Reconstruction' }).click();
    await expect.poll(() => saved.length, TIMEOUT).toBe(1);
    expect(saved[0]?.logic).toEqual({
      sourceText: SOURCE,
      premises: [
        { formula: 'p', sourceSpans: [[0, 14]], implicit: false },
        { formula: 'p → q', sourceSpans: [], implicit: true },
      ],
      conclusion: { formula: 'q', sourceSpans: [[19, 36]], implicit: false },
    });
  });

  it('keeps the Logic field closed until asked; its edits recheck at once, the parser’s message as its error', async () => {
    const screen = await renderExample();
    const field = screen.getByRole('textbox', { name: 'Formula of Conclusion' });
    expect(field.elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Conclusion Logic: q' }).click();
    await expect.element(field).toHaveValue('q');
    await userEvent.fill(field, 'p &');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(field)
      .toHaveAccessibleDescription(/Expected a formula after "&" at position 3/);
    await expect
      .element(
        screen.getByText(
          'The conclusion cannot be read: Expected a formula after "&" at position 3.',
        ),
      )
      .toBeVisible();
    await userEvent.fill(field, 'p | q');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expect.element(screen.getByText(/^The argument is valid/)).toBeVisible();
  });

  it('a locked claim’s formula is read only', async () => {
    const screen = await renderExample({
      argument: { ...ENTHYMEME, conclusion: { ...ENTHYMEME.conclusion, locked: true } },
    });
    await screen.getByRole('button', { name: 'Conclusion Logic: q' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Formula of Conclusion' }))
      .toHaveAttribute('readonly');
  });

  it('highlights the words of the claim under the pointer, else of the one holding focus', async () => {
    const screen = await renderExample();
    await expect.element(screen.getByRole('region', { name: 'Submitted text' })).toBeVisible();
    // The pointer away from the claims (an earlier test may have left it on one), nothing focused.
    await screen.getByRole('heading', { name: 'Logic check' }).hover();
    await expect.poll(() => marked(screen)).toEqual([]);
    const premise = screen.getByRole('button', { name: /^Edit P1:/ });
    await premise.hover();
    await expect.poll(() => marked(screen)).toEqual(['It rains today']);
    screen
      .getByRole('button', { name: /^Edit Conclusion:/ })
      .element()
      .focus();
    // The pointer still rests on P1: it wins over focus.
    expect(marked(screen)).toEqual(['It rains today']);
    await screen.getByRole('heading', { name: 'Logic check' }).hover();
    await expect.poll(() => marked(screen)).toEqual(['the street is wet']);
  });

  it('still shows where a reworded claim came from; an implicit one has nothing to show', async () => {
    const screen = await renderExample();
    await screen.getByRole('button', { name: /^Edit P1:/ }).click();
    await userEvent.fill(screen.getByRole('textbox', { name: 'P1 text' }), 'It is raining');
    await userEvent.keyboard('{Enter}');
    await screen.getByRole('button', { name: /^Edit P1:/ }).hover();
    await expect.poll(() => marked(screen)).toEqual(['It rains today']);

    await screen.getByRole('button', { name: /^Add missing premise/ }).click();
    await screen.getByRole('button', { name: /^Edit P2:/ }).hover();
    await expect.poll(() => marked(screen)).toEqual([]);
  });

  it('keeps the text pane’s size while claims are hovered: nothing below it moves', async () => {
    const screen = await renderExample();
    const pane = screen.getByRole('region', { name: 'Submitted text' });
    await screen.getByRole('heading', { name: 'Logic check' }).hover();
    const before = pane.element().getBoundingClientRect().height;
    await screen.getByRole('button', { name: /^Edit Conclusion:/ }).hover();
    await expect.poll(() => marked(screen)).toEqual(['the street is wet']);
    expect(pane.element().getBoundingClientRect().height).toBe(before);
  });

  it('choosing Deductive for an inductive reconstruction brings its validity into the check', async () => {
    const screen = await renderExample({ argument: { ...ENTHYMEME, type: 'INDUCTIVE' } });
    await expect
      .element(screen.getByText('Validity does not apply: the argument is inductive.'))
      .toBeVisible();
    expect(screen.getByRole('button', { name: /^Add missing premise/ }).elements()).toHaveLength(0);
    await screen.getByText('Deductive', { exact: true }).click();
    await expect.element(screen.getByText(/^The argument is invalid/)).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /^Add missing premise/ }))
      .toBeVisible();
  });

  it('shows no submitted text when there is none', async () => {
    const screen = await renderExample({ sourceText: '' });
    await expect.element(screen.getByRole('region', { name: 'Logic check' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Submitted text' }).elements()).toHaveLength(0);
  });

  it('takes a reconstruction from the mock backend, with or without its logic', async () => {
    const screen = await render(
      withCredence(<Example argument={null} sourceText={SOURCE} />, testBackend().client),
    );
    await expect
      .element(screen.getByRole('region', { name: 'Logic check' }), TIMEOUT)
      .toBeVisible();
    await expect
      .element(screen.getByRole('region', { name: 'Submitted text' }))
      .toHaveTextContent(SOURCE);
  });
});
