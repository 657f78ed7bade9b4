import { finiteOrUndefined } from '../probability/clamp';
import type { EvaluationInput } from '../probability/types';
import { coalitionValue, exactEvaluation, type Side, sideOf } from './coalitions';
import { evaluateGroup } from './group';
import type { PoolOptions } from './pool';
import { productGameShapley, shapleyValues } from './shapley';
import { assertSamePremises, effectiveArgumentType, effectiveTable, sameData } from './shared';

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

/**
 * The most parts {@link cruxes} splits a difference among by listing coalitions: 2^16 evaluations
 * at most. Not a limit for two inputs in fallback mode with independent premises, whose shares
 * come from the closed form in k³ steps (up to the 24 premises `evaluateArgument` takes and the
 * inference settings: 25 parts).
 */
export const MAX_CRUX_PARTS = 16;

/** Shares smaller than this are rounding in the evaluations (P(C) is good to ~1e-16): 0. */
const ROUNDING_NOISE = 1e-15;

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
 * Parts that do not differ are left out of `shares`; a part that differs but never moves P(C) is
 * listed with share 0 (a share under 1e-15 in size is rounding in the evaluations, and reported
 * as 0). Shares come largest |share| first; ties in premise order, the inference
 * part after the premises.
 *
 * `difference` is `evaluateArgument(to).pC − evaluateArgument(from).pC`: both ends are evaluated
 * over their 2ⁿ rows ({@link groupCruxes} takes the closed form's P(C) where it applies).
 *
 * When both inputs are in fallback mode with independent premises (the closed form of
 * `groupEvaluation`: no premise has a parent in `dependencies`), a coalition T's value is
 * `f_T + (s_T − f_T)·Π pⱼ` — a game of the inference part alone plus a product game — and the
 * shares are computed from that form in k³ steps, without listing coalitions: exact (to rounding,
 * tested against the enumeration and against `evaluateArgument`), and for any number of parts.
 *
 * Otherwise exact for up to {@link MAX_CRUX_PARTS} differing parts: 2^k coalition values for k
 * parts. Each costs, for a side of the closed form, a product of n credences; in other fallback
 * inputs and the truth-table mode, a pass over the 2ⁿ rows (with dependencies, the premise
 * network's weights too); in direct mode a product of credences (or the network); in the
 * Bayesian mode a full `evaluateArgument`, whose noisy-OR fit takes tens of milliseconds for
 * several premises. Throws a `RangeError` for more parts (naming the count) or when the two
 * inputs do not have the same premise ids in the same order.
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
  const { difference, shares } = shapleyBetween(
    sideOf(from, exactEvaluation(from)),
    sideOf(to, exactEvaluation(to)),
    'cruxes',
  );
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
 * Each member's and the pool's P(C) are those of {@link groupEvaluation} (the closed form for
 * fallback mode with independent premises), so the splits are `cruxes(pooledInput, member)`'s to
 * rounding. For 50 such members at 16 premises (17 parts each) this takes a millisecond or two.
 *
 * Throws what {@link groupEvaluation} throws, and a `RangeError` when a member differs from the
 * pooled input in more than {@link MAX_CRUX_PARTS} parts (outside the closed form).
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
  const closed = from.kind === 'closed' && to.kind === 'closed';
  if (k > MAX_CRUX_PARTS && !closed) {
    const what = who ? `${who} differs from the pooled input in ${k} parts` : `${k} parts differ`;
    throw new RangeError(
      `${caller}: ${what}; exact shares are computed for at most ${MAX_CRUX_PARTS}`,
    );
  }
  const difference = to.pC - from.pC;
  if (k === 0) return { difference, shares: [] };

  const phi = closed
    ? closedFormShares(from, to, premiseParts, inferenceDiffers)
    : enumeratedShares(from, to, premiseParts, inferenceDiffers);
  // A share this small is rounding in the evaluations, not an effect: it is reported as 0.
  const share = (bit: number) => (Math.abs(phi[bit]!) < ROUNDING_NOISE ? 0 : phi[bit]!);
  const shares: RankedShare[] = premiseParts.map((j, bit) => ({
    part: { kind: 'premise', premiseId: from.input.premises[j]!.id },
    share: share(bit),
    order: j,
  }));
  if (inferenceDiffers) shares.push({ part: { kind: 'inference' }, share: share(k - 1), order: n });
  shares.sort((a, b) => Math.abs(b.share) - Math.abs(a.share) || a.order - b.order);
  return { difference, shares };
}

/**
 * The Shapley values of the parts by their 2^k coalitions, each valued by {@link coalitionValue}:
 * premise part `bit` is `premiseParts[bit]`, the inference part (when it differs) is the last.
 */
function enumeratedShares(
  from: Side,
  to: Side,
  premiseParts: readonly number[],
  inferenceDiffers: boolean,
): Float64Array {
  const k = premiseParts.length + (inferenceDiffers ? 1 : 0);
  const size = 2 ** k;
  const values = new Float64Array(size);
  const inferenceBit = inferenceDiffers ? 1 << premiseParts.length : 0;
  // Credences that do not differ are the same on both sides: only the differing ones are set.
  const credences = Float64Array.from(from.credences);
  const scratch = new Float64Array(
    from.kind === 'rows' || to.kind === 'rows' ? 2 ** credences.length : 0,
  );
  values[0] = from.pC;
  values[size - 1] = to.pC;
  for (let mask = 1; mask < size - 1; mask++) {
    for (let bit = 0; bit < premiseParts.length; bit++) {
      const j = premiseParts[bit]!;
      credences[j] = mask & (1 << bit) ? to.credences[j]! : from.credences[j]!;
    }
    values[mask] = coalitionValue(mask & inferenceBit ? to : from, credences, scratch);
  }
  return shapleyValues(values, k);
}

/**
 * The Shapley values of the parts (numbered as in {@link enumeratedShares}) when both sides are
 * of the closed form, without the 2^k coalitions. A coalition T's value is
 * `f_T + (s_T − f_T)·c·Π_{j differing} (j ∈ T ? to's pⱼ : from's pⱼ)`, with `s_T`, `f_T` the
 * conditionals of the side whose inference settings T holds and `c` the product of the credences
 * both sides share. That is a game of the inference part alone (`f_T`: it gets `f_to − f_from`)
 * plus a product game in which the inference part brings the factor `s − f` of its side (when
 * the settings do not differ, `s − f` is common to every coalition and joins `c`): its values come
 * from {@link productGameShapley} in k³ steps. The same values as the enumeration, to rounding.
 */
function closedFormShares(
  from: Side,
  to: Side,
  premiseParts: readonly number[],
  inferenceDiffers: boolean,
): Float64Array {
  const k = premiseParts.length + (inferenceDiffers ? 1 : 0);
  const alpha = new Float64Array(k);
  const beta = new Float64Array(k);
  const differs = new Uint8Array(from.credences.length);
  premiseParts.forEach((j, bit) => {
    differs[j] = 1;
    alpha[bit] = to.credences[j]!;
    beta[bit] = from.credences[j]!;
  });
  const fromForm = from.closed!;
  const toForm = to.closed!;
  let common = 1;
  for (let j = 0; j < from.credences.length; j++) if (!differs[j]) common *= from.credences[j]!;
  if (inferenceDiffers) {
    alpha[k - 1] = toForm.whenTrue - toForm.whenFalse;
    beta[k - 1] = fromForm.whenTrue - fromForm.whenFalse;
  } else common *= fromForm.whenTrue - fromForm.whenFalse;
  const phi = productGameShapley(alpha, beta);
  for (let part = 0; part < k; part++) phi[part] = phi[part]! * common;
  if (inferenceDiffers) phi[k - 1] = phi[k - 1]! + (toForm.whenFalse - fromForm.whenFalse);
  return phi;
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
