/**
 * Stories and tests only: a large argument in a mock store, the kind the evaluator evaluates in
 * a Web Worker (`OFF_THREAD_PREMISES` premises or more).
 */
import { type EvaluationInput, evaluateArgument, formatPercent } from '@credence/engine';
import { ADA_ID, type MockStore } from '@credence/mocks';

/** The title the large argument's screen shows. */
export const LARGE_ARGUMENT_TITLE = 'Sixteen reasons for the plan';

/**
 * Adds Ada's 16-premise inductive argument with her saved fallback evaluation (every premise at
 * 95 %, strength 0.9, fallback 0.2) to `store`. Returns its id and P(C) as the results panel shows
 * it, now and once premise 1 is set to 0 (which makes every premise true impossible: P(C) falls
 * to the fallback support).
 */
export function addLargeArgument(store: MockStore) {
  const argument = store.createArgument(ADA_ID, {
    title: LARGE_ARGUMENT_TITLE,
    summarizedDescription: 'Sixteen independent reasons, each likely on its own.',
    argumentType: 'INDUCTIVE',
    visibility: 'PRIVATE',
    premises: Array.from({ length: 16 }, (_, i) => ({ content: `Reason number ${i + 1} holds.` })),
    conclusion: { content: 'The plan will work.' },
  });
  const credences = argument.premiseIds.map((id) => ({ id, probability: 0.95 }));
  store.saveEvaluation(ADA_ID, argument.id, {
    evaluationMode: 'fallback',
    inferenceStrength: 0.9,
    fallbackSupport: 0.2,
    premises: credences,
    conclusion: { id: argument.conclusionId, probability: 0.5 },
  });
  const shownPC = (premises: EvaluationInput['premises']) =>
    formatPercent(
      evaluateArgument({
        mode: 'fallback',
        premises,
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.2,
      }).pC,
    );
  return {
    id: argument.id,
    shownPC: shownPC(credences),
    shownPCWithoutPremiseOne: shownPC(
      credences.map((premise, index) => (index === 0 ? { ...premise, probability: 0 } : premise)),
    ),
  };
}
