import { DURATIONS } from '@credence/engine';
import { ADA_ID } from '@credence/mocks';
import type { InferenceDialogInput } from '@credence/state-machines';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { testBackend } from '../testing/testBackend';
import { type ExampleArgument, TruthTableExample } from './TruthTableExample';

/** The in-page mock backend (`testing/testBackend`). */
const mockBackend = testBackend;

type Backend = ReturnType<typeof mockBackend>;

async function renderTab(
  options: { argument?: ExampleArgument; input?: InferenceDialogInput; strict?: boolean } = {},
  backend: Backend = mockBackend(),
) {
  let actor: InferenceDialogActor | undefined;
  const tree = (
    <CredenceProvider client={backend.client} userId={ADA_ID} userRole="USER">
      <TruthTableExample
        argument={options.argument ?? 'twoPremises'}
        input={options.input}
        onActor={(ref) => {
          actor = ref;
        }}
      />
    </CredenceProvider>
  );
  const screen = await render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  await expect.element(screen.getByRole('region', { name: 'Truth Table' })).toBeVisible();
  await expect.poll(() => actor?.getSnapshot().matches({ status: 'idle' })).toBe(true);
  const dialog = () => actor as InferenceDialogActor;
  const context = () => dialog().getSnapshot().context;
  return { screen, backend, dialog, context };
}

const sliderValue = (element: Element) => (element as HTMLInputElement).valueAsNumber;
const ALL_TRUE_TWO = 'P(C) if P1 true, P2 true';

/** An argument with `n` made-up premises and no id (nothing is stored for it). */
function manyPremises(n: number, content?: (i: number) => string): InferenceDialogInput {
  return {
    argumentId: null,
    mode: 'truth_table',
    conclusion: { id: 'cx', content: 'The conclusion' },
    premises: Array.from({ length: n }, (_, i) => ({
      id: `px${i}`,
      content: content ? content(i) : `Premise number ${i + 1}`,
      probability: 0.5,
    })),
  };
}

describe('TruthTableTab', () => {
  it('lists the 2^n rows all-true first, one T/F cell per premise and a slider per row', async () => {
    const { screen } = await renderTab();
    const table = screen.getByRole('table', { name: 'Truth table' });
    const sliders = table.getByRole('slider');
    expect(sliders.elements()).toHaveLength(4);
    const names = [
      'P(C) if P1 true, P2 true',
      'P(C) if P1 true, P2 false',
      'P(C) if P1 false, P2 true',
      'P(C) if P1 false, P2 false',
    ];
    for (const [index, name] of names.entries()) {
      await expect.element(sliders.nth(index)).toHaveAccessibleName(name);
    }
    const firstRow = table.getByRole('row').nth(1);
    expect(
      firstRow
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['T', 'T']);
    expect(table.element().getAttribute('aria-rowcount')).toBe('5');
    await expect.element(screen.getByText('4 rows for 2 premises')).toBeVisible();
  });

  it('warns when a row disagrees with the Bayesian values by 5 % or more, and when a row is impossible', async () => {
    const { screen, dialog, context } = await renderTab({ input: manyPremises(2) });
    const allTrue = 'P1 true, P2 true';
    // Far from the Bayesian values: the notice says by how much.
    const current = context().settings.truthTableData.rowValues['11'] ?? 0.5;
    dialog().send({
      type: 'TRUTH_TABLE_CHANGED',
      rowValues: { '11': current > 0.5 ? 0.05 : 0.95 },
    });
    const notice = screen.getByRole('status').filter({ hasText: 'Check your truth table' });
    await expect.element(notice).toHaveTextContent(/disagree by up to \d+%/);
    expect(notice.element().textContent).not.toContain(allTrue);
  });

  it('names the rows the credences make impossible', async () => {
    const input = manyPremises(2);
    input.premises[0]!.probability = 1;
    const { screen } = await renderTab({ input });
    const notice = screen.getByRole('status').filter({ hasText: 'Check your truth table' });
    await expect.element(notice).toHaveTextContent('P1 false, P2 true');
    await expect.element(notice).toHaveTextContent('P1 false, P2 false');
  });

  it('pops up the premise text from its header and the conclusion text from the C header', async () => {
    const { screen } = await renderTab();
    await screen.getByRole('button', { name: 'P1', exact: true }).click();
    const premise = screen.getByRole('dialog', { name: 'Premise 1' });
    await expect.element(premise).toHaveTextContent('If it rains, then the streets get wet.');
    await userEvent.keyboard('{Escape}');
    await expect.element(premise).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'C', exact: true }).click();
    await expect
      .element(screen.getByRole('dialog', { name: 'Conclusion' }))
      .toHaveTextContent('If it rains, driving is slower.');
  });

  it('pops up the premise, its truth in the row and the conclusion from a T/F cell', async () => {
    const { screen } = await renderTab();
    const cell = screen.getByRole('button', { name: 'P2 false' }).first();
    await expect.element(cell).toHaveAttribute('aria-expanded', 'false');
    await cell.click();
    const popup = screen.getByRole('dialog', { name: 'Row: P1 true, P2 false' });
    await expect.element(popup).toHaveTextContent('Premise 2 (false in this row)');
    await expect
      .element(popup)
      .toHaveTextContent('If the streets get wet, then driving is slower.');
    await expect.element(popup).toHaveTextContent('If it rains, driving is slower.');
    await expect.element(cell).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves a row with the keyboard at once and syncs the machine after the debounce', async () => {
    const { screen, context } = await renderTab();
    const slider = screen.getByRole('slider', { name: ALL_TRUE_TWO });
    const before = context().settings.truthTableData.rowValues['11'] as number;
    expect(sliderValue(slider.element())).toBeCloseTo(before, 10);
    (slider.element() as HTMLElement).focus();
    // The page's clock stands still between the key presses and the checks below, so that a busy
    // machine cannot let the debounce run out before the draft is seen.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      const after = Math.round((before + 0.02) * 100) / 100;
      await expect.element(slider).toHaveAttribute('aria-valuetext', `${Math.round(after * 100)}%`);
      // Shown from the draft; the synced table has not moved yet.
      expect(context().tableDraft?.['11']).toBeCloseTo(after, 10);
      expect(context().settings.truthTableData.rowValues['11']).toBe(before);
      vi.advanceTimersByTime(DURATIONS.sliderDebounce - 1);
      expect(context().settings.truthTableData.rowValues['11']).toBe(before);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    const after = Math.round((before + 0.02) * 100) / 100;
    await expect
      .poll(() => context().settings.truthTableData.rowValues['11'])
      .toBeCloseTo(after, 10);
    expect(context().tableDraft).toBeNull();
    expect(context().settings.truthTableData.hasCustomChanges).toBe(true);
    expect(context().settings.pCGivenPremises).toBeCloseTo(after, 10);
  });

  it("fills the engine's example from the help's 'Show me an example'", async () => {
    const { screen } = await renderTab();
    const toggle = screen.getByRole('button', { name: /Learn about Truth Tables/ });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Show me an example' }).elements()).toHaveLength(0);
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.getByRole('button', { name: 'Show me an example' }).click();
    const values = screen.getByRole('slider').elements().map(sliderValue);
    expect(values).toEqual([0.95, 0.5, 0.5, 0.05]);
  });

  it('renders only the rows in view of a large table, and the others on scrolling', async () => {
    const { screen } = await renderTab({ input: manyPremises(10) });
    await expect.element(screen.getByText('1024 rows for 10 premises')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Truth table' });
    expect(table.element().getAttribute('aria-rowcount')).toBe('1025');
    const rendered = table.getByRole('slider').elements().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    const box = table.element().parentElement as HTMLElement;
    expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    box.scrollTop = box.scrollHeight;
    const allFalse = `P(C) if ${Array.from({ length: 10 }, (_, i) => `P${i + 1} false`).join(', ')}`;
    await expect.element(screen.getByRole('slider', { name: allFalse })).toBeInTheDocument();
    expect(table.getByRole('slider').elements().length).toBeLessThan(40);
    const last = table.getByRole('row').last().element();
    expect(last.getAttribute('aria-rowindex')).toBe('1025');
  });

  it('saves the table to the database and shows the success mark', async () => {
    const { screen, backend } = await renderTab();
    (screen.getByRole('slider', { name: ALL_TRUE_TWO }).element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await screen.getByRole('button', { name: 'Save to DB' }).click();
    await expect.element(screen.getByText('Truth table saved to the database')).toBeVisible();
    expect(backend.requests).toContain('POST /api/user/truth-table-probabilities');
    const stored = backend.store
      .conditionals(ADA_ID)
      .find(
        (r) => r.consequentClaims.join() === 'c200' && r.antecedentClaims.join() === 'c201,c202',
      );
    expect(stored?.conditionalProbability).toBe(1);
  });

  it('shows the save failure with its icon, then clears it after 3 s', async () => {
    const backend = mockBackend();
    backend.scenarios.set('saveTruthTableProbabilities', 'server-error');
    const { screen } = await renderTab({}, backend);
    await screen.getByRole('button', { name: 'Save to DB' }).click();
    const alert = screen.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent('✗ Saving the truth table failed: Internal server error');
    await expect.element(screen.getByRole('button', { name: 'Save to DB' })).toBeDisabled();
    await expect
      .poll(() => screen.getByRole('alert').elements().length, {
        timeout: DURATIONS.errorIndicator + 2000,
      })
      .toBe(0);
    await expect.element(screen.getByRole('button', { name: 'Save to DB' })).toBeEnabled();
  });

  it('resets from the stored records (argument 1: P(C | all four) = 85 %)', async () => {
    const { screen, context } = await renderTab({ argument: 'fourPremises' });
    const slider = screen.getByRole('slider', {
      name: 'P(C) if P1 true, P2 true, P3 true, P4 true',
    });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{Home}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '0%');
    await screen.getByRole('button', { name: 'Reset from DB' }).click();
    await expect.element(screen.getByText('Truth table reset from the database')).toBeVisible();
    await expect.element(slider).toHaveAttribute('aria-valuetext', '85%');
    expect(context().settings.truthTableData.rowValues['1111']).toBe(0.85);
  });

  it('shows the reset failure and restores the initial rows', async () => {
    const backend = mockBackend();
    const { screen, context } = await renderTab({}, backend);
    const initial = context().settings.truthTableData.rowValues['11'] as number;
    const slider = screen.getByRole('slider', { name: ALL_TRUE_TWO });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    backend.scenarios.set('getConditionalProbabilitiesForClaims', 'server-error');
    await screen.getByRole('button', { name: 'Reset from DB' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Resetting the truth table failed: Internal server error');
    await expect.element(slider).toHaveAttribute('aria-valuetext', `${Math.round(initial * 100)}%`);
  });

  it('AI Assess fills the rows and reports how many it estimated', async () => {
    const { screen, backend, context } = await renderTab();
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect
      .element(screen.getByText('AI successfully estimated 4 truth table values.'))
      .toBeVisible();
    expect(backend.requests).toContain('POST /api/ai/estimate-settings');
    const allTrue = sliderValue(screen.getByRole('slider', { name: ALL_TRUE_TWO }).element());
    expect(allTrue).toBeGreaterThan(0.85);
    expect(context().tableDraft?.['11'] ?? context().settings.truthTableData.rowValues['11']).toBe(
      allTrue,
    );
  });

  it("AI Assess reports a failure as 'Assessment failed: …' and keeps the rows", async () => {
    const backend = mockBackend();
    backend.scenarios.set('estimateSettings', 'server-error');
    const { screen } = await renderTab({}, backend);
    const before = screen.getByRole('slider').elements().map(sliderValue);
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Assessment failed: Internal server error');
    expect(screen.getByRole('slider').elements().map(sliderValue)).toEqual(before);
  });

  it('has no table and no AI Assess without premises', async () => {
    const { screen } = await renderTab({ input: manyPremises(0) });
    await expect
      .element(screen.getByText('This argument has no premises', { exact: false }))
      .toBeVisible();
    expect(screen.getByRole('table').elements()).toHaveLength(0);
    await expect.element(screen.getByRole('button', { name: 'AI Assess' })).toBeDisabled();
  });

  it('shows premise and conclusion texts as text, never as HTML', async () => {
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const { screen } = await renderTab({ input: manyPremises(1, () => markup) });
    await screen.getByRole('button', { name: 'P1', exact: true }).click();
    await expect
      .element(screen.getByRole('dialog', { name: 'Premise 1' }))
      .toHaveTextContent(markup);
    expect(document.querySelector('[data-injected]')).toBeNull();
  });

  it('works under Strict Mode: one estimate applied per AI Assess', async () => {
    const { screen, backend } = await renderTab({ strict: true });
    await screen.getByRole('button', { name: 'AI Assess' }).click();
    await expect
      .element(screen.getByText('AI successfully estimated 4 truth table values.'))
      .toBeVisible();
    expect(backend.requests.filter((r) => r === 'POST /api/ai/estimate-settings')).toHaveLength(1);
  });
});
