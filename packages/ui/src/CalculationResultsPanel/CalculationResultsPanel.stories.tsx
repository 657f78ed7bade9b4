import { formatPercent, scenarioBreakdown } from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CalculationDetailLevelProvider, CalculationResultsPanel } from './CalculationResultsPanel';
import { EXAMPLE_INPUTS, type ResultsExampleName, resultsExample } from './examples';
import { SCENARIO_PAGE_SIZE, ScenarioList, zeroContributionText } from './ScenarioList';
import { CALCULATION_RESULTS_TEXT as T } from './texts';

/** The panel over one of the literal examples, evaluated by `evaluateArgument`. */
function ResultsExample({ example }: { example: ResultsExampleName }) {
  return <CalculationResultsPanel {...resultsExample(example)} />;
}

/**
 * The calculation results panel over real engine results: each story evaluates a literal
 * argument with `evaluateArgument` (see `examples.ts`) and checks the numbers the panel shows
 * against the engine's.
 */
const meta = {
  title: 'Presentational/CalculationResultsPanel',
  component: ResultsExample,
  subcomponents: { CalculationResultsPanel, CalculationDetailLevelProvider, ScenarioList },
  args: { example: 'fallback' },
  argTypes: {
    example: {
      control: { type: 'select' },
      options: [...Object.keys(EXAMPLE_INPUTS), 'loading'],
    },
  },
} satisfies Meta<typeof ResultsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The engine's result for an example, as the story evaluated it. */
function engineResult(example: ResultsExampleName) {
  const { calculated } = resultsExample(example);
  if (!calculated) throw new Error(`No result for ${example}`);
  return calculated;
}

/** Opens one of the expandable sections by its label and returns its panel. */
async function expand(canvas: Canvas, label: string): Promise<HTMLElement> {
  const name = new RegExp(`^${escapeRegExp(label)}`);
  const trigger = canvas.getByRole('button', { name });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return canvas.getByRole('group', { name });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Checks the Results card's final P(C), P(C|Premises) and P(C|~Premises) against the engine. */
async function showsResults(canvas: Canvas, example: ResultsExampleName) {
  const result = engineResult(example);
  await expect(canvas.getByTestId('result-p-c')).toHaveTextContent(formatPercent(result.pC));
  await expect(canvas.getByTestId('result-p-premises')).toHaveTextContent(
    formatPercent(result.pPremises),
  );
  await expect(canvas.getByTestId('result-p-c-given-premises')).toHaveTextContent(
    formatPercent(result.pCGivenPremises),
  );
  await expect(canvas.getByTestId('result-p-c-given-not-premises')).toHaveTextContent(
    formatPercent(result.pCGivenNotPremises),
  );
}

export const Fallback: Story = {
  args: { example: 'fallback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: T.calculationsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await showsResults(canvas, 'fallback');
    await expect(canvas.getByText(T.finalPC)).toBeVisible();
    await expect(canvas.getByTestId('result-method')).toHaveTextContent(T.independence);
    await expect(canvas.queryByTestId('result-rows')).toBeNull();
    const section = await expand(canvas, T.pCGivenNotPremises);
    await expect(within(section).getByText(`${T.valueSource}: ${T.fallbackSource}`)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: T.viewFormula }));
    await expect(
      within(section).getByText(
        /P\(C\|~Premises\) = 0\.2 \(the "If at least one premise is false" setting\)/,
      ),
    ).toBeVisible();
    await expect(within(section).getByRole('button', { name: T.hideFormula })).toBeVisible();
    // Three independent premises: all 7 scenarios contribute (0.2 × weight > 1e-5).
    await expect(within(canvas.getByTestId('scenario-list')).getAllByRole('listitem')).toHaveLength(
      7,
    );
    await expect(canvas.queryByTestId('zero-contribution')).toBeNull();
    await expect(canvas.getByText(engineResult('fallback').formula)).toBeVisible();
  },
};

export const Bayesian: Story = {
  args: { example: 'bayesian' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = engineResult('bayesian');
    await showsResults(canvas, 'bayesian');
    await expect(canvas.getByText(T.updatedPC)).toBeVisible();
    await expect(canvas.queryByText(T.finalPC)).toBeNull();
    await expect(canvas.getByText(T.priorPC)).toBeVisible();
    // Seven steps, the last applying total probability with the engine's formula.
    const steps = canvas.getByRole('heading', { name: T.stepByStep }).parentElement as HTMLElement;
    const items = within(steps.querySelector('ol') as HTMLElement).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(items[6]).toHaveTextContent('Apply the law of total probability');
    await expect(items[6]).toHaveTextContent(result.formula);
    await expect(items[4]).toHaveTextContent('Enhanced and signed noisy-OR');
    await expect(canvas.getByText(T.truthTableHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.showDetails }));
    await expect(canvas.getByRole('button', { name: T.hideDetails })).toBeVisible();
    await expect(canvas.getByText('Fit iterations')).toBeVisible();
    const section = await expand(canvas, T.pCGivenPremises);
    await expect(within(section).getByText(`${T.valueSource}: ${T.bayesianSource}`)).toBeVisible();
  },
};

export const TruthTable: Story = {
  args: { example: 'truthTable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsResults(canvas, 'truthTable');
    await expect(canvas.getByTestId('result-rows')).toHaveTextContent('8');
    const section = await expand(canvas, T.pCGivenNotPremises);
    // Row 000 contributes 0.006 × 0.00001 ≤ 1e-5: summarised, not listed.
    const breakdown = scenarioBreakdown(engineResult('truthTable'));
    await expect(breakdown.hiddenCount).toBe(1);
    await expect(within(canvas.getByTestId('scenario-list')).getAllByRole('listitem')).toHaveLength(
      6,
    );
    await expect(canvas.getByTestId('zero-contribution')).toHaveTextContent(
      '1 more scenario with zero contribution',
    );
    await expect(
      within(section).getByText(`${T.valueSource}: ${T.truthTableSource}`),
    ).toBeVisible();
  },
};

export const WithDependencies: Story = {
  args: { example: 'dependencies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: T.dependenciesTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const marginalized = canvasElement.querySelector('[data-premise-id="p2"]') as HTMLElement;
    await expect(within(marginalized).getByText(T.marginalization)).toBeVisible();
    await expect(within(marginalized).getByText(T.violation)).toBeVisible();
    await expect(marginalized).toHaveTextContent(`${T.currentValue}70%`);
    await expect(marginalized).toHaveTextContent(`${T.fixedValue}72%`);
    await expect(marginalized).toHaveTextContent(`${T.rangeWidth}0%`);
    const interval = canvasElement.querySelectorAll('[data-premise-id="p3"]')[0] as HTMLElement;
    await expect(within(interval).getByText(T.interval)).toBeVisible();
    await expect(within(interval).queryByText(T.violation)).toBeNull();
    await expect(interval).toHaveTextContent(`${T.validRange}27% – 97%`);
    await expect(interval).toHaveTextContent(`${T.rangeWidth}70%`);
    await expect(interval).toHaveTextContent('It rained all night');
    const calculated = canvasElement.querySelector('[data-premise-id="p4"]') as HTMLElement;
    await expect(within(calculated).getByText(T.noisyOr)).toBeVisible();
    await expect(calculated).toHaveTextContent(`${T.allParentsTrue}97%`);
    await expect(canvas.getByText(T.processing)).toBeVisible();
    await expect(canvas.getByText(`${T.activeSystem}: Coherentist`)).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: T.calculationsTab }));
    await expect(canvas.getByTestId('result-method')).toHaveTextContent(
      `${T.chainRule} ${T.withMarginalizedPremises}`,
    );
    await expect(canvas.getByTestId('input-p2')).toHaveTextContent(
      '72% (marginalized; entered 70%)',
    );
    await showsResults(canvas, 'dependencies');
    await expect(
      canvas.getByText(
        /P\(P2\) = P\(P2\|P1\) × P\(P1\) \+ P\(P2\|¬P1\) × \(1 − P\(P1\)\) = 0\.8 × 0\.8 \+ 0\.4 × \(1 − 0\.8\) = 0\.72/,
      ),
    ).toBeVisible();
  },
};

export const NearZeroNotPremises: Story = {
  args: { example: 'nearZero' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(engineResult('nearZero').pNotPremises).toBeLessThan(0.001);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.nearZeroWarning);
    await showsResults(canvas, 'nearZero');
  },
};

export const ManyPremises: Story = {
  args: { example: 'manyPremises' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breakdown = scenarioBreakdown(engineResult('manyPremises'));
    await showsResults(canvas, 'manyPremises');
    await expect(canvas.getByTestId('result-rows')).toHaveTextContent('16,384');
    await expand(canvas, T.pCGivenNotPremises);
    const list = canvas.getByTestId('scenario-list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(SCENARIO_PAGE_SIZE);
    await expect(canvas.getByTestId('zero-contribution')).toHaveTextContent(
      zeroContributionText(breakdown.hiddenCount),
    );
    await expect(breakdown.hiddenCount).toBeGreaterThan(10_000);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(T.showMoreScenarios) }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2 * SCENARIO_PAGE_SIZE);
    await expect(within(list).getAllByText(T.negligible).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { example: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(T.loading);
    await expect(canvas.queryByTestId('result-p-c')).toBeNull();
    // The story's forced display comes after 500 ms (the product's is 15 s).
    await waitFor(() => expect(canvas.getByTestId('result-p-c')).toBeVisible(), { timeout: 3000 });
    await showsResults(canvas, 'loading');
  },
};

/** Detail level Basic: the result and its formula, no tabs and no steps. */
export const BasicDetailLevel: Story = {
  render: () => <CalculationResultsPanel {...resultsExample('fallback')} detailLevel="basic" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = engineResult('fallback');
    await expect(canvas.getByTestId('result-p-c')).toHaveTextContent(formatPercent(result.pC));
    await expect(canvas.getByText(result.formula)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByText(T.stepByStep)).toBeNull();
  },
};

/** Detail level Detailed: inputs, results and formulas, without the numbered steps. */
export const DetailedDetailLevel: Story = {
  render: () => <CalculationResultsPanel {...resultsExample('fallback')} detailLevel="detailed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.inputValues)).toBeVisible();
    await expect(canvas.getByText(T.detailedNote)).toBeVisible();
    await expect(canvas.queryByText(T.stepByStep)).toBeNull();
  },
};

/**
 * A provider sets the level for every panel inside it that is given none: the evaluator's
 * Inference Evaluation dialog shows its results at the user's 'Detail level' this way.
 */
export const DetailLevelFromProvider: Story = {
  render: () => (
    <CalculationDetailLevelProvider level="basic">
      <CalculationResultsPanel {...resultsExample('fallback')} />
    </CalculationDetailLevelProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(T.basicNote)).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};
