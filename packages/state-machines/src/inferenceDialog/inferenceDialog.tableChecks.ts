import {
  bidirectionalConsistency,
  buildPremiseNetwork,
  MAX_TABLE_PREMISES,
  NEAR_ZERO,
  rowKey,
  rowWeights,
  truthTableFromBayesian,
} from '@credence/engine';
import { evaluationInput } from './inferenceDialog.sync';
import type {
  DialogBayesianSliders,
  DialogRowValues,
  InferenceDialogContext,
} from './inferenceDialog.types';

/** A truth-table row the credences make (almost) impossible but that carries a P(C | row). */
export interface NearZeroRow {
  key: string;
  /** P(row) under the premises' credences and dependencies, below 0.001. */
  weight: number;
  /** The P(C | row) set for it. */
  value: number;
}

/** The two checks of the spec the truth table is held to, for its violations notice. */
export interface TruthTableChecks {
  /**
   * Rows whose probability is below 0.001 yet carry a non-zero P(C | row): such a value cannot
   * matter to P(C) and is not a belief about anything that can happen.
   */
  nearZeroRows: NearZeroRow[];
  /**
   * The table against the one the Bayesian sliders generate: consistent when they differ by less
   * than 0.05 anywhere (the spec's bidirectional check).
   */
  consistency: { maxDifference: number; consistent: boolean };
}

/**
 * The spec's truth-table checks for the dialog's table as shown (`rows`) and its Bayesian
 * sliders: the near-zero-row rule and the truth-table ↔ Bayesian consistency. Null when there is
 * no table to check (no premises, too many, or a dependency cycle the engine refuses).
 */
export function truthTableChecks(
  context: InferenceDialogContext,
  rows: DialogRowValues,
  sliders: DialogBayesianSliders,
): TruthTableChecks | null {
  const n = context.premises.length;
  if (n === 0 || n > MAX_TABLE_PREMISES) return null;
  try {
    const { premises, dependencies, premiseConditionals, externalClaims } = evaluationInput(
      context,
      'truth_table',
    );
    const input = { premises, dependencies, premiseConditionals, externalClaims };
    const network = buildPremiseNetwork(input);
    const weights = rowWeights(network);
    const nearZeroRows: NearZeroRow[] = [];
    for (let row = 0; row < weights.length; row++) {
      const key = rowKey(row, n);
      const value = rows[key] ?? 0;
      if (weights[row]! < NEAR_ZERO && value > NEAR_ZERO) {
        nearZeroRows.push({ key, weight: weights[row]!, value });
      }
    }
    const generated = truthTableFromBayesian({ ...input, ...sliders }, network).rowValues;
    const { maxDifference, consistent } = bidirectionalConsistency(rows, generated);
    return { nearZeroRows, consistency: { maxDifference, consistent } };
  } catch {
    return null;
  }
}
