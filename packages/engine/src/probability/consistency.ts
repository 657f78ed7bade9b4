import {
  BAYES_ADVICE_THRESHOLD,
  BIDIRECTIONAL_TOLERANCE,
  DEFAULT_PREMISE_PROBABILITY,
  TOLERANCE,
} from '../constants';
import { clamp01, finiteOrUndefined, probabilityOr } from './clamp';
import { formatNumber } from './format';
import type { BayesianNetworkInput, PremiseInput, RowValues } from './types';

/** A premise whose sliders imply a different P(C) than expected. */
export interface BayesViolation {
  premiseId: string;
  /** The P(C) the others agree on (or the given one). */
  expected: number;
  /** `P(C|Pᵢ)·P(Pᵢ) + P(C|¬Pᵢ)·(1 − P(Pᵢ))`. */
  calculated: number;
  difference: number;
  /** The banner text: the mismatch, then advice (above 0.05) or a minor-discrepancy note. */
  message: string;
}

/** Result of {@link bayesConsistency}. */
export interface BayesConsistency {
  /** Premise id → the P(C) its two sliders imply. */
  implied: Record<string, number>;
  /** The reference P(C): the one given, else the mean of the implied values. */
  expected: number;
  maxDifference: number;
  /** True when every implied P(C) is within 0.001 of the reference. */
  isConsistent: boolean;
  /** Differences above 0.001 only (smaller ones need no correction and are not listed). */
  violations: BayesViolation[];
}

/** Input of {@link bayesConsistency}. */
export type BayesConsistencyInput = Partial<BayesianNetworkInput> & {
  premises: readonly PremiseInput[];
  /** The P(C) to compare with; by default the mean of what the premises imply. */
  pC?: number;
  /** Premise id → text, for messages. */
  claimTexts?: Record<string, string>;
};

/**
 * Bayes-theorem coherence: each premise's sliders imply `P(C) = P(C|Pᵢ)·P(Pᵢ) +
 * P(C|¬Pᵢ)·(1 − P(Pᵢ))`; for a coherent set of beliefs these agree. Missing sliders are skipped.
 */
export function bayesConsistency(input: BayesConsistencyInput): BayesConsistency {
  const implied: Record<string, number> = {};
  for (const premise of input.premises) {
    const forward = finiteOrUndefined(input.conditionalProbabilities?.[premise.id]);
    const reverse = finiteOrUndefined(input.reverseConditionalProbabilities?.[premise.id]);
    if (forward === undefined || reverse === undefined) continue;
    const p = probabilityOr(premise.probability, DEFAULT_PREMISE_PROBABILITY);
    implied[premise.id] = clamp01(forward) * p + clamp01(reverse) * (1 - p);
  }
  const values = Object.values(implied);
  const givenPC = finiteOrUndefined(input.pC);
  const expected =
    givenPC !== undefined
      ? clamp01(givenPC)
      : values.length > 0
        ? values.reduce((sum, value) => sum + value, 0) / values.length
        : Number.NaN;
  const violations: BayesViolation[] = [];
  let maxDifference = 0;
  for (const [premiseId, calculated] of Object.entries(implied)) {
    const difference = Math.abs(calculated - expected);
    maxDifference = Math.max(maxDifference, difference);
    if (difference <= TOLERANCE) continue;
    const name = input.claimTexts?.[premiseId] ?? premiseId;
    const advice =
      difference > BAYES_ADVICE_THRESHOLD
        ? `Consider adjusting the two fallback values, P(C|${name}) and P(C|¬${name}), so that they agree with P(C).`
        : 'This is a minor discrepancy.';
    violations.push({
      premiseId,
      expected,
      calculated,
      difference,
      message: `Bayes' theorem mismatch for ${name}: expected P(C) = ${formatNumber(expected)}, calculated ${formatNumber(calculated)} (difference ${formatNumber(difference)}). ${advice}`,
    });
  }
  return { implied, expected, maxDifference, isConsistent: violations.length === 0, violations };
}

/** Whether two truth tables (e.g. the stored one and one regenerated from the Bayesian data) agree. */
export interface BidirectionalConsistency {
  maxDifference: number;
  /** True when the largest difference is below 0.05. */
  consistent: boolean;
}

/** Compares two tables over the keys of the first; a key missing from the second counts fully. */
export function bidirectionalConsistency(
  table: RowValues,
  other: RowValues,
): BidirectionalConsistency {
  let maxDifference = 0;
  for (const [key, value] of Object.entries(table)) {
    const counterpart = other[key];
    const difference = typeof counterpart === 'number' ? Math.abs(value - counterpart) : 1;
    maxDifference = Math.max(maxDifference, difference);
  }
  return { maxDifference, consistent: maxDifference < BIDIRECTIONAL_TOLERANCE };
}
