import {
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
  UNDEFINED_TABLE_ALL_TRUE,
  UNDEFINED_TABLE_OTHER,
  ZERO_WEIGHT_P_C_GIVEN_NOT_PREMISES,
} from '../constants';
import { normalizeArgumentType } from './argumentType';
import { clamp01, compensatedSum, dotProduct, finiteOrUndefined, probabilityOr } from './clamp';
import { clampFallback, totalProbabilityFormula } from './fallback';
import { formatNumber } from './format';
import { rowWeights } from './joint';
import { buildPremiseNetwork, type PremiseNetwork } from './network';
import { noisyOrTable } from './noisyOr';
import { allTrueRow, readRowValues, rowRecordView } from './rows';
import { byPremise, readSliders } from './sliders';
import { assertTableSize, fitBayesianSliders } from './truthTable';
import type {
  ArgumentType,
  BayesianDebugData,
  CalculatedValues,
  DebugData,
  DirectSelection,
  EvaluationInput,
} from './types';

/** What each mode contributes: P(C|row) for every row, plus mode-specific details. */
interface ModeResult {
  conditionals: Float64Array;
  /** Set when the mode fixes P(C|¬Premises) itself rather than averaging the rows. */
  pCGivenNotPremises?: number;
  debug: Partial<DebugData>;
  formula?: (values: { pC: number; pPremises: number; pNotPremises: number }) => string;
}

/**
 * Evaluates an argument: how strongly its premises, with their credences and dependencies,
 * support the conclusion. The one entry point for every mode:
 *
 * - `fallback`: P(C|Premises) and P(C|¬Premises) set by the user (defaults 0.9 and 0.2, clamped
 *   to 0.01..0.99) and the law of total probability;
 * - `direct`: `P(C) = max(prior, min(lowest premise, P(C|Premises)·P(Premises)))`; the row
 *   conditionals are the effective ones that reproduce that P(C) (see `effectiveDirectConditionals`);
 * - `bayesian`: per-premise sliders P(C|Pᵢ), P(C|¬Pᵢ) (defaults 0.8 and 0.3) turned into a
 *   noisy-OR truth table — exact for one premise, fitted for several;
 * - `truth_table`: P(C|row) per row (missing rows: 0.9 all-true, 0.5 others).
 *
 * In every mode `P(C) = Σ rows weight·P(C|row)`, P(C|Premises) is the all-true row and
 * P(C|¬Premises) the weight-averaged other rows (0.1 when they weigh nothing). A deductive
 * argument has P(C|Premises) = 1. Throws `DependencyCycleError` for a dependency cycle and
 * `TooManyPremisesError` beyond 24 premises.
 */
export function evaluateArgument(input: EvaluationInput): CalculatedValues {
  const n = input.premises.length;
  assertTableSize(n);
  // No type given: nothing is forced. A stored type that is neither value is read as DEDUCTIVE,
  // with a warning in the notes (the spec's rule for unknown types).
  const typeReading =
    input.argumentType === undefined
      ? { type: 'INDUCTIVE' as const }
      : normalizeArgumentType(input.argumentType);
  const argumentType: ArgumentType = typeReading.type;
  const deductive = argumentType === 'DEDUCTIVE';
  const network = buildPremiseNetwork(input);
  const weights = rowWeights(network);
  const allTrue = allTrueRow(n);
  const pPremises = weights[allTrue]!;

  const mode = evaluateMode(input, network, pPremises, deductive);
  const conditionals = mode.conditionals;

  // The all-true row is the last: sum the others on their own, so that P(C|¬Premises) keeps its
  // precision even when they weigh almost nothing.
  const otherRows = weights.subarray(0, allTrue);
  const otherWeight = compensatedSum(otherRows);
  const otherContribution = dotProduct(otherRows, conditionals.subarray(0, allTrue));
  const pCGivenPremises = conditionals[allTrue]!;
  const pC = clamp01(otherContribution + pPremises * pCGivenPremises);
  const pCGivenNotPremises =
    mode.pCGivenNotPremises ??
    (otherWeight > 0
      ? clamp01(otherContribution / otherWeight)
      : ZERO_WEIGHT_P_C_GIVEN_NOT_PREMISES);
  const pNotPremises = 1 - pPremises;
  const formula =
    mode.formula?.({ pC, pPremises, pNotPremises }) ??
    totalProbabilityFormula(pCGivenPremises, pPremises, pCGivenNotPremises, pNotPremises, pC);

  const conditionalRowProbabilities = rowRecordView(conditionals, n);
  const notes = [...(mode.debug.notes ?? network.summary.notes)];
  if (typeReading.warning) notes.push(typeReading.warning);
  const debugData: DebugData = {
    ...network.summary,
    pPremises,
    mode: input.mode,
    argumentType,
    ...mode.debug,
    notes,
    rows: { premiseIds: network.premiseIds, weights, conditionals },
    rawInputs: input,
  };
  if (input.mode === 'truth_table')
    debugData.truthTableData = { rowValues: conditionalRowProbabilities };
  return {
    pC,
    pCGivenPremises,
    pCGivenNotPremises,
    pPremises,
    pNotPremises,
    formula,
    debugData,
    conditionalRowProbabilities,
  };
}

function evaluateMode(
  input: EvaluationInput,
  network: PremiseNetwork,
  pPremises: number,
  deductive: boolean,
): ModeResult {
  const n = network.premiseIds.length;
  const rows = 2 ** n;
  switch (input.mode) {
    case 'fallback': {
      const pCGivenPremises = deductive
        ? 1
        : clampFallback(finiteOrUndefined(input.pCGivenPremises) ?? DEFAULT_P_C_GIVEN_PREMISES);
      const pCGivenNotPremises = clampFallback(
        finiteOrUndefined(input.pCGivenNotPremises) ?? DEFAULT_P_C_GIVEN_NOT_PREMISES,
      );
      return {
        conditionals: twoLevelTable(rows, pCGivenPremises, pCGivenNotPremises),
        pCGivenNotPremises,
        debug: {},
      };
    }
    case 'direct':
      return evaluateDirect(input, network, pPremises, deductive);
    case 'bayesian': {
      const sliders = readSliders(network.premiseIds, input.bayesianNetworkData, {
        forward: DEFAULT_BAYESIAN_FORWARD,
        reverse: DEFAULT_BAYESIAN_REVERSE,
      });
      const conditionalProbabilities = byPremise(network.premiseIds, sliders.forward);
      const reverseConditionalProbabilities = byPremise(network.premiseIds, sliders.reverse);
      const fit = fitBayesianSliders(network, {
        conditionalProbabilities,
        reverseConditionalProbabilities,
      });
      const conditionals = noisyOrTable(fit.model);
      if (deductive) conditionals[rows - 1] = 1;
      const bayesianNetworkData: BayesianDebugData = {
        conditionalProbabilities,
        reverseConditionalProbabilities,
        model: { leak: fit.model.leak, powers: byPremise(network.premiseIds, fit.model.powers) },
        fitError: fit.error,
        fitIterations: fit.iterations,
      };
      return { conditionals, debug: { bayesianNetworkData } };
    }
    case 'truth_table': {
      const { values, ignoredKeys } = readRowValues(input.truthTableData?.rowValues, n, {
        allTrue: UNDEFINED_TABLE_ALL_TRUE,
        other: UNDEFINED_TABLE_OTHER,
      });
      const notes = ignoredKeys.length
        ? [
            ...network.summary.notes,
            `Ignored ${ignoredKeys.length} truth-table row(s) that do not fit ${n} premises.`,
          ]
        : network.summary.notes;
      // A table passed in as an engine view is shared: copy before the deductive override writes.
      const conditionals = deductive ? Float64Array.from(values) : values;
      if (deductive) conditionals[rows - 1] = 1;
      return { conditionals, debug: { notes } };
    }
    default:
      throw new Error(`Unknown evaluation mode "${String((input as { mode: unknown }).mode)}".`);
  }
}

/** The direct-mode selection rule and the row conditionals that reproduce its P(C). */
function evaluateDirect(
  input: EvaluationInput,
  network: PremiseNetwork,
  pPremises: number,
  deductive: boolean,
): ModeResult {
  const strength = deductive ? 1 : probabilityOr(input.pCGivenPremises, DEFAULT_P_C_GIVEN_PREMISES);
  const standardCalculation = strength * pPremises;
  let lowestPremise: { id: string; value: number } | undefined;
  for (const id of network.premiseIds) {
    const value = network.summary.premiseValues[id]!.input;
    if (!lowestPremise || value < lowestPremise.value) lowestPremise = { id, value };
  }
  const prior = finiteOrUndefined(input.prior);
  let pC = standardCalculation;
  let selectedBy: DirectSelection = 'standard_calculation';
  if (lowestPremise && lowestPremise.value < pC) {
    pC = lowestPremise.value;
    selectedBy = 'lowest_premise';
  }
  if (prior !== undefined && clamp01(prior) > pC) {
    pC = clamp01(prior);
    selectedBy = 'prior';
  }
  const { whenTrue, whenFalse } = effectiveDirectConditionals(pC, pPremises, strength);
  const rows = 2 ** network.premiseIds.length;
  return {
    conditionals: twoLevelTable(rows, whenTrue, whenFalse),
    pCGivenNotPremises: whenFalse,
    debug: {
      selectedBy,
      ...(prior !== undefined ? { priorConfidence: clamp01(prior) } : {}),
      ...(lowestPremise ? { lowestPremise } : {}),
      standardCalculation,
    },
    formula: ({ pC: result }) =>
      `P(C) = max(prior, min(lowest premise, P(C|Premises) × P(Premises))) = max(${
        prior === undefined ? '—' : formatNumber(clamp01(prior))
      }, min(${lowestPremise ? formatNumber(lowestPremise.value) : '—'}, ${formatNumber(strength)} × ${formatNumber(
        pPremises,
      )})) = ${formatNumber(result)} (${selectedBy})`,
  };
}

/**
 * Direct mode's P(C) is a selection, not a total probability, so its rows are given the
 * conditionals closest to the user's (P(C|Premises) = strength, P(C|¬Premises) = 0, which is
 * what `strength × P(Premises)` assumes) that yield exactly that P(C): the all-true row is scaled
 * down when P(C) is below the standard calculation; otherwise the other rows carry the excess,
 * and the all-true row only what they cannot.
 */
export function effectiveDirectConditionals(
  pC: number,
  pPremises: number,
  strength: number,
): { whenTrue: number; whenFalse: number } {
  const otherWeight = 1 - pPremises;
  if (pC <= strength * pPremises) {
    return { whenTrue: pPremises > 0 ? clamp01(pC / pPremises) : strength, whenFalse: 0 };
  }
  if (otherWeight <= 0) return { whenTrue: clamp01(pC), whenFalse: 0 };
  const whenFalse = Math.min(1, (pC - strength * pPremises) / otherWeight);
  const whenTrue = pPremises > 0 ? clamp01((pC - whenFalse * otherWeight) / pPremises) : strength;
  return { whenTrue, whenFalse };
}

/** The all-true row at `whenTrue`, every other row at `whenFalse`. */
function twoLevelTable(rows: number, whenTrue: number, whenFalse: number): Float64Array {
  const table = new Float64Array(rows).fill(whenFalse);
  table[rows - 1] = whenTrue;
  return table;
}
