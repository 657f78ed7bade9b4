import { DEFAULT_PREMISE_PROBABILITY } from '../constants';
import { probabilityOr } from '../probability/clamp';
import { buildPremiseNetwork } from '../probability/network';
import type { EvaluationInput } from '../probability/types';
import { type CredenceForTarget, credenceForTarget } from './goalSeek';
import { assertProbability } from './shared';

/** One premise's answer in a {@link goalSeekPlan}. */
export interface GoalSeekAnswer {
  premiseId: string;
  /** The credence the premise has now (for a premise fixed by its dependencies, that value). */
  current: number;
  /** What moving this premise's slider alone does: {@link credenceForTarget}. */
  result: CredenceForTarget;
  /**
   * The premises whose credences fix this one (both conditionals on its parent given): moving
   * its own slider cannot change P(C), moving one of these can. Empty for a free premise.
   */
  fixedBy: string[];
}

/** What {@link goalSeekPlan} found. */
export interface GoalSeekPlan {
  target: number;
  /** One answer per premise, in premise order. */
  answers: GoalSeekAnswer[];
  /**
   * The premise that reaches the target by moving its own slider with the smallest change, and
   * the move; `null` when no single premise reaches it.
   */
  suggestion: { premiseId: string; from: number; to: number } | null;
}

/**
 * "What would it take?" for every premise at once: for each, the credence that gives P(C) =
 * `target` when only its slider moves (an intervention on that credence, all else as entered),
 * or the range of P(C) its slider can reach; which premises are fixed by their dependencies (and
 * by which parents, whose sliders do move them); and the premise to offer first: the one that
 * reaches the target with the smallest change of credence.
 *
 * This is a different question from {@link premiseSensitivity}, which conditions on a premise
 * being true or false (what depends on it updates too): a premise fixed by its dependency swings
 * P(C) there, yet moving its own slider does nothing here; its parent's slider is the one to move.
 *
 * Throws a `RangeError` for a target outside [0, 1].
 *
 * @example
 * ```ts
 * const plan = goalSeekPlan(
 *   {
 *     mode: 'fallback',
 *     premises: [{ id: 'p1', probability: 0.6 }, { id: 'p2', probability: 0.5 }],
 *     dependencies: { p2: ['p1'] },
 *     premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.2 },
 *     pCGivenPremises: 0.9,
 *     pCGivenNotPremises: 0.2,
 *   },
 *   0.6,
 * );
 * plan.answers[1]!.fixedBy; // ['p1']: p2's own slider cannot move P(C)
 * plan.suggestion; // { premiseId: 'p1', from: 0.6, to: 0.70… }
 * ```
 */
export function goalSeekPlan(input: EvaluationInput, target: number): GoalSeekPlan {
  assertProbability(target, 'The target P(C)');
  const network = buildPremiseNetwork(input);
  const premiseIds = new Set(input.premises.map((premise) => premise.id));
  const answers = input.premises.map((premise): GoalSeekAnswer => {
    const value = network.summary.premiseValues[premise.id];
    const fixed = value?.marginalized === true;
    const fixedBy = fixed
      ? (input.dependencies?.[premise.id] ?? [])
          .map((parent) => parent.replace(/^~+/, ''))
          .filter((parent, k, all) => premiseIds.has(parent) && all.indexOf(parent) === k)
      : [];
    return {
      premiseId: premise.id,
      current: fixed
        ? value!.effective
        : probabilityOr(premise.probability, DEFAULT_PREMISE_PROBABILITY),
      result: credenceForTarget(input, premise.id, target),
      fixedBy,
    };
  });
  let suggestion: GoalSeekPlan['suggestion'] = null;
  for (const answer of answers) {
    if (!answer.result.reachable || answer.fixedBy.length > 0) continue;
    const change = Math.abs(answer.result.credence - answer.current);
    if (suggestion === null || change < Math.abs(suggestion.to - suggestion.from))
      suggestion = {
        premiseId: answer.premiseId,
        from: answer.current,
        to: answer.result.credence,
      };
  }
  return { target, answers, suggestion };
}
