import {
  NEGLIGIBLE_PROBABILITY,
  SCENARIO_CONTRIBUTION_CUTOFF,
  ZERO_WEIGHT_P_C_GIVEN_NOT_PREMISES,
} from '../constants';
import { allTrueRow, rowKey } from './rows';
import type { CalculatedValues, TruthTableRows } from './types';

/** One row in which at least one premise is false. */
export interface Scenario {
  /** Row key, e.g. `'101'`: premise 2 false. */
  key: string;
  /** Ids of the premises that are false in this scenario. */
  falsePremiseIds: string[];
  /** Probability of the scenario under the premise joint. */
  weight: number;
  /** P(C | scenario). */
  conditional: number;
  /** weight × P(C | scenario). */
  contribution: number;
  /** The scenario's probability is below 0.001. */
  negligible: boolean;
}

/** The explanation of P(C|¬Premises): the 2ⁿ − 1 scenarios with at least one false premise. */
export interface ScenarioBreakdown {
  /** Listed scenarios (contribution above 1e-5), in row order or largest contribution first. */
  scenarios: Scenario[];
  /** "N more scenarios with zero contribution": those at or below the cut-off. */
  hiddenCount: number;
  /** 2ⁿ − 1. */
  totalScenarios: number;
  /** P(¬Premises): the scenarios' total weight. */
  totalWeight: number;
  /** Σ weight × P(C|scenario). */
  totalContribution: number;
  /** The probability-weighted average, P(C|¬Premises); 0.1 when the scenarios weigh nothing. */
  weightedAverage: number;
}

/** Options of {@link scenarioBreakdown}. */
export interface ScenarioOptions {
  /** Contributions at or below this are counted, not listed (default 1e-5). */
  cutoff?: number;
  /**
   * `'row'` (default): truth-table order, as the Truth Table tab shows rows. `'contribution'`:
   * largest contribution first (ties in row order); sorting costs about 0.5 ms per 2,000 rows.
   */
  order?: 'row' | 'contribution';
}

/**
 * Lists the not-all-true rows with their weight and contribution, hiding contributions at or
 * below the cut-off. Accepts an evaluation result or its rows.
 */
export function scenarioBreakdown(
  source: CalculatedValues | TruthTableRows,
  options: ScenarioOptions = {},
): ScenarioBreakdown {
  const rows = 'debugData' in source ? source.debugData.rows : source;
  const cutoff = options.cutoff ?? SCENARIO_CONTRIBUTION_CUTOFF;
  const n = rows.premiseIds.length;
  const last = allTrueRow(n);
  // Rows are collected as numbers; objects are made only for the listed scenarios.
  const contributions = new Float64Array(last);
  const listedRows = new Uint32Array(last);
  let listedCount = 0;
  let totalWeight = 0;
  let totalContribution = 0;
  for (let row = 0; row < last; row++) {
    const weight = rows.weights[row]!;
    const contribution = weight * rows.conditionals[row]!;
    contributions[row] = contribution;
    totalWeight += weight;
    totalContribution += contribution;
    if (contribution > cutoff) listedRows[listedCount++] = row;
  }
  const order = listedRows.subarray(0, listedCount);
  if (options.order === 'contribution')
    order.sort((a, b) => contributions[b]! - contributions[a]! || a - b);
  const scenarios = new Array<Scenario>(listedCount);
  for (let k = 0; k < listedCount; k++) {
    const row = order[k]!;
    const weight = rows.weights[row]!;
    const falsePremiseIds: string[] = [];
    for (let i = 0; i < n; i++)
      if (((row >> (n - 1 - i)) & 1) === 0) falsePremiseIds.push(rows.premiseIds[i]!);
    scenarios[k] = {
      key: rowKey(row, n),
      falsePremiseIds,
      weight,
      conditional: rows.conditionals[row]!,
      contribution: contributions[row]!,
      negligible: weight < NEGLIGIBLE_PROBABILITY,
    };
  }
  const hiddenCount = last - listedCount;
  return {
    scenarios,
    hiddenCount,
    totalScenarios: last,
    totalWeight,
    totalContribution,
    weightedAverage:
      totalWeight > 0 ? totalContribution / totalWeight : ZERO_WEIGHT_P_C_GIVEN_NOT_PREMISES,
  };
}
