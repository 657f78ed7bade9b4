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

/**
 * The example with a third premise its dependency fixes: P3 depends on P2 with both
 * conditionals (P(P3|P2) = 0.95, P(P3|¬P2) = 0.3), so moving P3's slider cannot move P(C) and
 * goal seek offers P2 instead.
 */
export const FIXED_BY_DEPENDENCY_INPUT: EvaluationInput = {
  ...TWO_PREMISE_INPUT,
  premises: [...TWO_PREMISE_INPUT.premises, { id: 'p3', probability: 0.85 }],
  dependencies: { p3: ['p2'] },
  premiseConditionals: { 'p3|p2': 0.95, 'p3|~p2': 0.3 },
};
