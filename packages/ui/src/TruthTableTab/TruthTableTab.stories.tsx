import { DURATIONS } from '@credence/engine';
import { ADA_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend as mockBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { TruthTableExample } from './TruthTableExample';
import { TruthTableTab } from './TruthTableTab';

/**
 * The Inference Evaluation dialog's Truth Table tab on the mock backend (Storybook's MSW loader;
 * see apps/storybook's preview), driven by a real `inferenceDialogMachine`. Ada is signed in.
 * Under the tab, 'Synced rows' lists what the machine has synced (after its 300 ms debounce).
 */
const meta = {
  title: 'Screens/InferenceDialog/TruthTableTab',
  component: TruthTableExample,
  subcomponents: { TruthTableTab },
  args: { argument: 'twoPremises' },
  render: (args) => withCredence(<TruthTableExample {...args} />),
} satisfies Meta<typeof TruthTableExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Popovers render in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the table. */
async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('table', { name: 'Truth table' }, TIMEOUT);
  return { canvas, grid: within(grid) };
}

/** A row slider's value, 0..1 (react-aria's thumb is an `<input type="range">`). */
const sliderValue = (slider: HTMLElement) => (slider as HTMLInputElement).valueAsNumber;

/** The slider of the all-true row of two premises. */
const ALL_TRUE_TWO = 'P(C) if P1 true, P2 true';

const two = mockBackend();

/**
 * Two premises: four rows, all-true first, with T/F cells; the column headers and a cell pop up
 * the premise and conclusion texts.
 */
export const TwoPremises: Story = {
  parameters: two.parameters,
  beforeEach: two.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    const sliders = grid.getAllByRole('slider');
    await expect(sliders).toHaveLength(4);
    await expect(sliders[0]).toHaveAccessibleName(ALL_TRUE_TWO);
    await expect(sliders[3]).toHaveAccessibleName('P(C) if P1 false, P2 false');
    await expect(canvas.getByText('4 rows for 2 premises')).toBeInTheDocument();

    await userEvent.click(grid.getByRole('button', { name: 'P2' }));
    const premise = await page(canvasElement).findByRole('dialog', { name: 'Premise 2' });
    await expect(premise).toHaveTextContent('If the streets get wet, then driving is slower.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    await userEvent.click(grid.getByRole('button', { name: 'C' }));
    const conclusion = await page(canvasElement).findByRole('dialog', { name: 'Conclusion' });
    await expect(conclusion).toHaveTextContent('If it rains, driving is slower.');
    await userEvent.keyboard('{Escape}');

    const cells = grid.getAllByRole('button', { name: 'P1 false' });
    await userEvent.click(cells[0] as HTMLElement);
    const cell = await page(canvasElement).findByRole('dialog', {
      name: 'Row: P1 false, P2 true',
    });
    await expect(cell).toHaveTextContent('Premise 1 (false in this row)');
    await expect(cell).toHaveTextContent('If it rains, then the streets get wet.');
    await expect(cell).toHaveTextContent('If it rains, driving is slower.');
  },
};

const four = mockBackend();

/** Four premises: sixteen rows in a box at most 400 px high that scrolls. */
export const FourPremises: Story = {
  args: { argument: 'fourPremises' },
  parameters: four.parameters,
  beforeEach: four.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    await expect(canvas.getByText('16 rows for 4 premises')).toBeInTheDocument();
    const box = canvas.getByRole('table').parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '17');
    await expect(
      grid.getByRole('slider', { name: 'P(C) if P1 true, P2 true, P3 true, P4 true' }),
    ).toBeInTheDocument();
    await expect(grid.getAllByRole('button', { name: /^P\d$/ })).toHaveLength(4);
  },
};

const editing = mockBackend();

/**
 * Editing a row: arrow keys move the all-true row's slider at once; the machine syncs it after
 * its 300 ms debounce ('Synced 11').
 */
export const EditingARow: Story = {
  parameters: editing.parameters,
  beforeEach: editing.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    const slider = grid.getByRole('slider', { name: ALL_TRUE_TWO });
    const before = sliderValue(slider);
    const synced = canvas.getByRole('list', { name: 'Synced rows' });
    await waitFor(() =>
      expect(synced).toHaveTextContent(`Synced 11: ${Math.round(before * 100)}%`),
    );
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const after = Math.round(before * 100) + 3;
    await expect(slider).toHaveAttribute('aria-valuetext', `${after}%`);
    await expect(synced).toHaveTextContent(`Synced 11: ${Math.round(before * 100)}%`);
    await waitFor(() => expect(synced).toHaveTextContent(`Synced 11: ${after}%`), {
      timeout: DURATIONS.sliderDebounce * 10,
    });
  },
};

const example = mockBackend();

/** 'Show me an example' fills the table: 95 % all true, 5 % all false, 50 % in between. */
export const ShowExample: Story = {
  parameters: example.parameters,
  beforeEach: example.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Learn about Truth Tables/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show me an example' }));
    const values = grid.getAllByRole('slider').map((s) => s.getAttribute('aria-valuetext'));
    await expect(values).toEqual(['95%', '50%', '50%', '5%']);
  },
};

const assessOk = mockBackend();

/** AI Assess fills every row and says so; the message clears after 5 s. */
export const AiAssessSucceeded: Story = {
  parameters: assessOk.parameters,
  beforeEach: assessOk.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    await expect(
      await canvas.findByText('AI successfully estimated 4 truth table values.', {}, TIMEOUT),
    ).toBeInTheDocument();
    const allTrue = sliderValue(grid.getByRole('slider', { name: ALL_TRUE_TWO }));
    await expect(allTrue).toBeGreaterThan(0.85);
    const allFalse = grid.getByRole('slider', { name: 'P(C) if P1 false, P2 false' });
    await expect(sliderValue(allFalse)).toBeLessThan(0.15);
  },
};

const assessFailed = mockBackend((scenarios) => scenarios.set('estimateSettings', 'server-error'));

/** POST /api/ai/estimate-settings answers 500: 'Assessment failed: …', the rows stay. */
export const AiAssessFailed: Story = {
  parameters: assessFailed.parameters,
  beforeEach: assessFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    const before = grid.getAllByRole('slider').map(sliderValue);
    await userEvent.click(canvas.getByRole('button', { name: 'AI Assess' }));
    const alert = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Assessment failed: Internal server error');
    await expect(grid.getAllByRole('slider').map(sliderValue)).toEqual(before);
  },
};

const saveOk = mockBackend();

/** Save to DB stores the all-true row as P(C | P1, P2) and shows the success mark. */
export const SaveToDb: Story = {
  parameters: saveOk.parameters,
  beforeEach: saveOk.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    const slider = grid.getByRole('slider', { name: ALL_TRUE_TWO });
    slider.focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save to DB' }));
    await expect(
      await canvas.findByText('Truth table saved to the database', {}, TIMEOUT),
    ).toBeInTheDocument();
    const stored = saveOk.store
      .conditionals(ADA_ID)
      .find(
        (r) => r.consequentClaims.join() === 'c200' && r.antecedentClaims.join() === 'c201,c202',
      );
    await expect(stored?.conditionalProbability).toBe(1);
  },
};

const saveFailed = mockBackend((scenarios) =>
  scenarios.set('saveTruthTableProbabilities', 'server-error'),
);

/** Save to DB fails: the error with its icon, for 3 s. */
export const SaveToDbFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to DB' }));
    const alert = await canvas.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Saving the truth table failed: Internal server error');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), {
      timeout: DURATIONS.errorIndicator + 2000,
    });
  },
};

const reset = mockBackend();

/**
 * Reset from DB: argument 1's stored P(C | all four premises) is 85 %; an edited all-true row goes
 * back to it.
 */
export const ResetFromDb: Story = {
  args: { argument: 'fourPremises' },
  parameters: reset.parameters,
  beforeEach: reset.beforeEach,
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await table(canvasElement);
    const slider = grid.getByRole('slider', { name: 'P(C) if P1 true, P2 true, P3 true, P4 true' });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0%');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset from DB' }));
    await expect(
      await canvas.findByText('Truth table reset from the database', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(slider).toHaveAttribute('aria-valuetext', '85%');
  },
};
