import { clamp01, dotProduct, finiteOrUndefined } from '../probability/clamp';
import { evaluateArgument } from '../probability/evaluate';
import { rowWeights } from '../probability/joint';
import { buildPremiseNetwork } from '../probability/network';
import type { CalculatedValues, EvaluationInput } from '../probability/types';
import { evaluateGroup } from './group';
import type { PoolOptions } from './pool';
import { shapleyValues } from './shapley';
import {
  assertSamePremises,
  effectiveArgumentType,
  effectiveCredence,
  effectiveTable,
  sameData,
} from './shared';

/**
 * A part of an argument's evaluation that two people can disagree on: one premise's credence, or
 * the inference settings (everything but the premise credences) taken as one.
 */
export type CruxPart = { kind: 'premise'; premiseId: string } | { kind: 'inference' };

/** A part and its share of a difference in P(C) (see {@link cruxes}). */
export interface CruxShare {
  part: CruxPart;
  share: number;
}

/** The most parts {@link cruxes} splits a difference among: 2^16 evaluations at most. */
export const MAX_CRUX_PARTS = 16;

/**
 * Where two evaluations of one argument disagree, and how much each disagreement moves the
 * conclusion: the difference `P_to(C) − P_from(C)` split among the parts that differ, by exact
 * Shapley values.
 *
 * The parts are each premise's credence (as the engine reads it: absent is 0.5) and the
 * inference settings as ONE part: the mode, `pCGivenPremises`, `pCGivenNotPremises`, `prior`,
 * `argumentType`, `bayesianNetworkData`, `truthTableData` (compared as the engine reads the
 * table), and also `dependencies`, `premiseConditionals` and `externalClaims` — everything but the
 * premise credences. The value of a set S of parts is the P(C) of `from` with the parts in S
 * taken from `to`; a part's share is its marginal effect `v(S ∪ {part}) − v(S)` averaged over
 * every order in which the parts could be switched from `from`'s to `to`'s. So the shares add up
 * to the difference (to within 1e-12), a part whose switch never changes P(C) gets 0, and two parts
 * that act alike get equal shares.
 *
 * Parts that do not differ are left out of `shares` (a part that differs but never moves P(C) is
 * listed with share 0). Shares come largest |share| first; ties in premise order, the inference
 * part after the premises.
 *
 * Exact for up to {@link MAX_CRUX_PARTS} differing parts (2^k coalitions, each one evaluation: in
 * fallback and truth-table modes a pass over the 2ⁿ rows, in direct and Bayesian modes a full
 * `evaluateArgument`, the Bayesian fit included). Throws a `RangeError` for more parts (naming the
 * count) or when the two inputs do not have the same premise ids in the same order.
 *
 * @example
 * ```ts
 * const from: EvaluationInput = {
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.6 }],
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * };
 * const to: EvaluationInput = {
 *   ...from,
 *   premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.3 }],
 *   pCGivenPremises: 0.7,
 * };
 * cruxes(from, to);
 * // { difference: -0.243,   (0.335 − 0.578)
 * //   shares: [ { part: { kind: 'premise', premiseId: 'p2' }, share: -0.162 },
 * //             { part: { kind: 'inference' }, share: -0.081 } ] }
 * // p2: ½[(0.389 − 0.578) + (0.335 − 0.47)]; inference: ½[(0.47 − 0.578) + (0.335 − 0.389)]
 * ```
 */
export function cruxes(
  from: EvaluationInput,
  to: EvaluationInput,
): { difference: number; shares: CruxShare[] } {
  assertSamePremises(from, to, 'cruxes', ['from', 'to']);
  const { difference, shares } = shapleyBetween(sideOf(from), sideOf(to), 'cruxes');
  return { difference, shares: shares.map(({ part, share }) => ({ part, share })) };
}

/**
 * Where a group disagrees: the parts of the argument (as in {@link cruxes}) whose disagreement
 * moves the conclusion most, across the members.
 *
 * Takes the pooled input of {@link groupEvaluation} (same `options`), splits each member's
 * difference from it, `cruxes(pooledInput, member)`, and gives each part its mean absolute share
 * over ALL members (a member who agrees with the pool on that part counts 0). Absolute, so that
 * members pulling in opposite directions do not cancel: the question is how much the part
 * divides the group, not which way. Largest first (ties in premise order, inference last); parts
 * with mean 0 are left out. One member: `[]` (nobody to disagree with).
 *
 * Throws what {@link groupEvaluation} throws, and a `RangeError` when a member differs from the
 * pooled input in more than {@link MAX_CRUX_PARTS} parts.
 *
 * @example
 * ```ts
 * const member = (p1: number, p2: number, strength: number): EvaluationInput => ({
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: p1 }, { id: 'p2', probability: p2 }],
 *   pCGivenPremises: strength,
 *   pCGivenNotPremises: 0.2,
 * });
 * groupCruxes([member(0.9, 0.8, 0.9), member(0.9, 0.3, 0.9), member(0.9, 0.55, 0.85)]);
 * // [ { part: { kind: 'premise', premiseId: 'p2' }, share: 0.106 },
 * //   { part: { kind: 'inference' }, share: 0.011 } ]   (p1: every member agrees, left out)
 * ```
 */
export function groupCruxes(
  members: readonly EvaluationInput[],
  options?: PoolOptions,
): CruxShare[] {
  const group = evaluateGroup(members, options, 'groupCruxes');
  if (members.length === 1) return [];
  const pooled = sideOf(group.result.pooledInput, group.pooledEvaluation);
  const totals = new Map<number, { part: CruxPart; total: number }>();
  members.forEach((member, index) => {
    const { shares } = shapleyBetween(
      pooled,
      sideOf(member, group.evaluations[index]),
      'groupCruxes',
      `member ${index}`,
    );
    for (const { part, share, order } of shares) {
      const entry = totals.get(order);
      if (entry) entry.total += Math.abs(share);
      else totals.set(order, { part, total: Math.abs(share) });
    }
  });
  return [...totals]
    .map(([order, { part, total }]) => ({ part, share: total / members.length, order }))
    .filter((entry) => entry.share > 0)
    .sort((a, b) => b.share - a.share || a.order - b.order)
    .map(({ part, share }) => ({ part, share }));
}

/** One side of a comparison, with what every coalition value needs precomputed. */
export interface Side {
  input: EvaluationInput;
  /** Each premise's credence as the engine reads it. */
  credences: Float64Array;
  evaluated: CalculatedValues;
  /**
   * P(C|row) for every row when it does not depend on the credences (fallback and truth-table
   * modes); undefined otherwise.
   */
  conditionals: Float64Array | undefined;
  /** True when no premise has a dependency (each row's weight is a plain product). */
  unlinked: boolean;
}

/** Precomputes a side (pass `evaluated` to reuse an evaluation). */
export function sideOf(input: EvaluationInput, evaluated = evaluateArgument(input)): Side {
  const fixedRows = input.mode === 'fallback' || input.mode === 'truth_table';
  return {
    input,
    credences: Float64Array.from(input.premises, effectiveCredence),
    evaluated,
    conditionals: fixedRows ? evaluated.debugData.rows.conditionals : undefined,
    unlinked: fixedRows && buildPremiseNetwork(input).groupOf.every((group) => group < 0),
  };
}

/** A differing part with its place in the ranking order (premise index; inference last). */
interface RankedShare extends CruxShare {
  order: number;
}

/**
 * The Shapley split of `to.pC − from.pC` among the parts that differ. `who` names `to` in the
 * error for too many parts.
 */
export function shapleyBetween(
  from: Side,
  to: Side,
  caller: string,
  who?: string,
): { difference: number; shares: RankedShare[] } {
  const n = from.credences.length;
  const premiseParts: number[] = [];
  for (let j = 0; j < n; j++) if (from.credences[j] !== to.credences[j]) premiseParts.push(j);
  const inferenceDiffers = !sameInference(from.input, to.input, n);
  const k = premiseParts.length + (inferenceDiffers ? 1 : 0);
  if (k > MAX_CRUX_PARTS) {
    const what = who ? `${who} differs from the pooled input in ${k} parts` : `${k} parts differ`;
    throw new RangeError(
      `${caller}: ${what}; exact shares are computed for at most ${MAX_CRUX_PARTS}`,
    );
  }
  const difference = to.evaluated.pC - from.evaluated.pC;
  if (k === 0) return { difference, shares: [] };

  const size = 2 ** k;
  const values = new Float64Array(size);
  const inferenceBit = inferenceDiffers ? 2 ** premiseParts.length : 0;
  const credences = new Float64Array(n);
  const scratch = new Float64Array(2 ** n);
  values[0] = from.evaluated.pC;
  values[size - 1] = to.evaluated.pC;
  for (let mask = 1; mask < size - 1; mask++) {
    credences.set(from.credences);
    premiseParts.forEach((j, bit) => {
      if (mask & (2 ** bit)) credences[j] = to.credences[j]!;
    });
    values[mask] = coalitionValue(mask & inferenceBit ? to : from, credences, scratch);
  }
  const phi = shapleyValues(values, k);
  const shares: RankedShare[] = premiseParts.map((j, bit) => ({
    part: { kind: 'premise', premiseId: from.input.premises[j]!.id },
    share: phi[bit]!,
    order: j,
  }));
  if (inferenceDiffers) shares.push({ part: { kind: 'inference' }, share: phi[k - 1]!, order: n });
  shares.sort((a, b) => Math.abs(b.share) - Math.abs(a.share) || a.order - b.order);
  return { difference, shares };
}

/**
 * P(C) of `side`'s inference settings with the premise credences `credences`. Fallback and
 * truth-table rows do not depend on the credences, so P(C) = Σ weight·P(C|row) with the side's
 * rows: for unlinked premises the weights are products, summed out one premise at a time (2ⁿ
 * multiply-adds); with dependencies the weights come from the premise network, as in
 * `evaluateArgument`. Other modes are evaluated in full.
 */
export function coalitionValue(side: Side, credences: Float64Array, scratch: Float64Array): number {
  const conditionals = side.conditionals;
  if (conditionals && side.unlinked)
    return clamp01(sumOutPremises(conditionals, credences, scratch));
  const input: EvaluationInput = {
    ...side.input,
    premises: side.input.premises.map((premise, j) => ({ ...premise, probability: credences[j]! })),
  };
  if (!conditionals) return evaluateArgument(input).pC;
  const weights = rowWeights(buildPremiseNetwork(input));
  const allTrue = weights.length - 1;
  // The same sum as evaluateArgument's: the other rows, then the all-true row.
  return clamp01(
    dotProduct(weights.subarray(0, allTrue), conditionals.subarray(0, allTrue)) +
      weights[allTrue]! * conditionals[allTrue]!,
  );
}

/**
 * Σ_rows Π(credence or 1 − credence)·P(C|row) for independent premises: the last premise (the
 * row number's lowest bit) is summed out first, halving the table each time.
 */
function sumOutPremises(
  conditionals: Float64Array,
  credences: Float64Array,
  scratch: Float64Array,
): number {
  let source = conditionals;
  let size = conditionals.length;
  for (let j = credences.length - 1; j >= 0; j--) {
    const p = credences[j]!;
    const q = 1 - p;
    size /= 2;
    for (let row = 0; row < size; row++)
      scratch[row] = q * source[2 * row]! + p * source[2 * row + 1]!;
    source = scratch;
  }
  return source[0]!;
}

/** Whether two inputs' inference settings (everything but the premise credences) are the same. */
export function sameInference(a: EvaluationInput, b: EvaluationInput, n: number): boolean {
  if (a.mode !== b.mode || effectiveArgumentType(a) !== effectiveArgumentType(b)) return false;
  for (const key of ['pCGivenPremises', 'pCGivenNotPremises', 'prior'] as const)
    if (finiteOrUndefined(a[key]) !== finiteOrUndefined(b[key])) return false;
  if (a.truthTableData !== undefined || b.truthTableData !== undefined) {
    const x = effectiveTable(a, n);
    const y = effectiveTable(b, n);
    for (let row = 0; row < x.length; row++) if (x[row] !== y[row]) return false;
  }
  const compared = new Set<string>([
    'premises',
    'mode',
    'argumentType',
    'pCGivenPremises',
    'pCGivenNotPremises',
    'prior',
    'truthTableData',
  ]);
  const rest = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => !compared.has(key)));
  for (const key of rest)
    if (
      !sameData(
        (a as unknown as Record<string, unknown>)[key],
        (b as unknown as Record<string, unknown>)[key],
      )
    )
      return false;
  return true;
}
