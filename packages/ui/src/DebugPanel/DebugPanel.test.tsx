import {
  evaluateArgument,
  exampleTruthTable,
  formatDebugPercent,
  NEGLIGIBLE_PROBABILITY,
} from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SCENARIO_PAGE_SIZE } from '../CalculationResultsPanel/ScenarioList';
import { DebugPanel } from './DebugPanel';
import { DEBUG_PANEL_TEXT as T } from './DebugPanel.text';
import { debugExample } from './examples';

describe('DebugPanel', () => {
  it("shows the engine's calculated values with one decimal", async () => {
    const props = debugExample('fallback');
    const screen = await render(<DebugPanel {...props} />);
    // 0.8 × 0.9 × 0.5 = 0.36 (p3 missing → 0.5); P(C) = 0.9 × 0.36 + 0.2 × 0.64 = 0.452.
    await expect.element(screen.getByTestId('debug-p-premises')).toHaveTextContent('36.0%');
    await expect.element(screen.getByTestId('debug-p-not-premises')).toHaveTextContent('64.0%');
    await expect.element(screen.getByTestId('debug-p-c')).toHaveTextContent('45.2%');
    await expect
      .element(screen.getByTestId('debug-p-c'))
      .toHaveTextContent(formatDebugPercent(props.calculated.pC));
    await expect
      .element(screen.getByTestId('debug-premise-p3'))
      .toHaveTextContent(`50.0% ${T.missingConfidence}`);
  });

  it('flags a stored conditional that differs from the calculated one by more than 0.01', async () => {
    const props = debugExample('dependencies');
    const screen = await render(<DebugPanel {...props} />);
    const flagged = screen.getByTestId('debug-conditional-p2|~p1');
    // Stored 0.4; the credences imply (0.7 − 0.8·0.8) / 0.2 = 0.3.
    await expect.element(flagged).toHaveTextContent('stored 40.0%');
    await expect.element(flagged).toHaveTextContent('30.0%');
    await expect.element(flagged).toHaveTextContent(T.mismatch);
  });

  it('does not flag a pair that agrees with the credence', async () => {
    // p2 = 0.8·0.8 + 0.4·0.2 = 0.72 exactly: no mismatch.
    const calculated = evaluateArgument({
      mode: 'fallback',
      premises: [
        { id: 'p1', probability: 0.8 },
        { id: 'p2', probability: 0.72 },
      ],
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.4 },
    });
    const screen = await render(
      <DebugPanel
        calculated={calculated}
        evaluationMode="fallback"
        premises={[
          { id: 'p1', content: 'A' },
          { id: 'p2', content: 'B' },
        ]}
        conclusion={{ id: 'c', content: 'C' }}
        premiseConfidences={{ p1: 0.8, p2: 0.72 }}
        conclusionConfidence={0.5}
      />,
    );
    await expect
      .element(screen.getByTestId('debug-conditional-p2|p1'))
      .toHaveTextContent('stored 80.0%');
    expect(screen.getByText(T.mismatch).elements()).toHaveLength(0);
  });

  it('reports a derivation the engine could not make and warns about P(¬Premises) ≈ 0', async () => {
    const screen = await render(<DebugPanel {...debugExample('nearZero')} />);
    await expect
      .element(screen.getByTestId('debug-derived-p2|~p1'))
      .toHaveTextContent('Cannot calculate: P(~p1) ≈ 0 uses 50.0%');
    await expect.element(screen.getByTestId('debug-near-zero-warning')).toBeVisible();
  });

  it('renders the rows of a large table one page at a time, in a 16rem scroller', async () => {
    const n = 12;
    const premises = Array.from({ length: n }, (_, i) => ({
      id: `q${i + 1}`,
      content: `Q${i + 1}`,
    }));
    const calculated = evaluateArgument({
      mode: 'truth_table',
      premises: premises.map((p) => ({ id: p.id, probability: 0.9 })),
      truthTableData: { rowValues: exampleTruthTable(n) },
    });
    const screen = await render(
      <DebugPanel
        calculated={calculated}
        evaluationMode="truth_table"
        premises={premises}
        conclusion={{ id: 'c', content: 'C' }}
        premiseConfidences={{}}
      />,
    );
    const rows = screen.getByTestId('debug-rows');
    expect(rows.element().querySelectorAll('li')).toHaveLength(SCENARIO_PAGE_SIZE);
    const scroller = rows.element().parentElement!;
    expect(getComputedStyle(scroller).maxHeight).toBe(
      `${16 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize)}px`,
    );
    expect(getComputedStyle(scroller).overflowY).toBe('auto');
    // Rows under 0.001 are labelled negligible: row 0 (all false) weighs 0.1¹².
    expect(calculated.debugData.rows.weights[0]!).toBeLessThan(NEGLIGIBLE_PROBABILITY);
    expect(rows.element().querySelector('li')!.textContent).toContain('negligible');
    await screen.getByRole('button', { name: /Show more rows/ }).click();
    expect(rows.element().querySelectorAll('li')).toHaveLength(2 * SCENARIO_PAGE_SIZE);
  });

  it('shows what it can without a result, and the engine error', async () => {
    const screen = await render(
      <DebugPanel
        calculated={null}
        calculationError="Dependencies form a cycle: p1 → p2 → p1."
        evaluationMode="bayesian"
        premises={[{ id: 'p1', content: 'A' }]}
        conclusion={{ id: 'c', content: 'C' }}
        premiseConfidences={{ p1: 0.25 }}
        conclusionConfidence={0.4}
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/form a cycle/);
    await expect.element(screen.getByTestId('debug-premise-p1')).toHaveTextContent('25.0%');
    await expect
      .element(screen.getByTestId('debug-conclusion-confidence'))
      .toHaveTextContent('40.0%');
    expect(screen.getByText(T.noCalculation).elements().length).toBeGreaterThan(0);
  });
});
