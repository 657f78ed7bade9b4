import {
  evaluateArgument,
  exampleTruthTable,
  formatPercent,
  scenarioBreakdown,
} from '@credence/engine';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createActor } from 'xstate';
import { CalculationDetailLevelProvider, CalculationResultsPanel } from './CalculationResultsPanel';
import { EXAMPLE_INPUTS, manyPremises, resultsExample } from './examples';
import { forcedDisplayMachine } from './forcedDisplay.machine';
import { SCENARIO_PAGE_SIZE, zeroContributionText } from './ScenarioList';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** Opens an expandable section by the start of its trigger's name. */
async function expand(screen: Awaited<ReturnType<typeof render>>, label: string) {
  const trigger = screen.getByRole('button', {
    name: new RegExp(`^${label.replace(/[()|~]/g, '\\$&')}`),
  });
  await trigger.click();
  await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
}

describe('CalculationResultsPanel', () => {
  it("shows the engine's numbers in the Results card (fallback)", async () => {
    const props = resultsExample('fallback');
    const result = props.calculated!;
    const screen = await render(<CalculationResultsPanel {...props} />);
    await expect
      .element(screen.getByTestId('result-p-c'))
      .toHaveTextContent(formatPercent(result.pC));
    // 0.8 × 0.9 × 0.7 = 0.504; P(C) = 0.9 × 0.504 + 0.2 × 0.496 = 0.5528.
    await expect.element(screen.getByTestId('result-p-premises')).toHaveTextContent('50%');
    await expect.element(screen.getByTestId('result-p-c')).toHaveTextContent('55%');
    await expect.element(screen.getByTestId('result-method')).toHaveTextContent(T.independence);
    await expect.element(screen.getByText(T.finalPC)).toBeVisible();
    await expect.element(screen.getByText(result.formula)).toBeVisible();
  });

  it('labels the final value Updated P(C) and explains seven steps in Bayesian mode', async () => {
    const props = resultsExample('bayesian');
    const screen = await render(<CalculationResultsPanel {...props} />);
    await expect.element(screen.getByText(T.updatedPC)).toBeVisible();
    await expect
      .element(screen.getByTestId('result-p-c'))
      .toHaveTextContent(formatPercent(props.calculated!.pC));
    const steps = screen.getByRole('heading', { name: T.stepByStep }).element().parentElement!;
    const items = steps.querySelectorAll('ol > li');
    expect(items).toHaveLength(7);
    expect(items[6]!.textContent).toContain('Apply the law of total probability');
    await screen.getByRole('button', { name: T.showDetails }).click();
    await expect.element(screen.getByRole('button', { name: T.hideDetails })).toBeVisible();
    await expect.element(screen.getByText(T.truthTableHint)).toBeVisible();
  });

  it('counts truth-table rows and summarises zero-contribution scenarios', async () => {
    const props = resultsExample('manyPremises');
    const breakdown = scenarioBreakdown(props.calculated!);
    const screen = await render(<CalculationResultsPanel {...props} />);
    await expect.element(screen.getByTestId('result-rows')).toHaveTextContent('16,384');
    await expand(screen, T.pCGivenNotPremises);
    await expect
      .element(screen.getByTestId('zero-contribution'))
      .toHaveTextContent(zeroContributionText(breakdown.hiddenCount));
    expect(breakdown.hiddenCount + breakdown.scenarios.length).toBe(16_383);
    expect(screen.getByTestId('scenario-list').element().querySelectorAll('li')).toHaveLength(
      SCENARIO_PAGE_SIZE,
    );
  });

  it('renders a page of scenarios, not a million rows, for 20 premises', async () => {
    const { texts, inputs } = manyPremises(20);
    const calculated = evaluateArgument({
      mode: 'truth_table',
      premises: inputs,
      truthTableData: { rowValues: exampleTruthTable(20) },
    });
    const screen = await render(
      <CalculationResultsPanel calculated={calculated} premises={texts} />,
    );
    await expect.element(screen.getByTestId('result-rows')).toHaveTextContent('1,048,576');
    await expect
      .element(screen.getByTestId('result-p-c'))
      .toHaveTextContent(formatPercent(calculated.pC));
    expect(document.querySelectorAll('[data-testid="scenario-list"] li').length).toBe(
      SCENARIO_PAGE_SIZE,
    );
    const hidden = scenarioBreakdown(calculated).hiddenCount;
    await expect
      .element(screen.getByTestId('zero-contribution'))
      .toHaveTextContent(zeroContributionText(hidden));
  });

  it('warns when P(not premises) is below 0.001', async () => {
    const near = await render(<CalculationResultsPanel {...resultsExample('nearZero')} />);
    await expect.element(near.getByRole('alert')).toHaveTextContent(T.nearZeroWarning);
  });

  it('does not warn when P(not premises) is 0.001 or more', async () => {
    const normal = await render(<CalculationResultsPanel {...resultsExample('fallback')} />);
    await expect.element(normal.getByTestId('result-p-c')).toBeVisible();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows constraint badges, bounds and the Constraint Status box', async () => {
    const screen = await render(<CalculationResultsPanel {...resultsExample('dependencies')} />);
    const p2 = document.querySelector('[data-premise-id="p2"]')!;
    await expect.element(screen.getByText(T.violation)).toBeVisible();
    expect(p2.textContent).toContain(T.marginalization);
    expect(p2.textContent).toContain(`${T.fixedValue}72%`);
    const p3 = document.querySelector('[data-premise-id="p3"]')!;
    expect(p3.textContent).toContain(T.interval);
    expect(p3.textContent).not.toContain(T.violation);
    expect(p3.textContent).toContain(`${T.validRange}27% – 97%`);
    await expect.element(screen.getByText(T.noisyOr)).toBeVisible();
    await expect.element(screen.getByText(T.processing)).toBeVisible();
  });

  it('renders claim texts as text, never as HTML', async () => {
    const calculated = evaluateArgument(EXAMPLE_INPUTS.fallback);
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const screen = await render(
      <CalculationResultsPanel
        calculated={calculated}
        premises={[
          { id: 'p1', content: hostile },
          { id: 'p2', content: 'B' },
          { id: 'p3', content: 'C' },
        ]}
      />,
    );
    await expect.element(screen.getByText(`P1: ${hostile}`)).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a loading line, then the panel once the forced display is due', async () => {
    const screen = await render(<CalculationResultsPanel {...resultsExample('loading')} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(document.querySelector('[data-testid="result-p-c"]')).toBeNull();
    await expect.element(screen.getByTestId('result-p-c'), { timeout: 3000 }).toBeVisible();
  });

  it('says so when there is no result', async () => {
    const screen = await render(<CalculationResultsPanel calculated={null} premises={[]} />);
    await expect.element(screen.getByText(T.noResults)).toBeVisible();
  });
});

describe('forcedDisplayMachine', () => {
  it('waits 15 s before forcing the display', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(forcedDisplayMachine).start();
      vi.advanceTimersByTime(14_999);
      expect(actor.getSnapshot().value).toBe('waiting');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('forced');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('CalculationResultsPanel — insight', () => {
  it('shows the Fréchet range beside the independence value, and which premise matters most', async () => {
    const props = resultsExample('fallback');
    const screen = await render(<CalculationResultsPanel {...props} />);
    // Credences 0.8, 0.9, 0.7: P(Premises) ranges from 1 − 0.2 − 0.1 − 0.3 = 40% to 70%.
    await expect.element(screen.getByTestId('result-frechet')).toHaveTextContent('40% – 70%');
    const chart = screen.getByRole('region', { name: 'Which premise matters most' });
    await expect.element(chart).toBeVisible();
    // The least believed premise (P3, 70%) moves P(C) most: 0.2 + 0.7 × 0.72 = 70% if true.
    expect(chart.element().querySelector('li')!.textContent).toContain(
      'If P3 is true, P(C) is 70%; if false, 20%.',
    );
    await expect.element(screen.getByRole('region', { name: 'What would it take?' })).toBeVisible();
  });

  it('shows as much as the detail level asks: Basic the result and its formula, Complete every step', async () => {
    const props = resultsExample('fallback');
    const result = props.calculated!;
    const basic = await render(<CalculationResultsPanel {...props} detailLevel="basic" />);
    await expect
      .element(basic.getByTestId('result-p-c'))
      .toHaveTextContent(formatPercent(result.pC));
    await expect.element(basic.getByText(result.formula)).toBeVisible();
    await expect.element(basic.getByText(T.basicNote)).toBeVisible();
    expect(basic.getByRole('tab').elements()).toHaveLength(0);
    expect(basic.getByText(T.inputValues).elements()).toHaveLength(0);
    expect(basic.getByText(T.stepByStep).elements()).toHaveLength(0);
    await basic.unmount();

    const detailed = await render(<CalculationResultsPanel {...props} detailLevel="detailed" />);
    await expect.element(detailed.getByText(T.inputValues)).toBeVisible();
    await expect.element(detailed.getByText(T.detailedNote)).toBeVisible();
    expect(detailed.getByText(T.stepByStep).elements()).toHaveLength(0);
    await detailed.unmount();

    const complete = await render(<CalculationResultsPanel {...props} detailLevel="complete" />);
    await expect.element(complete.getByText(T.inputValues)).toBeVisible();
    await expect.element(complete.getByText(T.stepByStep)).toBeVisible();
  });

  it('takes the detail level of an enclosing provider (the evaluator’s dialog)', async () => {
    const screen = await render(
      <CalculationDetailLevelProvider level="basic">
        <CalculationResultsPanel {...resultsExample('fallback')} />
      </CalculationDetailLevelProvider>,
    );
    await expect.element(screen.getByText(T.basicNote)).toBeVisible();
    expect(screen.getByRole('tab').elements()).toHaveLength(0);
  });

  it('prefers its own detail level to the provider’s', async () => {
    const screen = await render(
      <CalculationDetailLevelProvider level="basic">
        <CalculationResultsPanel {...resultsExample('fallback')} detailLevel="complete" />
      </CalculationDetailLevelProvider>,
    );
    await expect.element(screen.getByText(T.stepByStep)).toBeVisible();
  });
});
