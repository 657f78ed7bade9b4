import { probabilityOr } from './clamp';
import type { BayesianNetworkInput } from './types';

/** Both Bayesian sliders per premise, in premise order, missing ones taking the defaults. */
export interface SliderArrays {
  forward: Float64Array;
  reverse: Float64Array;
}

/** Reads the Bayesian sliders for `premiseIds`; values are clamped to [0, 1]. */
export function readSliders(
  premiseIds: readonly string[],
  data: Partial<BayesianNetworkInput> | undefined,
  defaults: { forward: number; reverse: number },
): SliderArrays {
  const forward = new Float64Array(premiseIds.length);
  const reverse = new Float64Array(premiseIds.length);
  premiseIds.forEach((id, i) => {
    forward[i] = probabilityOr(data?.conditionalProbabilities?.[id], defaults.forward);
    reverse[i] = probabilityOr(data?.reverseConditionalProbabilities?.[id], defaults.reverse);
  });
  return { forward, reverse };
}

/** Arrays in premise order → `Record<premiseId, value>`. */
export function byPremise(
  premiseIds: readonly string[],
  values: ArrayLike<number>,
): Record<string, number> {
  return Object.fromEntries(premiseIds.map((id, i) => [id, values[i]!]));
}
