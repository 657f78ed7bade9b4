import {
  DEFAULT_BAYESIAN_FORWARD,
  DEFAULT_BAYESIAN_REVERSE,
  DEFAULT_P_C_GIVEN_NOT_PREMISES,
  DEFAULT_P_C_GIVEN_PREMISES,
} from '../constants';
import { finiteOrUndefined, probabilityOr } from '../probability/clamp';
import type { EvaluationInput } from '../probability/types';
import { type Evaluation, evaluationOf } from './coalitions';
import { type PoolOptions, type PreparedPool, poolPrepared, preparePool } from './pool';
import {
  assertSamePremises,
  effectiveArgumentType,
  effectiveCredence,
  effectiveTable,
} from './shared';
import { type Spread, spreadOf } from './spread';

/** What {@link groupEvaluation} returns. */
export interface GroupEvaluation {
  /**
   * Each member's P(C), as `evaluateArgument` gives it (to rounding, for fallback mode with
   * independent premises: see {@link groupEvaluation}), in member order.
   */
  perMember: number[];
  /** `perMember` pooled by the rule: pool the conclusions. */
  computeThenPool: number;
  /** P(C) of `pooledInput`: pool the inputs, then evaluate once. */
  poolThenCompute: number;
  /** `poolThenCompute − computeThenPool`. */
  gap: number;
  /** The one input whose parts were each pooled (see {@link groupEvaluation}). */
  pooledInput: EvaluationInput;
  /** How far apart the members are: per premise (by premise id), and on P(C). */
  spread: { premises: Record<string, Spread>; conclusion: Spread };
}

/** {@link groupEvaluation}'s answer with the evaluations behind it, for reuse. */
export interface EvaluatedGroup {
  result: GroupEvaluation;
  /** Each member's evaluation ({@link evaluationOf}). */
  evaluations: Evaluation[];
  /** The evaluation of `result.pooledInput`. */
  pooledEvaluation: Evaluation;
}

/**
 * Several people's evaluations of one argument, pooled two ways, with their spread.
 *
 * Every member must have the same premise ids in the same order and the same argument type (as
 * `evaluateArgument` reads it: absent is INDUCTIVE); otherwise a `RangeError` names the first
 * difference. `options` are {@link poolCredences}'s, with one weight per member.
 *
 * - `perMember`: each member's P(C); `computeThenPool`: those pooled by the rule.
 * - `poolThenCompute`: P(C) of `pooledInput`, one input whose parts are each pooled by the same
 *   rule (and weights, and extremizing): every premise's credence (absent reads 0.5, as in the
 *   engine) and the inference settings —
 *   - when all members use the same mode: `pCGivenPremises` and `pCGivenNotPremises` (each pooled
 *     when some member gives it, a member who does not counting the engine's default 0.9 or 0.2;
 *     left absent when none does); `prior` when every member gives one (absent otherwise); in
 *     truth-table mode every row of the table (missing rows read 0.9 all-true and 0.5 others, as
 *     the engine reads them), as an array in row-number order; in Bayesian mode both sliders of
 *     every premise (missing ones 0.8 and 0.3, the mode's defaults);
 *   - when the members' modes differ: mode `'fallback'` with `pCGivenPremises` and
 *     `pCGivenNotPremises` pooled from the values each member's own evaluation used (its
 *     `CalculatedValues.pCGivenPremises` and `.pCGivenNotPremises`), the mode-specific fields
 *     dropped.
 *
 *   Everything else — `argumentType`, `dependencies`, `premiseConditionals`, `externalClaims`, the
 *   mode — is the first member's.
 * - `gap = poolThenCompute − computeThenPool`: P(C) is not linear in the inputs, so the two
 *   orders of pooling differ (even the linear rule gives a gap: the mean of products is not the
 *   product of means).
 * - `spread`: {@link spreadOf} of the members' credences in each premise, and of their P(C).
 *
 * Costs one evaluation per member plus one. A fallback-mode input whose premises are independent
 * (no premise has a parent in `dependencies`), the shape of most group submissions, is not
 * evaluated over its 2ⁿ rows: its P(C) is the closed form `P·s + (1 − P)·f`, `P` the product of
 * the credences and `s`, `f` the fallback conditionals as `evaluateArgument` reads them (`s` = 1
 * when deductive), O(n) — equal to `evaluateArgument`'s P(C) to rounding (a unit or two in the
 * last place; tested to 1e-12). So a group of 50 such members takes well under a millisecond at
 * 16 premises, where the rows cost 0.1 s. Every other input is evaluated by `evaluateArgument`.
 * Throws a `RangeError` for no members or bad options
 * (as {@link poolCredences}, with "members" for "values").
 *
 * @example
 * ```ts
 * const member = (p1: number, p2: number): EvaluationInput => ({
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: p1 }, { id: 'p2', probability: p2 }],
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * });
 * const group = groupEvaluation([member(0.8, 0.5), member(0.6, 0.5)], { rule: 'linear' });
 * group.perMember; // [0.48, 0.41]: 0.9·0.4 + 0.2·0.6 and 0.9·0.3 + 0.2·0.7
 * group.computeThenPool; // 0.445
 * group.pooledInput.premises; // [{ id: 'p1', probability: 0.7 }, { id: 'p2', probability: 0.5 }]
 * group.poolThenCompute; // 0.445: 0.9·0.35 + 0.2·0.65 — no gap, as P(C) is linear in p1 here
 * group.spread.premises.p1; // { min: 0.6, q1: 0.65, median: 0.7, q3: 0.75, max: 0.8, iqr: 0.1 }
 * ```
 */
export function groupEvaluation(
  members: readonly EvaluationInput[],
  options?: PoolOptions,
): GroupEvaluation {
  return evaluateGroup(members, options, 'groupEvaluation').result;
}

/** {@link groupEvaluation} for `caller`, keeping the evaluations. */
export function evaluateGroup(
  members: readonly EvaluationInput[],
  options: PoolOptions | undefined,
  caller: string,
): EvaluatedGroup {
  if (members.length === 0) throw new RangeError(`${caller}: no members`);
  const pool = preparePool(members.length, options, caller, 'members');
  const first = members[0]!;
  const firstType = effectiveArgumentType(first);
  members.forEach((member, index) => {
    if (index === 0) return;
    assertSamePremises(first, member, caller, ['member 0', `member ${index}`]);
    const type = effectiveArgumentType(member);
    if (type !== firstType)
      throw new RangeError(
        `${caller}: member ${index}'s argument type is ${type}, member 0's is ${firstType}`,
      );
  });

  const evaluations = members.map(evaluationOf);
  const perMember = evaluations.map((evaluated) => evaluated.pC);
  const computeThenPool = poolPrepared(perMember, pool);
  const credences = first.premises.map((_, j) =>
    members.map((member) => effectiveCredence(member.premises[j]!)),
  );
  const pooledInput = pooledInputOf(members, evaluations, credences, pool);
  const pooledEvaluation = evaluationOf(pooledInput);
  const poolThenCompute = pooledEvaluation.pC;
  const result: GroupEvaluation = {
    perMember,
    computeThenPool,
    poolThenCompute,
    gap: poolThenCompute - computeThenPool,
    pooledInput,
    spread: {
      premises: Object.fromEntries(
        first.premises.map((premise, j) => [premise.id, spreadOf(credences[j]!)]),
      ),
      conclusion: spreadOf(perMember),
    },
  };
  return { result, evaluations, pooledEvaluation };
}

function pooledInputOf(
  members: readonly EvaluationInput[],
  evaluations: readonly Evaluation[],
  credences: readonly number[][],
  pool: PreparedPool,
): EvaluationInput {
  const first = members[0]!;
  const n = first.premises.length;
  const pooled = (values: ArrayLike<number>) => poolPrepared(values, pool);
  const premises = first.premises.map((premise, j) => ({
    ...premise,
    probability: pooled(credences[j]!),
  }));

  if (!members.every((member) => member.mode === first.mode)) {
    const { truthTableData: _table, bayesianNetworkData: _sliders, prior: _prior, ...rest } = first;
    return {
      ...rest,
      mode: 'fallback',
      premises,
      pCGivenPremises: pooled(evaluations.map((evaluated) => evaluated.pCGivenPremises)),
      pCGivenNotPremises: pooled(evaluations.map((evaluated) => evaluated.pCGivenNotPremises)),
    };
  }

  const input: EvaluationInput = { ...first, premises };
  const optional = (read: (member: EvaluationInput) => unknown, fallback: number) =>
    members.some((member) => finiteOrUndefined(read(member)) !== undefined)
      ? pooled(members.map((member) => probabilityOr(read(member), fallback)))
      : undefined;
  const pCGivenPremises = optional((member) => member.pCGivenPremises, DEFAULT_P_C_GIVEN_PREMISES);
  if (pCGivenPremises !== undefined) input.pCGivenPremises = pCGivenPremises;
  const pCGivenNotPremises = optional(
    (member) => member.pCGivenNotPremises,
    DEFAULT_P_C_GIVEN_NOT_PREMISES,
  );
  if (pCGivenNotPremises !== undefined) input.pCGivenNotPremises = pCGivenNotPremises;
  if (members.every((member) => finiteOrUndefined(member.prior) !== undefined))
    input.prior = pooled(members.map((member) => probabilityOr(member.prior, 0)));
  else delete input.prior;

  if (first.mode === 'truth_table') {
    const tables = members.map((member) => effectiveTable(member, n));
    const column = new Float64Array(members.length);
    const rowValues = Array.from({ length: 2 ** n }, (_, row) => {
      tables.forEach((table, m) => {
        column[m] = table[row]!;
      });
      return pooled(column);
    });
    input.truthTableData = { rowValues };
  }

  if (first.mode === 'bayesian') {
    const slider = (
      id: string,
      pick: 'conditionalProbabilities' | 'reverseConditionalProbabilities',
      fallback: number,
    ) =>
      pooled(
        members.map((member) => probabilityOr(member.bayesianNetworkData?.[pick]?.[id], fallback)),
      );
    input.bayesianNetworkData = {
      conditionalProbabilities: Object.fromEntries(
        first.premises.map(({ id }) => [
          id,
          slider(id, 'conditionalProbabilities', DEFAULT_BAYESIAN_FORWARD),
        ]),
      ),
      reverseConditionalProbabilities: Object.fromEntries(
        first.premises.map(({ id }) => [
          id,
          slider(id, 'reverseConditionalProbabilities', DEFAULT_BAYESIAN_REVERSE),
        ]),
      ),
    };
  }
  return input;
}
