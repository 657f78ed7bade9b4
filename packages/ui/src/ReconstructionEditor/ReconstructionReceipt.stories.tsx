import type { ReconstructionResult } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCredence } from '../testing/withCredence';
import { ReceiptPanel } from './ReceiptPanel';
import { ReconstructionEditor } from './ReconstructionEditor';
import { SourceTextPane } from './SourceTextPane';
import { useReconstructionEditor } from './useReconstructionEditor';

/** `[start, end)` of `words` in `text` (the stories' spans, written as the words they mark). */
function spanOf(text: string, words: string): [number, number] {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`"${words}" is not in the text`);
  return [start, start + words.length];
}

/** A deductive argument from `source`: each claim's words are its span; `formulas` in order. */
function fromText(
  source: string,
  claims: { premises: [string, string][]; conclusion: [string, string] },
  atoms: Record<string, string>,
  attempts = 1,
): { sourceText: string; argument: ReconstructionResult } {
  const claim = ([words, formula]: [string, string]) => ({
    content: words,
    formula,
    sourceSpans: [spanOf(source, words)],
  });
  const formulas = [...claims.premises, claims.conclusion].map(([, formula]) => formula);
  return {
    sourceText: source,
    argument: {
      title: claims.conclusion[0],
      description: '',
      type: 'DEDUCTIVE',
      premises: claims.premises.map(claim),
      conclusion: claim(claims.conclusion),
      logic: {
        system: formulas.some((formula) => /[A-Z]\(/.test(formula)) ? 'predicate' : 'propositional',
        atoms,
        attempts,
      },
    },
  };
}

const RAIN = fromText(
  'It rains today. So the street is wet.',
  { premises: [['It rains today', 'p']], conclusion: ['the street is wet', 'q'] },
  { p: 'it rains today', q: 'the street is wet' },
  2,
);

const SOCRATES = fromText(
  'Socrates is a man, so Socrates is mortal.',
  { premises: [['Socrates is a man', 'M(s)']], conclusion: ['Socrates is mortal', 'D(s)'] },
  { M: 'man', D: 'mortal', s: 'Socrates' },
);

const SOCRATES_VALID = fromText(
  'Every man is mortal, and Socrates is a man. So Socrates is mortal.',
  {
    premises: [
      ['Every man is mortal', '∀x (M(x) → D(x))'],
      ['Socrates is a man', 'M(s)'],
    ],
    conclusion: ['Socrates is mortal', 'D(s)'],
  },
  { M: 'man', D: 'mortal', s: 'Socrates' },
);

const MATCH = fromText(
  'It rains, and the bus is late. Rain cancels the match. So the match is cancelled.',
  {
    premises: [
      ['It rains', 'p'],
      ['the bus is late', 'q'],
      ['Rain cancels the match', 'p → r'],
    ],
    conclusion: ['the match is cancelled', 'r'],
  },
  { p: 'it rains', q: 'the bus is late', r: 'the match is cancelled' },
);

const SHOP = fromText(
  'The shop is open. Then again, the shop is not open. Anyway, we can buy bread.',
  {
    premises: [
      ['The shop is open', 's'],
      ['the shop is not open', '¬s'],
    ],
    conclusion: ['we can buy bread', 'b'],
  },
  { s: 'the shop is open', b: 'we can buy bread' },
);

const PRICES = fromText(
  'Taxes rise and prices rise. Hence prices rise and taxes rise.',
  {
    premises: [['Taxes rise and prices rise', 't ∧ p']],
    conclusion: ['prices rise and taxes rise', 'p ∧ t'],
  },
  { t: 'taxes rise', p: 'prices rise' },
);

const UNREADABLE = fromText(
  'It rains today. So the street is wet.',
  { premises: [['It rains today', 'p ->']], conclusion: ['the street is wet', 'q'] },
  { p: 'it rains today', q: 'the street is wet' },
);

const NO_LOGIC = {
  sourceText: RAIN.sourceText,
  argument: {
    title: 'Wet street',
    description: '',
    premises: [
      { content: 'It rains today', sourceSpans: [spanOf(RAIN.sourceText, 'It rains today')] },
    ],
    conclusion: { content: 'the street is wet' },
  } satisfies ReconstructionResult,
};

interface LogicExampleProps {
  /** The text the argument was reconstructed from. */
  sourceText: string;
  /** The reconstruction, its claims with formulas and spans, and the answer's logic. */
  argument: ReconstructionResult;
}

/** The editor on an argument already reconstructed: its receipt is the machine's, computed live. */
function LogicExample({ sourceText, argument }: LogicExampleProps) {
  const actorRef = useReconstructionEditor({ argument, sourceText, modelId: null });
  return <ReconstructionEditor actorRef={actorRef} hideModelPicker />;
}

/**
 * The reconstruction editor's logic: the receipt (`ReceiptPanel`) of the claims' formulas in
 * each of its states, "Add missing premise", the Logic fields, and the submitted text
 * (`SourceTextPane`) with the hovered or focused claim's words highlighted.
 */
const meta = {
  title: 'Screens/ReconstructionEditor/Logic receipt',
  component: LogicExample,
  subcomponents: { ReceiptPanel, SourceTextPane },
  args: RAIN,
  render: (args) => withCredence(<LogicExample {...args} />),
} satisfies Meta<typeof LogicExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiptOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Logic check' }));

/** Valid: every premise needed, consistent, not circular — four passes. */
export const Valid: Story = {
  args: SOCRATES_VALID,
  play: async ({ canvasElement }) => {
    const receipt = receiptOf(canvasElement);
    await expect(
      receipt.getByText(
        'The argument is valid: if the premises are true, the conclusion must be true.',
      ),
    ).toBeVisible();
    await expect(receipt.getAllByText('Passes')).toHaveLength(5);
    await expect(receipt.queryByText('Problem')).toBeNull();
    await expect(receipt.getByText(/Credence's logic engine/)).toBeVisible();
  },
};

/**
 * An enthymeme: invalid, its counterexample row in the reconstruction's words; "Add missing
 * premise" appends the bridge, marked implicit, and the receipt turns valid.
 */
export const InvalidAddMissingPremise: Story = {
  args: RAIN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = receiptOf(canvasElement);
    await expect(receipt.getByText(/^The argument is invalid/)).toBeVisible();
    await expect(receipt.getByText('Problem')).toBeVisible();
    await expect(receipt.getByText(/\(it rains today\): true/)).toBeVisible();
    await expect(receipt.getByText(/\(the street is wet\): false/)).toBeVisible();
    await expect(
      receipt.getByText("The AI needed 2 attempts before its formulas passed the engine's checks."),
    ).toBeVisible();
    await userEvent.click(receipt.getByRole('button', { name: /^Add missing premise/ }));
    await expect(
      receipt.getByText(
        'The argument is valid: if the premises are true, the conclusion must be true.',
      ),
    ).toBeVisible();
    await expect(receipt.queryByRole('button', { name: /^Add missing premise/ })).toBeNull();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('If it rains today, then the street is wet.');
    await expect(
      within(rows[1] as HTMLElement).getByText('Implicit (not in the text)'),
    ).toBeVisible();
  },
};

/** A predicate enthymeme: the countermodel's individuals and extensions; the generalisation added. */
export const PredicateCountermodel: Story = {
  args: SOCRATES,
  play: async ({ canvasElement }) => {
    const receipt = receiptOf(canvasElement);
    await expect(receipt.getByText('Individuals: s, e1')).toBeVisible();
    await expect(receipt.getByText(/\(man\): s, e1/)).toBeVisible();
    await expect(receipt.getByText(/\(mortal\): nothing/)).toBeVisible();
    await expect(receipt.getByText(/\(Socrates\): s/)).toBeVisible();
    await expect(
      receipt.getByRole('button', {
        name: 'Add the weakest instead: If Socrates is a man, then Socrates is mortal.',
      }),
    ).toBeVisible();
    await userEvent.click(
      receipt.getByRole('button', { name: 'Add missing premise: Every man is mortal.' }),
    );
    await expect(receipt.getByText(/^The argument is valid/)).toBeVisible();
  },
};

/** A premise the conclusion does not need, and which ones it follows from. */
export const PremiseNotNeeded: Story = {
  args: MATCH,
  play: async ({ canvasElement }) => {
    await expect(
      receiptOf(canvasElement).getByText(
        'Premise 2 is not needed: the conclusion follows from premises 1 and 3.',
      ),
    ).toBeVisible();
  },
};

/** Premises that contradict each other. */
export const Inconsistent: Story = {
  args: SHOP,
  play: async ({ canvasElement }) => {
    await expect(
      receiptOf(canvasElement).getByText(
        'The premises cannot all be true together: premises 1 and 2 contradict each other.',
      ),
    ).toBeVisible();
  },
};

/** A conclusion that restates a premise. */
export const Circular: Story = {
  args: PRICES,
  play: async ({ canvasElement }) => {
    await expect(
      receiptOf(canvasElement).getByText(
        'The argument is circular: the conclusion says the same as premise 1.',
      ),
    ).toBeVisible();
  },
};

/**
 * A formula that does not parse: the receipt and the claim's Logic field give the parser's
 * message; fixing the formula rechecks the argument at once.
 */
export const UnparsableFormula: Story = {
  args: UNREADABLE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = receiptOf(canvasElement);
    await expect(
      receipt.getByText('Premise 1 cannot be read: Expected a formula after "->" at position 4.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^P1 Logic: p ->/ }));
    const field = canvas.getByRole('textbox', { name: 'Formula of P1' });
    await expect(field).toHaveAccessibleDescription(/Expected a formula after "->" at position 4/);
    await userEvent.type(field, ' q');
    await expect(field).toHaveValue('p -> q');
    await waitFor(() => expect(receipt.getByText(/^The argument is invalid/)).toBeVisible());
  },
};

const TOO_LARGE = fromText(
  'It rains today. So the street is wet.',
  {
    premises: [
      ['It rains today', Array.from({ length: 101 }, (_, index) => `p${index + 1}`).join(' ∧ ')],
    ],
    conclusion: ['the street is wet', 'q'],
  },
  { q: 'the street is wet' },
);

/** Formulas past the budget for checking in the page: no receipt, and the panel says why. */
export const FormulasTooLarge: Story = {
  args: TOO_LARGE,
  play: async ({ canvasElement }) => {
    await expect(
      receiptOf(canvasElement).getByText(/^The formulas are too large to check here/),
    ).toBeVisible();
  },
};

/** No claim has a formula (an older reconstruction, a blank argument): how to get a receipt. */
export const NoLogic: Story = {
  args: NO_LOGIC,
  play: async ({ canvasElement }) => {
    await expect(receiptOf(canvasElement).getByText(/^No claim has a formula yet/)).toBeVisible();
  },
};

/** The claim under the pointer, else the one holding focus, has its words marked in the text. */
export const SpanHighlighting: Story = {
  args: RAIN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = within(canvas.getByRole('region', { name: 'Submitted text' }));
    const marked = () => canvasElement.querySelector('mark')?.textContent ?? null;
    await expect(marked()).toBeNull();
    const premise = canvas.getByRole('button', { name: /^Edit P1:/ });
    await userEvent.hover(premise);
    await waitFor(() => expect(marked()).toBe('It rains today'));
    await userEvent.unhover(premise);
    await waitFor(() => expect(marked()).toBeNull());
    canvas.getByRole('button', { name: /^Edit Conclusion:/ }).focus();
    await waitFor(() => expect(marked()).toBe('the street is wet'));
    await expect(source.getByText('the street is wet')).toBeVisible();
  },
};
