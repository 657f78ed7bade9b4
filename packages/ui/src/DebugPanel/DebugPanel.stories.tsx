import {
  DEFAULT_PREMISE_PROBABILITY,
  formatDebugPercent,
  scenarioBreakdown,
} from '@credence/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CALCULATION_RESULTS_TEXT as R } from '../CalculationResultsPanel/texts';
import { DebugPanel } from './DebugPanel';
import { DEBUG_PANEL_TEXT as T } from './DebugPanel.text';
import { DEBUG_EXAMPLES, type DebugExampleName, debugExample } from './examples';

/** The panel over one of the literal examples, evaluated by `evaluateArgument`. */
function DebugExample({ example }: { example: DebugExampleName }) {
  return <DebugPanel {...debugExample(example)} />;
}

/**
 * The admin debug panel over real engine results: each story evaluates a literal argument with
 * `evaluateArgument` (see `examples.ts`) and checks that the numbers shown are the engine's,
 * formatted with one decimal (`formatDebugPercent`).
 */
const meta = {
  title: 'Presentational/DebugPanel',
  component: DebugExample,
  subcomponents: { DebugPanel },
  args: { example: 'fallback' },
  argTypes: {
    example: { control: { type: 'select' }, options: Object.keys(DEBUG_EXAMPLES) },
  },
} satisfies Meta<typeof DebugExample>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const SECTIONS = [
  T.evaluationMode,
  T.premiseValues,
  T.extendedPremiseValues,
  T.dependencies,
  T.conditionalProbabilities,
  T.extendedDependencyValues,
  T.actualCalculationData,
  T.calculatedValues,
  T.calculationDetails,
  T.conclusion,
];

/** The ten sections, in the spec's order, and the Calculated Values against the engine's. */
async function showsSectionsAndValues(canvas: Canvas, example: DebugExampleName) {
  const headings = canvas
    .getAllByRole('heading', { level: 3 })
    .map((h: HTMLElement) => h.textContent);
  await expect(headings).toEqual(SECTIONS);
  const { calculated } = debugExample(example);
  const values = {
    'debug-p-c': calculated.pC,
    'debug-p-premises': calculated.pPremises,
    'debug-p-not-premises': calculated.pNotPremises,
    'debug-p-c-given-premises': calculated.pCGivenPremises,
    'debug-p-c-given-not-premises': calculated.pCGivenNotPremises,
    'debug-conclusion-p-c': calculated.pC,
  };
  for (const [testId, value] of Object.entries(values)) {
    await expect(canvas.getByTestId(testId)).toHaveTextContent(formatDebugPercent(value));
  }
  await expect(canvas.getByTestId('debug-formula')).toHaveTextContent(calculated.formula);
  for (const term of calculated.debugData.chainRuleTerms) {
    await expect(canvas.getByTestId(`debug-chain-${term.premiseId}`)).toHaveTextContent(
      formatDebugPercent(term.probability),
    );
  }
}

export const Fallback: Story = {
  args: { example: 'fallback' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'fallback');
    await expect(canvas.getByTestId('debug-stored-mode')).toHaveTextContent('fallback');
    await expect(canvas.getByTestId('debug-method')).toHaveTextContent('independence assumption');
    await expect(canvas.getByTestId('debug-premise-p1')).toHaveTextContent('80.0%');
    // p3 has no confidence: 0.5, marked missing, and the engine evaluated it at 0.5 too.
    const missing = canvas.getByTestId('debug-premise-p3');
    await expect(missing).toHaveTextContent(formatDebugPercent(DEFAULT_PREMISE_PROBABILITY));
    await expect(missing).toHaveTextContent(T.missingConfidence);
    const { calculated } = debugExample('fallback');
    await expect(canvas.getByTestId('debug-extended-p3')).toHaveTextContent(
      formatDebugPercent(calculated.debugData.premiseValues.p3!.effective),
    );
    await expect(canvas.getByTestId('debug-used-p-c-given-not-premises')).toHaveTextContent(
      '20.0%',
    );
    // 0.8 × 0.9 × 0.5 = 0.36; P(C) = 0.9 × 0.36 + 0.2 × 0.64 = 0.452.
    await expect(canvas.getByTestId('debug-p-c')).toHaveTextContent('45.2%');
    await expect(canvas.getByTestId('debug-conclusion-confidence')).toHaveTextContent('62.0%');
    await expect(canvas.getByText(T.noDependencies)).toBeVisible();
    // Seven scenarios, every one listed; eight truth-table rows.
    await expect(
      within(canvas.getByTestId('debug-scenarios')).getAllByRole('listitem'),
    ).toHaveLength(7);
    await expect(within(canvas.getByTestId('debug-rows')).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryByTestId('debug-near-zero-warning')).toBeNull();
  },
};

export const Bayesian: Story = {
  args: { example: 'bayesian' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'bayesian');
    const data = debugExample('bayesian').calculated.debugData.bayesianNetworkData!;
    await expect(canvas.getByTestId('debug-engine-mode')).toHaveTextContent('bayesian');
    await expect(canvas.getByTestId('debug-fitted-leak')).toHaveTextContent(
      formatDebugPercent(data.model.leak),
    );
    const sliders = canvas.getByTestId('debug-sliders-p2');
    await expect(sliders).toHaveTextContent('75.0% / 40.0%');
    await expect(sliders).toHaveTextContent(formatDebugPercent(data.model.powers.p2!));
  },
};

export const TruthTable: Story = {
  args: { example: 'truthTable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'truthTable');
    const { calculated } = debugExample('truthTable');
    const rows = within(canvas.getByTestId('debug-rows')).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    // Row order as the engine stores it: '000' first, the all-true row '111' last.
    await expect(rows[7]).toHaveTextContent(T.allTrue);
    await expect(rows[7]).toHaveTextContent(`P = ${formatDebugPercent(calculated.pPremises)}`);
    await expect(rows[7]).toHaveTextContent('P(C|·) = 95.0%');
    // '000' contributes 0.1 × 0.2 × 0.3 × 0.00001 ≤ 1e-5: counted, not listed.
    const breakdown = scenarioBreakdown(calculated);
    await expect(
      within(canvas.getByTestId('debug-scenarios')).getAllByRole('listitem'),
    ).toHaveLength(breakdown.scenarios.length);
    await expect(canvas.getByText(/1 more scenario with zero contribution/)).toBeVisible();
    await expect(canvas.getByTestId('debug-scenario-average')).toHaveTextContent(
      formatDebugPercent(breakdown.weightedAverage),
    );
  },
};

export const DependenciesWithMismatch: Story = {
  args: { example: 'dependencies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'dependencies');
    const debug = debugExample('dependencies').calculated.debugData;
    await expect(canvas.getByTestId('debug-method')).toHaveTextContent(
      'chain rule with marginalized premises',
    );
    // Stored 0.8 vs 0.775 implied by the credence: flagged.
    const stored = canvas.getByTestId('debug-conditional-p2|p1');
    const used = debug.usedConditionals.find((c) => c.key === 'p2|p1')!;
    await expect(stored).toHaveTextContent(`stored ${formatDebugPercent(used.value)}`);
    await expect(stored).toHaveTextContent(formatDebugPercent(used.calculated!));
    await expect(within(stored).getByText(T.mismatch)).toBeVisible();
    await expect(
      within(canvas.getByTestId('debug-conditional-p3|x1')).queryByText(T.mismatch),
    ).toBeNull();
    // Derived from the credences: P(p3|¬x1).
    const derived = debug.usedConditionals.find((c) => c.key === 'p3|~x1')!;
    await expect(canvas.getByTestId('debug-derived-p3|~x1')).toHaveTextContent(
      formatDebugPercent(derived.value),
    );
    // p2 is marginalized (entered 70.0%, in the network 72.0%), a violation of its fixed value.
    await expect(canvas.getByTestId('debug-extended-p2')).toHaveTextContent(T.marginalized);
    await expect(canvas.getByTestId('debug-extended-p2')).toHaveTextContent('72.0%');
    const p2 = canvas.getByTestId('debug-dependency-p2');
    await expect(p2).toHaveTextContent(R.marginalization);
    await expect(p2).toHaveTextContent(R.violation);
    await expect(canvas.getByTestId('debug-dependency-p4')).toHaveTextContent(R.noisyOr);
    const combined = debug.calculatedDependencies[0]!;
    await expect(canvas.getByTestId('debug-combined-p4')).toHaveTextContent(
      formatDebugPercent(combined.conditionalProbability),
    );
    await expect(canvas.getByTestId('debug-external-x1')).toHaveTextContent('30.0%');
    // The outside claim is named by its text.
    await expect(canvas.getByText('It rained all night')).toBeVisible();
  },
};

export const NearZero: Story = {
  args: { example: 'nearZero' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'nearZero');
    await expect(canvas.getByTestId('debug-near-zero-warning')).toBeVisible();
    const derived = canvas.getByTestId('debug-derived-p2|~p1');
    await expect(derived).toHaveTextContent('Cannot calculate: P(~p1) ≈ 0');
    await expect(derived).toHaveTextContent('50.0%');
    await expect(
      within(canvas.getByTestId('debug-notes')).getByText('Cannot calculate: P(~p1) ≈ 0'),
    ).toBeVisible();
    // Every scenario weighs under 0.001.
    const scenarios = within(canvas.getByTestId('debug-scenarios')).getAllByRole('listitem');
    await expect(scenarios).toHaveLength(3);
    for (const scenario of scenarios) await expect(scenario).toHaveTextContent(R.negligible);
    // The conclusion's confidence is not a number: 0.5, marked missing.
    const conclusion = canvas.getByTestId('debug-conclusion-confidence');
    await expect(conclusion).toHaveTextContent('50.0%');
    await expect(conclusion).toHaveTextContent(T.missingConfidence);
  },
};

export const Direct: Story = {
  args: { example: 'direct' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showsSectionsAndValues(canvas, 'direct');
    const debug = debugExample('direct').calculated.debugData;
    await expect(canvas.getByTestId('debug-selected-by')).toHaveTextContent(debug.selectedBy!);
  },
};
