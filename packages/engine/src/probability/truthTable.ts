import {
  CONVERSION_DEFAULT_CONDITIONAL,
  CONVERSION_DEFAULT_LEAK,
  CONVERSION_DEFAULT_REVERSE,
  EXAMPLE_ALL_FALSE,
  EXAMPLE_ALL_TRUE,
  EXAMPLE_BASE,
  EXAMPLE_SPAN,
  INITIAL_ROW_VALUE,
  NEAR_ZERO,
  REGENERATED_TABLE_ALL_TRUE,
  REGENERATED_TABLE_OTHER,
  UNDEFINED_TABLE_ALL_TRUE,
  UNDEFINED_TABLE_OTHER,
} from '../constants';
import { TooManyPremisesError } from './errors';
import { fitNoisyOr, impliedSliders, type NoisyOrFit } from './fit';
import { rowWeights } from './joint';
import { buildPremiseNetwork, type PremiseNetwork } from './network';
import { noisyOrFromSliders, noisyOrTable } from './noisyOr';
import {
  allTrueRow,
  MAX_TABLE_PREMISES,
  readRowValues,
  rowCount,
  rowRecordView,
  truePremiseCount,
} from './rows';
import { byPremise, readSliders } from './sliders';
import type { BayesianNetworkInput, PremiseNetworkInput, RowValues, RowValuesInput } from './types';

/** Throws when `n` premises would need a table larger than the engine holds. */
export function assertTableSize(premiseCount: number): void {
  if (premiseCount > MAX_TABLE_PREMISES)
    throw new TooManyPremisesError(premiseCount, MAX_TABLE_PREMISES);
}

/**
 * The spec's default tables:
 * - `'regenerated'` (default): after the premise count changes, 0.9 for the all-true row and 0.2
 *   for all others;
 * - `'missing'`: what evaluation assumes when no table is stored, 0.9 all-true and 0.5 others;
 * - `'initial'`: every row slider at its initial 0.5.
 */
export function defaultTruthTable(
  premiseCount: number,
  kind: 'regenerated' | 'missing' | 'initial' = 'regenerated',
): RowValues {
  assertTableSize(premiseCount);
  const [allTrue, other] =
    kind === 'regenerated'
      ? [REGENERATED_TABLE_ALL_TRUE, REGENERATED_TABLE_OTHER]
      : kind === 'missing'
        ? [UNDEFINED_TABLE_ALL_TRUE, UNDEFINED_TABLE_OTHER]
        : [INITIAL_ROW_VALUE, INITIAL_ROW_VALUE];
  const values = new Float64Array(rowCount(premiseCount)).fill(other);
  values[allTrueRow(premiseCount)] = allTrue;
  return rowRecordView(values, premiseCount);
}

/**
 * The "Show me an example" fill: 0.95 when every premise is true, 0.05 when none is, otherwise
 * 0.2 + 0.6 × the share of true premises.
 */
export function exampleTruthTable(premiseCount: number): RowValues {
  assertTableSize(premiseCount);
  const values = new Float64Array(rowCount(premiseCount));
  const last = allTrueRow(premiseCount);
  for (let row = 0; row <= last; row++) {
    values[row] =
      row === last
        ? EXAMPLE_ALL_TRUE
        : row === 0
          ? EXAMPLE_ALL_FALSE
          : EXAMPLE_BASE + EXAMPLE_SPAN * (truePremiseCount(row) / premiseCount);
  }
  return rowRecordView(values, premiseCount);
}

/** Input of {@link truthTableFromBayesian}: the premise network and the Bayesian sliders. */
export type BayesianConversionInput = PremiseNetworkInput & Partial<BayesianNetworkInput>;

/** A truth table generated from the Bayesian sliders, with the model behind it. */
export interface BayesianTable {
  rowValues: RowValues;
  /** The fitted noisy-OR model and how closely it reproduces the sliders. */
  fit: NoisyOrFit;
}

/**
 * The Bayesian tab's sliders as a truth table: one premise gives its two sliders exactly (row
 * true = P(C|P), row false = P(C|¬P)); several premises use the unified estimate, a noisy-OR
 * model fitted so that each premise's implied P(C|Pᵢ) and P(C|¬Pᵢ) match its sliders. Missing
 * sliders take the conversion defaults 0.8 and 0.3; with no premises the table is the leak, 0.1.
 */
export function truthTableFromBayesian(
  input: BayesianConversionInput,
  network: PremiseNetwork = buildPremiseNetwork(input),
): BayesianTable {
  const n = network.premiseIds.length;
  assertTableSize(n);
  const fit = fitBayesianSliders(network, input);
  return { rowValues: rowRecordView(noisyOrTable(fit.model), n), fit };
}

/** The noisy-OR model for the sliders: exact for zero or one premise, fitted for more. */
export function fitBayesianSliders(
  network: PremiseNetwork,
  data: Partial<BayesianNetworkInput>,
): NoisyOrFit {
  const { forward, reverse } = readSliders(network.premiseIds, data, {
    forward: CONVERSION_DEFAULT_CONDITIONAL,
    reverse: CONVERSION_DEFAULT_REVERSE,
  });
  if (forward.length > 1) return fitNoisyOr(network, forward, reverse);
  const model =
    forward.length === 1
      ? noisyOrFromSliders(forward, reverse)
      : { leak: CONVERSION_DEFAULT_LEAK, powers: new Float64Array(0) };
  return {
    model,
    implied: impliedSliders(network, model),
    error: 0,
    maxResidual: 0,
    iterations: 0,
  };
}

/** Input of {@link bayesianFromTruthTable}. */
export type TableConversionInput = PremiseNetworkInput & { rowValues?: RowValuesInput };

/**
 * The Bayesian sliders a truth table implies: for each premise, P(C|Pᵢ) and P(C|¬Pᵢ) averaged
 * over the rows where it is true (false), weighted by the rows' probabilities. Where a premise
 * is (almost) never true or false the weights say nothing, and the plain average of those rows
 * is used.
 */
export function bayesianFromTruthTable(
  input: TableConversionInput,
  network: PremiseNetwork = buildPremiseNetwork(input),
): BayesianNetworkInput {
  const n = network.premiseIds.length;
  assertTableSize(n);
  const weights = rowWeights(network);
  const { values } = readRowValues(input.rowValues, n, {
    allTrue: UNDEFINED_TABLE_ALL_TRUE,
    other: UNDEFINED_TABLE_OTHER,
  });
  const weighted = new Float64Array(2 * n);
  const weightSums = new Float64Array(2 * n);
  const plain = new Float64Array(2 * n);
  for (let row = 0; row < values.length; row++) {
    const weight = weights[row]!;
    const value = values[row]!;
    for (let i = 0; i < n; i++) {
      const slot = 2 * i + ((row >> (n - 1 - i)) & 1);
      weighted[slot]! += weight * value;
      weightSums[slot]! += weight;
      plain[slot]! += value;
    }
  }
  const half = values.length / 2;
  const sliderOf = (slot: number) =>
    weightSums[slot]! > NEAR_ZERO ? weighted[slot]! / weightSums[slot]! : plain[slot]! / half;
  const forward = network.premiseIds.map((_, i) => sliderOf(2 * i + 1));
  const reverse = network.premiseIds.map((_, i) => sliderOf(2 * i));
  return {
    conditionalProbabilities: byPremise(network.premiseIds, forward),
    reverseConditionalProbabilities: byPremise(network.premiseIds, reverse),
  };
}
