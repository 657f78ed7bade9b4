import type { Scenarios } from '@credence/mocks';
import {
  type CounterexampleClaim,
  type CounterexampleMode,
  counterexampleStorageKey,
  counterexampleMessages as M,
} from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { CounterexampleDialog } from './CounterexampleDialog';
import { CounterexampleModal } from './CounterexampleModal';

/** Affirming the consequent: the mock AI regiments it as p → q, q ⊢ p (invalid). */
const AFFIRMING = {
  premises: [
    { id: 'p1', content: 'If it rains, then the street is wet' },
    { id: 'p2', content: 'The street is wet' },
  ],
  conclusion: { id: 'c', content: 'It rains' },
};

/** Modus ponens: p → q, p ⊢ q (valid). */
const MODUS_PONENS = {
  premises: [
    { id: 'p1', content: 'If it rains, then the street is wet' },
    { id: 'p2', content: 'It rains' },
  ],
  conclusion: { id: 'c', content: 'The street is wet' },
};

/** In predicate logic the mock AI writes ∀x(F(x) → G(x)), H(a) ⊢ I(a). */
const DOGS = {
  premises: [
    { id: 'p1', content: 'Every dog is a mammal' },
    { id: 'p2', content: 'Rex is a dog' },
  ],
  conclusion: { id: 'c', content: 'Rex is a mammal' },
};

interface CounterexampleExampleProps {
  argumentId: number;
  premises: CounterexampleClaim[];
  conclusion: CounterexampleClaim;
  logicSystem?: CounterexampleMode;
}

/** An evaluator stand-in: a button that opens the modal and a line with what it reported. */
function CounterexampleExample({
  argumentId,
  premises,
  conclusion,
  logicSystem,
}: CounterexampleExampleProps) {
  const [isOpen, setOpen] = useState(true);
  const [result, setResult] = useState('No result yet');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Find a Counterexample
      </button>
      <output aria-label="Evaluator received">{result}</output>
      <CounterexampleModal
        isOpen={isOpen}
        argumentId={argumentId}
        premises={premises}
        conclusion={conclusion}
        logicSystem={logicSystem}
        onComplete={(data) => {
          setResult(
            `COUNTEREXAMPLE_COMPLETE ${data.isValid ? 'valid' : 'invalid'}: ${data.message}`,
          );
          setOpen(false);
        }}
        onClose={() => {
          setResult('CLOSE_COUNTEREXAMPLE');
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * The Find a Counterexample modal on the mock backend (Storybook's MSW loader): the mock AI
 * regiments deterministically and the truth table is the engine's. Each story has its own store,
 * scenarios and argument id, and starts with nothing in local storage.
 */
const meta = {
  title: 'Screens/CounterexampleModal',
  component: CounterexampleExample,
  subcomponents: { CounterexampleModal, CounterexampleDialog },
  args: { argumentId: 9001, ...AFFIRMING },
  render: (args) => withCredence(<CounterexampleExample {...args} />),
} satisfies Meta<typeof CounterexampleExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh mock backend ({@link storyBackend}), with local storage cleared for its argument. */
function mockBackend(argumentId: number, setUp?: (scenarios: Scenarios) => void) {
  const backend = storyBackend((scenarios) => {
    window.localStorage.removeItem(counterexampleStorageKey(argumentId));
    setUp?.(scenarios);
  });
  return { ...backend, args: { argumentId } };
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Find a Counterexample' });
  return within(dialog);
}

type DialogQueries = Awaited<ReturnType<typeof openDialog>>;

/** Regiments and waits for the AI's formula of the conclusion. */
async function regiment(dialog: DialogQueries, conclusionFormula: string) {
  await userEvent.click(dialog.getByRole('button', { name: 'Regiment' }));
  await waitFor(
    () =>
      expect(dialog.getByRole('textbox', { name: 'Regimented form of Conclusion' })).toHaveValue(
        conclusionFormula,
      ),
    TIMEOUT,
  );
}

/** Confirms every row and proceeds to the countermodel. */
async function confirmAndProceed(dialog: DialogQueries) {
  for (const name of ['Premise 1', 'Premise 2', 'Conclusion']) {
    await userEvent.click(dialog.getByRole('button', { name: `Confirm ${name}` }));
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Proceed to Countermodel' }));
}

const regimenting = mockBackend(9101, (s) => s.set('regiment', { delayMs: 600_000 }));

/** The regiment call is under way: Regiment reads 'Regimenting...', the rows are read only. */
export const Regimenting: Story = {
  args: regimenting.args,
  parameters: regimenting.parameters,
  beforeEach: regimenting.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Propositional Logic' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(dialog.getByText('If it rains, then the street is wet')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Regiment' }));
    await expect(await dialog.findByRole('button', { name: 'Regimenting...' })).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: 'Regimented form of Premise 1' }),
    ).toBeDisabled();
    await expect(dialog.getByRole('tab', { name: 'Predicate Logic' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const regimentFailed = mockBackend(9102, (s) => s.set('regiment', 'server-error'));

/** The regiment call answers 500: the spec's error toast, and the rows stay empty. */
export const RegimentFailed: Story = {
  args: regimentFailed.args,
  parameters: regimentFailed.parameters,
  beforeEach: regimentFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Regiment' }));
    await expect(
      await page(canvasElement).findByText(M.REGIMENTATION_ERROR_TEXT, {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Regimented form of Premise 1' })).toHaveValue(
      '',
    );
    await expect(dialog.getByRole('button', { name: 'Regiment' })).toBeEnabled();
  },
};

const editing = mockBackend(9103);

/**
 * Editing a formula: the engine's parse error names the position and Confirm is disabled; a
 * symbol button completes the formula. Proceeding unconfirmed is refused.
 */
export const EditingWithParseError: Story = {
  args: editing.args,
  parameters: editing.parameters,
  beforeEach: editing.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'p');
    await expect(
      await page(canvasElement).findByText(M.REGIMENTATION_GENERATED_TEXT),
    ).toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: 'Regimented form of Premise 1' });
    await expect(field).toHaveValue('p → q');
    await userEvent.clear(field);
    await userEvent.type(field, 'p ->');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Expected a formula after "->" at position 4');
    await expect(dialog.getByRole('button', { name: 'Confirm Premise 1' })).toBeDisabled();

    await userEvent.click(dialog.getByRole('button', { name: 'Proceed to Countermodel' }));
    await expect(
      await page(canvasElement).findByText(M.CONFIRM_ALL_TEXT, {}, TIMEOUT),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getAllByRole('button', { name: 'Insert not (¬)' })[0]!);
    await userEvent.type(field, 'q');
    await expect(field).toHaveValue('p ->¬q');
    await expect(field).toHaveAccessibleDescription('Reads as: p → ¬q');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Premise 1' }));
    await expect(dialog.getByRole('button', { name: 'Confirmed Premise 1' })).toBeDisabled();
  },
};

const searching = mockBackend(9104, (s) => s.set('counterexampleTruthTable', { delayMs: 600_000 }));

/** Proceeding asks for the truth table; while it is generated the stage says so. */
export const Searching: Story = {
  args: searching.args,
  parameters: searching.parameters,
  beforeEach: searching.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'p');
    await confirmAndProceed(dialog);
    await expect(await dialog.findByRole('status')).toHaveTextContent('Generating truth table...');
    await expect(dialog.getByText('2. Countermodel')).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('button', { name: 'Back to Regimentation' })).toBeVisible();
  },
};

const found = mockBackend(9105);

/**
 * p → q, q ⊢ p: 'Find Counterexample' selects the one counterexample row (p false, q true),
 * labels it, and Submit hands the valid counterexample to the evaluator.
 */
export const CounterexampleFound: Story = {
  args: found.args,
  parameters: found.parameters,
  beforeEach: found.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'p');
    await confirmAndProceed(dialog);
    const table = await dialog.findByRole('table', { name: 'All assignments' }, TIMEOUT);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(dialog.getByRole('button', { name: 'Find Counterexample' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Found 1 counterexample(s)!');
    const row = within(table).getByRole('row', { name: 'Row FT' });
    await expect(row).toHaveTextContent('Counterexample!');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'p' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(dialog.getByRole('button', { name: 'q' })).toHaveAttribute('aria-pressed', 'true');
    const strip = dialog.getByRole('list', { name: 'Evaluation under the current assignment' });
    await expect(within(strip).getByRole('listitem', { name: 'P1 p → q: T' })).toBeVisible();
    await expect(within(strip).getByRole('listitem', { name: 'P2 q: T' })).toBeVisible();
    await expect(within(strip).getByRole('listitem', { name: 'C p: F' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Counterexample' }));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Evaluator received' }, TIMEOUT),
    ).toHaveTextContent('COUNTEREXAMPLE_COMPLETE valid: Counterexample validated!');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const valid = mockBackend(9106);

/**
 * p → q, p ⊢ q is valid: Find reports none, and Submit Counterexample stops being the primary
 * button; submitting an assignment is an invalid result.
 */
export const NoCounterexample: Story = {
  args: { ...valid.args, ...MODUS_PONENS },
  parameters: valid.parameters,
  beforeEach: valid.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'q');
    await confirmAndProceed(dialog);
    const table = await dialog.findByRole('table', { name: 'All assignments' }, TIMEOUT);
    // Submit is the primary action until the search found none; then it looks like Cancel.
    const submit = dialog.getByRole('button', { name: 'Submit Counterexample' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(background(submit)).not.toBe(background(cancel));
    await userEvent.click(dialog.getByRole('button', { name: 'Find Counterexample' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(M.NO_COUNTEREXAMPLES_TEXT);
    await waitFor(() => expect(background(submit)).toBe(background(cancel)));
    await expect(within(table).queryByText('Counterexample!')).toBeNull();
    await userEvent.click(within(table).getByRole('row', { name: 'Row TF' }));
    await expect(dialog.getByRole('button', { name: 'q' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Counterexample' }));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Evaluator received' }, TIMEOUT),
    ).toHaveTextContent(`COUNTEREXAMPLE_COMPLETE invalid: ${M.INVALID_ASSIGNMENT_TEXT}`);
  },
};

const predicate = mockBackend(9107);

/**
 * Predicate logic fixed by the argument: ∀x(F(x) → G(x)), H(a) ⊢ I(a). A one-item domain is
 * refused; with a and b, H true of a, the model is a validated countermodel.
 */
export const PredicateCountermodel: Story = {
  args: { ...predicate.args, ...DOGS, logicSystem: 'predicate' },
  parameters: predicate.parameters,
  beforeEach: predicate.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Propositional Logic' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await regiment(dialog, 'I(a)');
    await expect(dialog.getAllByRole('button', { name: 'Insert for all (∀)' })).toHaveLength(3);
    await confirmAndProceed(dialog);
    const predicates = await dialog.findByRole('region', { name: 'Predicates' }, TIMEOUT);
    for (const name of ['F/1', 'G/1', 'H/1', 'I/1']) {
      await expect(within(predicates).getByRole('region', { name })).toBeVisible();
    }
    const itemField = dialog.getByRole('textbox', { name: 'Domain item' });
    await userEvent.type(itemField, 'a{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Validate Counterexample' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(M.DOMAIN_TOO_SMALL_TEXT);
    await userEvent.type(itemField, 'a{Enter}');
    await expect(
      await page(canvasElement).findByText(M.DOMAIN_ITEM_DUPLICATE_TEXT),
    ).toBeInTheDocument();
    await userEvent.type(itemField, 'b{Enter}');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Alternative name for a' }),
      'rex{Enter}',
    );
    await expect(dialog.getByRole('list', { name: 'Alternative names of a' })).toHaveTextContent(
      'rex',
    );
    const h = within(within(predicates).getByRole('region', { name: 'H/1' }));
    await userEvent.selectOptions(h.getByRole('combobox', { name: 'H argument 1' }), 'a');
    await userEvent.click(h.getByRole('button', { name: 'Add to H' }));
    await expect(h.getByRole('list', { name: 'Extension of H' })).toHaveTextContent('a');
    await userEvent.click(dialog.getByRole('button', { name: 'Validate Counterexample' }));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Evaluator received' }, TIMEOUT),
    ).toHaveTextContent(`COUNTEREXAMPLE_COMPLETE valid: ${M.PREDICATE_VALIDATED_TEXT}`);
  },
};

const predicateSearch = mockBackend(9108);

/** The engine searches for a countermodel and fills the domain and the extensions. */
export const PredicateSearch: Story = {
  args: { ...predicateSearch.args, ...DOGS, logicSystem: 'predicate' },
  parameters: predicateSearch.parameters,
  beforeEach: predicateSearch.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'I(a)');
    await confirmAndProceed(dialog);
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Search for a Countermodel' }, TIMEOUT),
    );
    const domain = dialog.getByRole('list', { name: 'Domain items' });
    await expect(within(domain).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await expect(dialog.getByRole('list', { name: 'Extension of H' })).toHaveTextContent('a');
    await userEvent.click(dialog.getByRole('button', { name: 'Validate Counterexample' }));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Evaluator received' }, TIMEOUT),
    ).toHaveTextContent(`COUNTEREXAMPLE_COMPLETE valid: ${M.PREDICATE_VALIDATED_TEXT}`);
  },
};

const tableFailed = mockBackend(9109, (s) => s.set('counterexampleTruthTable', 'server-error'));

/** The truth-table call fails: the error, and Try Again asks again. Cancel closes. */
export const TruthTableFailed: Story = {
  args: tableFailed.args,
  parameters: tableFailed.parameters,
  beforeEach: tableFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await regiment(dialog, 'p');
    await confirmAndProceed(dialog);
    await expect(await dialog.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(
      M.TRUTH_TABLE_ERROR_TEXT,
    );
    tableFailed.scenarios.clear('counterexampleTruthTable');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(
      await dialog.findByRole('table', { name: 'All assignments' }, TIMEOUT),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Evaluator received' }, TIMEOUT),
    ).toHaveTextContent('CLOSE_COUNTEREXAMPLE');
    await expect(window.localStorage.getItem(counterexampleStorageKey(9109))).toBeNull();
  },
};
