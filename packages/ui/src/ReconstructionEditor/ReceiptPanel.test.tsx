import { checkReconstruction, type ReconstructionInput } from '@credence/engine';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ReceiptPanel } from './ReceiptPanel';
import { counterexampleView, missingPremiseOptions, receiptLines } from './receiptView';

/** A deductive argument's receipt, premises `a`, `b`, … in order. */
const receiptOf = (
  premises: string[],
  conclusion: string,
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE' = 'DEDUCTIVE',
) =>
  checkReconstruction({
    premises: premises.map((formula, index) => ({
      id: String.fromCharCode(97 + index),
      formula,
      text: undefined,
    })),
    conclusion: { formula: conclusion },
    argumentType,
  } satisfies ReconstructionInput);

describe('receiptView', () => {
  it('words a claim without a formula as such, and any other as the parser reads it', () => {
    const receipt = receiptOf(['', 'p ->'], '');
    expect(
      receiptLines(receipt, { a: '1', b: '2' }, { premiseIds: ['a'], conclusion: true }),
    ).toEqual([
      {
        check: 'parses',
        tone: 'problem',
        text: 'Premise 1 has no formula yet: write one in its Logic field.',
      },
      {
        check: 'parses',
        tone: 'problem',
        text: 'Premise 2 cannot be read: Expected a formula after "->" at position 4.',
      },
      {
        check: 'parses',
        tone: 'problem',
        text: 'The conclusion has no formula yet: write one in its Logic field.',
      },
      {
        check: 'parses',
        tone: 'note',
        text: 'The other checks wait until every claim can be read.',
      },
    ]);
  });

  it('labels premises as the editor does, and leaves the missing premise to its buttons', () => {
    const receipt = receiptOf(['p', 'q', 'p -> r'], 'r');
    const lines = receiptLines(receipt, { a: '1', b: '3', c: '4' });
    expect(lines.map((line) => line.text)).toContain(
      'Premise 3 is not needed: the conclusion follows from premises 1 and 4.',
    );
    expect(receiptLines(receiptOf(['p'], 'q'), {}).map((line) => line.check)).not.toContain(
      'missingPremise',
    );
  });

  it('offers the generalisation first, then the bridge, each with its sentence', () => {
    const predicate = checkReconstruction({
      premises: [{ id: 'a', formula: 'M(s)', text: 'Socrates is a man' }],
      conclusion: { formula: 'D(s)', text: 'Socrates is mortal' },
      argumentType: 'DEDUCTIVE',
    });
    expect(
      missingPremiseOptions(predicate).map(({ premise, sentence }) => [premise.kind, sentence]),
    ).toEqual([
      ['generalisation', 'A premise that would make it valid: “Every man is mortal.”'],
      ['bridge', 'Or, the weakest: “If Socrates is a man, then Socrates is mortal.”'],
    ]);
    expect(missingPremiseOptions(receiptOf(['p'], 'p | q'))).toEqual([]);
  });

  it('reads a counterexample row and a model with the symbols’ wordings', () => {
    expect(
      counterexampleView({ kind: 'row', row: { p: true, q: false } }, { p: 'it rains' }),
    ).toEqual({
      kind: 'row',
      values: [
        { symbol: 'p', wording: 'it rains', value: 'true' },
        { symbol: 'q', wording: null, value: 'false' },
      ],
    });
    expect(
      counterexampleView(
        {
          kind: 'model',
          model: {
            domain: ['a', 'e1'],
            interpretations: { L: [['a', 'e1']], F: [], r: [[]], q: [] },
            constants: { a: 'a' },
            alternativeNames: {},
          },
        },
        { L: 'loves', a: 'Ann' },
      ),
    ).toEqual({
      kind: 'model',
      domain: ['a', 'e1'],
      names: [{ symbol: 'a', wording: 'Ann', value: 'a' }],
      extensions: [
        { symbol: 'L', wording: 'loves', value: '(a, e1)' },
        { symbol: 'F', wording: null, value: 'nothing' },
        { symbol: 'r', wording: null, value: 'true' },
        { symbol: 'q', wording: null, value: 'false' },
      ],
    });
  });
});

describe('ReceiptPanel', () => {
  it('gives each check its verdict in words, the counterexample and the attempts', async () => {
    const screen = await render(
      <ReceiptPanel
        receipt={receiptOf(['p'], 'q')}
        atoms={{ p: 'it rains', q: 'the street is wet' }}
        attempts={3}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Logic check' });
    await expect.element(panel).toBeVisible();
    const items = panel.getByRole('listitem');
    await expect.element(items.first()).toHaveTextContent('✓Passes');
    await expect.element(items.nth(1)).toHaveTextContent(/^✗Problem.*The argument is invalid/);
    await expect.element(panel.getByText('p (it rains): true')).toBeVisible();
    await expect.element(panel.getByText('q (the street is wet): false')).toBeVisible();
    await expect
      .element(
        panel.getByText("The AI needed 3 attempts before its formulas passed the engine's checks."),
      )
      .toBeVisible();
    await expect.element(panel.getByText(/^Computed by Credence's logic engine/)).toBeVisible();
    // Without a handler there is nothing to press.
    expect(panel.getByRole('button').elements()).toHaveLength(0);
  });

  it('"Add missing premise" says which premise it adds and hands over its kind', async () => {
    const onAdd = vi.fn();
    const screen = await render(
      <ReceiptPanel
        receipt={checkReconstruction({
          premises: [{ id: 'a', formula: 'M(s)', text: 'Socrates is a man' }],
          conclusion: { formula: 'D(s)', text: 'Socrates is mortal' },
          argumentType: 'DEDUCTIVE',
        })}
        atoms={{ M: 'man', D: 'mortal', s: 'Socrates' }}
        onAddMissingPremise={onAdd}
      />,
    );
    await expect.element(screen.getByText('Individuals: s, e1')).toBeVisible();
    await expect.element(screen.getByText('M (man): s, e1')).toBeVisible();
    await screen.getByRole('button', { name: 'Add missing premise: Every man is mortal.' }).click();
    await screen
      .getByRole('button', {
        name: 'Add the weakest instead: If Socrates is a man, then Socrates is mortal.',
      })
      .click();
    expect(onAdd.mock.calls).toEqual([['generalisation'], ['bridge']]);
  });

  it('disables its buttons while the editor is busy', async () => {
    const screen = await render(
      <ReceiptPanel receipt={receiptOf(['p'], 'q')} onAddMissingPremise={() => {}} isDisabled />,
    );
    await expect
      .element(screen.getByRole('button', { name: /^Add missing premise/ }))
      .toBeDisabled();
  });

  it('says how to get a receipt when no claim has a formula, and not the attempts of one', async () => {
    const screen = await render(<ReceiptPanel receipt={null} attempts={1} />);
    await expect.element(screen.getByText(/^No claim has a formula yet/)).toBeVisible();
    expect(screen.getByText(/attempts/).elements()).toHaveLength(0);
  });

  it('says when the formulas are too large to check', async () => {
    const screen = await render(<ReceiptPanel receipt={null} tooLarge />);
    await expect
      .element(screen.getByText(/^The formulas are too large to check here/))
      .toBeVisible();
    expect(screen.getByText(/^No claim has a formula yet/).elements()).toHaveLength(0);
  });

  it('notes that validity does not apply to an inductive argument', async () => {
    const screen = await render(<ReceiptPanel receipt={receiptOf(['p'], 'q', 'INDUCTIVE')} />);
    await expect
      .element(screen.getByText('Validity does not apply: the argument is inductive.'))
      .toBeVisible();
    await expect.element(screen.getByText('Note')).toBeVisible();
  });
});
