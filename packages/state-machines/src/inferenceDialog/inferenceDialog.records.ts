import { baseClaimId, isNegatedId, negationId } from '@credence/engine';
import type {
  DialogBayesianSliders,
  DialogConditionalRecord,
  DialogRowValues,
} from './inferenceDialog.types';

/** A value a reset may use: a finite number from 0 to 1 (spec §5). */
export function isProbability(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Whether two claim lists name the same claims, in any order. */
function sameClaims(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** Records about the conclusion (its only consequent) with a usable probability, oldest first. */
function conclusionRecords(records: readonly DialogConditionalRecord[], conclusionId: string) {
  return records
    .filter(
      (record) =>
        sameClaims(record.consequentClaims, [conclusionId]) &&
        isProbability(record.conditionalProbability),
    )
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** The newest usable P(C | antecedents) among the records, if any. */
function storedValue(
  records: readonly DialogConditionalRecord[],
  conclusionId: string,
  antecedents: readonly string[],
): number | undefined {
  const newestFirst = conclusionRecords(records, conclusionId).reverse();
  return newestFirst.find((record) => sameClaims(record.antecedentClaims, antecedents))
    ?.conditionalProbability;
}

/**
 * The stored fallback values: P(C|Premises) from the record whose antecedent is the conjunction
 * of all premises, P(C|¬Premises) from the one whose antecedent is the conjunction of the negated
 * premises. Absent (or out of 0..1) values are left out; with no premises there are none.
 */
export function fallbackValuesFromRecords(
  records: readonly DialogConditionalRecord[],
  conclusionId: string,
  premiseIds: readonly string[],
): { pCGivenPremises?: number; pCGivenNotPremises?: number } {
  if (premiseIds.length === 0) return {};
  const pCGivenPremises = storedValue(records, conclusionId, premiseIds);
  const pCGivenNotPremises = storedValue(records, conclusionId, premiseIds.map(negationId));
  return {
    ...(pCGivenPremises === undefined ? {} : { pCGivenPremises }),
    ...(pCGivenNotPremises === undefined ? {} : { pCGivenNotPremises }),
  };
}

/** The stored Bayesian sliders: P(C|Pᵢ) from records on [Pᵢ], P(C|¬Pᵢ) from records on [¬Pᵢ]. */
export function bayesianSlidersFromRecords(
  records: readonly DialogConditionalRecord[],
  conclusionId: string,
  premiseIds: readonly string[],
): DialogBayesianSliders {
  const sliders: DialogBayesianSliders = {
    conditionalProbabilities: {},
    reverseConditionalProbabilities: {},
  };
  for (const id of premiseIds) {
    const forward = storedValue(records, conclusionId, [id]);
    const reverse = storedValue(records, conclusionId, [negationId(id)]);
    if (forward !== undefined) sliders.conditionalProbabilities[id] = forward;
    if (reverse !== undefined) sliders.reverseConditionalProbabilities[id] = reverse;
  }
  return sliders;
}

/**
 * The stored truth-table rows: a record whose antecedent names every premise once, plainly or
 * negated, is the row with those truth values (the newest record wins).
 */
export function rowValuesFromRecords(
  records: readonly DialogConditionalRecord[],
  conclusionId: string,
  premiseIds: readonly string[],
): DialogRowValues {
  const position = new Map(premiseIds.map((id, index) => [id, index]));
  const rows: DialogRowValues = {};
  if (premiseIds.length === 0) return rows;
  for (const record of conclusionRecords(records, conclusionId)) {
    if (record.antecedentClaims.length !== premiseIds.length) continue;
    const bits = new Array<string>(premiseIds.length).fill('');
    for (const claim of record.antecedentClaims) {
      const index = position.get(baseClaimId(claim));
      if (index !== undefined && bits[index] === '') bits[index] = isNegatedId(claim) ? '0' : '1';
    }
    if (bits.every((bit) => bit !== '')) rows[bits.join('')] = record.conditionalProbability;
  }
  return rows;
}
