import type { EvaluationInput } from '@credence/engine';

/**
 * The insight components' shared example: two premises in fallback mode, P(C) = 0.2 + 0.7·p1·p2
 * (0.578 at these credences). Stories and tests state their expected numbers against it.
 */
export const TWO_PREMISE_INPUT: EvaluationInput = {
  mode: 'fallback',
  premises: [
    { id: 'p1', probability: 0.9 },
    { id: 'p2', probability: 0.6 },
  ],
  pCGivenPremises: 0.9,
  pCGivenNotPremises: 0.2,
};
