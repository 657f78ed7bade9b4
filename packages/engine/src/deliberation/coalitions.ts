import { DEFAULT_P_C_GIVEN_NOT_PREMISES, DEFAULT_P_C_GIVEN_PREMISES } from '../constants';
import { clamp01, compensatedSum, finiteOrUndefined, probabilityOr } from '../probability/clamp';
import { parentLists } from '../probability/dependencies';
import { evaluateArgument } from '../probability/evaluate';
import { clampFallback } from '../probability/fallback';
import { rowWeights } from '../probability/joint';
import { buildPremiseNetwork } from '../probability/network';
import { MAX_TABLE_PREMISES } from '../probability/rows';
import type { CalculatedValues, EvaluationInput } from '../probability/types';
import { effectiveArgumentType, effectiveCredence } from './shared';

/**
 * The value of a coalition, for the Shapley split of {@link cruxes}: P(C) of one side's
 * inference settings with a mix of both sides' premise credences. A split of k parts needs 2^k
 * of them, so each is computed with as little as the mode allows (and tested against
 * `evaluateArgument`, which it must equal to rounding).
 */

/**
 * Fallback mode's two conditionals as `evaluateArgument` uses them, for an input whose P(C) is the
 * closed form `P·whenTrue + (1 − P)·whenFalse` with `P` the product of the credences (see
 * {@link closedFormOf}).
 */
export interface ClosedForm {
  /**
   * P(C|Premises): 1 for a deductive argument, else `pCGivenPremises` (0.9 when absent) clamped
   * to 0.01..0.99.
   */
  whenTrue: number;
  /** P(C|¬Premises): `pCGivenNotPremises` (0.2 when absent) clamped to 0.01..0.99. */
  whenFalse: number;
}

/**
 * The closed form of `input`'s P(C), when it has one: fallback mode with independent premises.
 *
 * `evaluateArgument` weighs every row by the premise network and, in fallback mode, gives the
 * all-true row P(C|Premises) and every other row P(C|¬Premises); with no premise depending on
 * another claim the network is the product of the credences, so its P(C) is
 * `clamp01(P·s + (1 − P)·f)` with `P = Πᵢ pᵢ` — equal to the 2ⁿ-row sum up to rounding (a unit or
 * two in the last place). The conditions, all of them:
 *
 * - `mode` is `'fallback'` (`'direct'` is a different rule, a selection capped by the lowest
 *   premise and floored by the prior; the Bayesian and truth-table modes have other rows);
 * - no premise has a parent: `dependencies` absent or naming no parent of a premise (empty lists,
 *   entries for ids that are not premises). `premiseConditionals` and `externalClaims` are then
 *   never read by the engine, so they may be anything;
 * - at most 24 premises, with distinct ids (otherwise `evaluateArgument` throws, and still does:
 *   such inputs are left to it).
 *
 * Then `s` is 1 for a DEDUCTIVE argument (as `evaluateArgument` reads the type: an unknown type is
 * DEDUCTIVE) and otherwise `pCGivenPremises`, `f` is `pCGivenNotPremises`, each 0.9 and 0.2 when
 * not a finite number and clamped to 0.01..0.99; each pᵢ is the credence as the engine reads it
 * (clamped to [0, 1], 0.5 when absent). `prior`, `truthTableData` and `bayesianNetworkData` play
 * no part in fallback mode.
 */
export function closedFormOf(input: EvaluationInput): ClosedForm | undefined {
  if (input.mode !== 'fallback') return undefined;
  const n = input.premises.length;
  if (n > MAX_TABLE_PREMISES) return undefined;
  const ids = input.premises.map((premise) => premise.id);
  if (new Set(ids).size !== n) return undefined;
  if (parentLists(ids, input.dependencies).some((parents) => parents.length > 0)) return undefined;
  return {
    whenTrue:
      effectiveArgumentType(input) === 'DEDUCTIVE'
        ? 1
        : clampFallback(finiteOrUndefined(input.pCGivenPremises) ?? DEFAULT_P_C_GIVEN_PREMISES),
    whenFalse: clampFallback(
      finiteOrUndefined(input.pCGivenNotPremises) ?? DEFAULT_P_C_GIVEN_NOT_PREMISES,
    ),
  };
}

/** `clamp01(P·whenTrue + (1 − P)·whenFalse)` with `P` the product of `credences`: O(n). */
export function closedFormValue(form: ClosedForm, credences: ArrayLike<number>): number {
  let pPremises = 1;
  for (let j = 0; j < credences.length; j++) pPremises *= credences[j]!;
  return clamp01(pPremises * form.whenTrue + (1 - pPremises) * form.whenFalse);
}

/**
 * What the deliberation functions need of one evaluation: P(C) and the P(C|Premises),
 * P(C|¬Premises) that `evaluateArgument` reports.
 */
export interface Evaluation {
  pC: number;
  pCGivenPremises: number;
  pCGivenNotPremises: number;
  /** `evaluateArgument`'s answer, when it was called (not for the closed form). */
  full: CalculatedValues | undefined;
}

/**
 * `input`'s evaluation: from the closed form in O(n) when it has one ({@link closedFormOf}: P(C)
 * equal to `evaluateArgument`'s to rounding), otherwise {@link exactEvaluation}.
 */
export function evaluationOf(input: EvaluationInput): Evaluation {
  const form = closedFormOf(input);
  if (!form) return exactEvaluation(input);
  return {
    pC: closedFormValue(form, Float64Array.from(input.premises, effectiveCredence)),
    pCGivenPremises: form.whenTrue,
    pCGivenNotPremises: form.whenFalse,
    full: undefined,
  };
}

/** `evaluateArgument(input)`, always over the 2ⁿ rows. */
export function exactEvaluation(input: EvaluationInput): Evaluation {
  const full = evaluateArgument(input);
  return {
    pC: full.pC,
    pCGivenPremises: full.pCGivenPremises,
    pCGivenNotPremises: full.pCGivenNotPremises,
    full,
  };
}

/** One side of a comparison, with what every coalition value needs precomputed. */
export interface Side {
  input: EvaluationInput;
  /** Each premise's credence as the engine reads it. */
  credences: Float64Array;
  /** The side's own P(C): the value of the coalition of all its parts. */
  pC: number;
  /**
   * - `'closed'`: fallback mode with independent premises, `P·s + (1 − P)·f` with `closed`
   *   ({@link closedFormOf});
   * - `'rows'`: other fallback inputs and the truth-table mode, whose P(C|row) do not depend on the
   *   credences: P(C) = Σ weight·P(C|row) with `conditionals`;
   * - `'direct'`: `max(prior, min(lowest premise, strength·P(Premises)))` with `direct`;
   * - `'full'`: the Bayesian mode, whose fit depends on the credences: evaluated in full.
   */
  kind: 'closed' | 'rows' | 'direct' | 'full';
  /** The two conditionals of the closed form (`'closed'` only). */
  closed: ClosedForm | undefined;
  /** P(C|row) for every row (`'rows'` only). */
  conditionals: Float64Array | undefined;
  /** Direct mode's strength (1 for a deductive argument) and prior floor (`'direct'` only). */
  direct: { strength: number; prior: number | undefined } | undefined;
  /**
   * Premises linked by a dependency (`'rows'` and `'direct'`), in premise order; empty when every
   * row's weight is a plain product of credences.
   */
  linked: readonly number[];
  /** Whether each premise is linked. */
  isLinked: Uint8Array;
  /**
   * Per credences of the linked premises: the row weights with every unlinked premise's factor
   * taken out (times P(C|row) for `'rows'`). See {@link coalitionValue}.
   */
  linkedTables: Map<string, Float64Array>;
}

/** Linked-premise tables kept per side; beyond this the cache starts again. */
const MAX_LINKED_TABLES = 256;

/**
 * Precomputes a side. `evaluation` (default {@link evaluationOf}) gives the side's own P(C); pass
 * {@link exactEvaluation} for `evaluateArgument`'s, or an evaluation already made.
 */
export function sideOf(input: EvaluationInput, evaluation = evaluationOf(input)): Side {
  const credences = Float64Array.from(input.premises, effectiveCredence);
  const closed = closedFormOf(input);
  if (closed)
    return {
      input,
      credences,
      pC: evaluation.pC,
      kind: 'closed',
      closed,
      conditionals: undefined,
      direct: undefined,
      linked: [],
      isLinked: new Uint8Array(credences.length),
      linkedTables: new Map(),
    };
  const kind =
    input.mode === 'fallback' || input.mode === 'truth_table'
      ? 'rows'
      : input.mode === 'direct'
        ? 'direct'
        : 'full';
  const prior = finiteOrUndefined(input.prior);
  const groupOf = kind === 'full' ? undefined : buildPremiseNetwork(input).groupOf;
  const isLinked = Uint8Array.from(input.premises, (_, j) => (groupOf && groupOf[j]! >= 0 ? 1 : 0));
  return {
    input,
    credences,
    pC: evaluation.pC,
    kind,
    closed: undefined,
    conditionals:
      kind === 'rows'
        ? (evaluation.full ?? evaluateArgument(input)).debugData.rows.conditionals
        : undefined,
    direct:
      kind === 'direct'
        ? {
            strength:
              effectiveArgumentType(input) === 'DEDUCTIVE'
                ? 1
                : probabilityOr(input.pCGivenPremises, DEFAULT_P_C_GIVEN_PREMISES),
            prior: prior === undefined ? undefined : clamp01(prior),
          }
        : undefined,
    linked: input.premises.flatMap((_, j) => (isLinked[j] ? [j] : [])),
    isLinked,
    linkedTables: new Map(),
  };
}

/**
 * P(C) of `side`'s inference settings with the premise credences `credences` (`scratch`: room
 * for 2ⁿ numbers, used by `'rows'` sides only).
 *
 * - Fallback mode with independent premises: the closed form `P·s + (1 − P)·f`, O(n).
 * - Other fallback inputs and the truth-table mode: P(C) = Σ weight·P(C|row) with the side's rows.
 *   With no dependencies the weights are products of credences, summed out one premise at a time
 *   (2ⁿ multiply-adds). With dependencies, the weight of a row is the product of the unlinked
 *   premises' factors and the linked groups' joint, which depends only on the linked premises'
 *   credences: the premise network is built once per set of linked credences (with the unlinked
 *   premises at 0.5, whose factors 0.5 are then taken out exactly by powers of two), multiplied
 *   by P(C|row) and kept; each coalition then sums the unlinked premises out of that table.
 * - Direct mode: `max(prior, min(lowest credence, strength·P(Premises)))` with P(Premises) the
 *   product of the unlinked credences and the linked groups' all-true joint — the value that
 *   `evaluateArgument`'s effective row conditionals reproduce.
 * - Bayesian mode: `evaluateArgument` in full.
 */
export function coalitionValue(side: Side, credences: Float64Array, scratch: Float64Array): number {
  if (side.kind === 'closed') return closedFormValue(side.closed!, credences);
  if (side.kind === 'full') {
    const input: EvaluationInput = {
      ...side.input,
      premises: side.input.premises.map((premise, j) => ({
        ...premise,
        probability: credences[j]!,
      })),
    };
    return evaluateArgument(input).pC;
  }
  const n = credences.length;
  if (side.linked.length === 0) {
    if (side.kind === 'rows') return clamp01(sumOutLast(side.conditionals!, credences, scratch));
    let pPremises = 1;
    for (let j = 0; j < n; j++) pPremises *= credences[j]!;
    return directSelection(side.direct!, pPremises, credences);
  }
  const table = linkedTable(side, credences);
  if (side.kind === 'direct') {
    let pPremises = table[table.length - 1]!;
    for (let j = 0; j < n; j++) if (!side.isLinked[j]) pPremises *= credences[j]!;
    return directSelection(side.direct!, pPremises, credences);
  }
  scratch.set(table);
  let size = table.length;
  // Premise j is bit n − 1 − j of the row number: summing out from the first premise (the highest
  // bit) leaves the lower bits where they are.
  for (let j = 0; j < n; j++) {
    if (side.isLinked[j]) continue;
    const span = 2 ** (n - 1 - j);
    const p = credences[j]!;
    const q = 1 - p;
    size /= 2;
    for (let high = 0; high < size; high += span)
      for (let low = 0; low < span; low++)
        scratch[high + low] = q * scratch[2 * high + low]! + p * scratch[2 * high + span + low]!;
  }
  return clamp01(compensatedSum(scratch.subarray(0, size)));
}

/**
 * The side's row weights with the unlinked premises' factors taken out, for the linked premises'
 * credences in `credences` (times P(C|row) in fallback and truth-table modes). Cached per side.
 */
function linkedTable(side: Side, credences: Float64Array): Float64Array {
  const key = side.linked.map((j) => credences[j]!).join(',');
  const cached = side.linkedTables.get(key);
  if (cached) return cached;
  const n = credences.length;
  const input: EvaluationInput = {
    ...side.input,
    premises: side.input.premises.map((premise, j) => ({
      ...premise,
      probability: side.isLinked[j] ? credences[j]! : 0.5,
    })),
  };
  const table = rowWeights(buildPremiseNetwork(input));
  const scale = 2 ** (n - side.linked.length);
  const conditionals = side.conditionals;
  for (let row = 0; row < table.length; row++)
    table[row] = table[row]! * scale * (conditionals ? conditionals[row]! : 1);
  if (side.linkedTables.size >= MAX_LINKED_TABLES) side.linkedTables.clear();
  side.linkedTables.set(key, table);
  return table;
}

/** Direct mode's rule: the standard calculation, capped by the lowest premise, floored by the prior. */
function directSelection(
  { strength, prior }: { strength: number; prior: number | undefined },
  pPremises: number,
  credences: Float64Array,
): number {
  let pC = strength * pPremises;
  for (let j = 0; j < credences.length; j++) if (credences[j]! < pC) pC = credences[j]!;
  if (prior !== undefined && prior > pC) pC = prior;
  return clamp01(pC);
}

/**
 * Σ_rows Π(credence or 1 − credence)·P(C|row) for independent premises: the last premise (the
 * row number's lowest bit) is summed out first, halving the table each time.
 */
function sumOutLast(
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
