import type { EvaluatorArgument } from '@credence/state-machines';

/**
 * An argument as a host's loader reads it, with a saved evaluation (P1 80%, P2 60%, fallback
 * strengths 0.8 / 0.3) — for the first paint's story and test.
 */
export const FIRST_PAINT_ARGUMENT: EvaluatorArgument = {
  id: 41,
  title: 'Rain tomorrow',
  summarizedDescription: 'Whether tomorrow’s picnic gets rained on',
  argumentType: 'INDUCTIVE',
  premises: [
    { id: 'p1', content: 'A front is moving in from the west.' },
    { id: 'p2', content: 'The barometer has been falling all day.' },
  ],
  conclusion: { id: 'c', content: 'It will rain tomorrow.' },
  dependencies: {},
  premiseConditionals: {},
  evaluation: {
    evaluationMode: 'fallback',
    inferenceStrength: 0.8,
    fallbackSupport: 0.3,
    evaluationSettings: {},
    premises: [
      { id: 'p1', probability: 0.8 },
      { id: 'p2', probability: 0.6 },
    ],
    conclusion: { id: 'c', probability: 0.5 },
  },
};

/** The same argument with P2 depending on P1 (P(P2|P1) 0.9, P(P2|¬P1) 0.5), which moves P2. */
export const FIRST_PAINT_DEPENDENT_ARGUMENT: EvaluatorArgument = {
  ...FIRST_PAINT_ARGUMENT,
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.5 },
};
