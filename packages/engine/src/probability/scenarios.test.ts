import { describe, expect, it } from 'vitest';
import { evaluateArgument } from './evaluate';
import { scenarioBreakdown } from './scenarios';

describe('scenarioBreakdown', () => {
  const result = evaluateArgument({
    mode: 'truth_table',
    premises: [
      { id: 'a', probability: 0.9 },
      { id: 'b', probability: 0.99999 },
    ],
    truthTableData: { rowValues: { '11': 0.9, '10': 0.5, '01': 0.8, '00': 0 } },
  });

  it('lists the 2ⁿ − 1 not-all-true rows, hiding contributions at or below 1e-5', () => {
    const breakdown = scenarioBreakdown(result);
    expect(breakdown.totalScenarios).toBe(3);
    // '00' contributes 0 and is hidden; '10' has weight 9e-6 (< 1e-5 contribution): hidden too.
    expect(breakdown.scenarios.map((scenario) => scenario.key)).toEqual(['01']);
    expect(breakdown.hiddenCount).toBe(2);
    expect(breakdown.scenarios[0]).toMatchObject({
      falsePremiseIds: ['a'],
      conditional: 0.8,
      negligible: false,
    });
    expect(breakdown.scenarios[0]!.weight).toBeCloseTo(0.1 * 0.99999, 12);
  });

  it('reports P(¬Premises) and the weighted average P(C|¬Premises)', () => {
    const breakdown = scenarioBreakdown(result);
    expect(breakdown.totalWeight).toBeCloseTo(result.pNotPremises, 12);
    expect(breakdown.weightedAverage).toBeCloseTo(result.pCGivenNotPremises, 12);
  });

  it('labels scenarios below 0.001 negligible and can order by contribution', () => {
    const small = evaluateArgument({
      mode: 'fallback',
      premises: [
        { id: 'a', probability: 0.9995 },
        { id: 'b', probability: 0.5 },
      ],
      pCGivenNotPremises: 0.5,
    });
    const breakdown = scenarioBreakdown(small, { order: 'contribution' });
    expect(breakdown.scenarios.map((scenario) => [scenario.key, scenario.negligible])).toEqual([
      ['10', false],
      // '00' and '01' contribute the same: ties keep row order.
      ['00', true],
      ['01', true],
    ]);
  });

  it('honours a custom cut-off', () => {
    expect(scenarioBreakdown(result, { cutoff: 0 }).scenarios).toHaveLength(2);
  });
});
