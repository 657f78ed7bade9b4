import { selectInferenceStrength } from '@credence/state-machines';
import { useMemo } from 'react';
import type {
  Deliberation,
  DeliberationCurrentValues,
  DeliberationPremise,
} from '../DeliberationPanel/deliberation.types';
import { OnDemand } from '../lazy/PrefetchOnIntent';
import { useArgumentEvaluatorSnapshot } from './ArgumentEvaluatorProvider';
import { evaluatorLazyParts } from './evaluatorLazyParts';

const { deliberationPanel: LazyDeliberationPanel } = evaluatorLazyParts;

/** Which deliberation the evaluator shows beside the argument. */
export interface EvaluatorDeliberationProps {
  deliberationId: number;
  /** The deliberation as the page read it: shown without a request. */
  initialDeliberation?: Deliberation;
  /** Called once the starter deleted it. */
  onDeleted?: (deliberationId: number) => void;
}

/**
 * The deliberation panel beside the evaluator, fed with the argument's premises and the
 * figures the evaluator shows now — each premise's credence, the inference strength and
 * P(C | not all premises) as computed — so "Submit" sends what the person sees. Its code loads
 * with the first deliberation opened; nothing shows while the argument itself is loading.
 */
export function EvaluatorDeliberation({
  deliberationId,
  initialDeliberation,
  onDeleted,
}: EvaluatorDeliberationProps) {
  const snapshot = useArgumentEvaluatorSnapshot();
  const { argument, premiseConfidences, calculatedValues } = snapshot.context;
  const ready = snapshot.matches({ screen: 'ready' }) && argument?.conclusion != null;
  const strength = ready ? selectInferenceStrength(snapshot) : 1;
  const premises = useMemo<DeliberationPremise[]>(
    () =>
      (argument?.premises ?? []).map((premise, index) => ({
        id: premise.id,
        label: `Premise ${index + 1}`,
        content: premise.content,
      })),
    [argument],
  );
  const current = useMemo<DeliberationCurrentValues>(
    () => ({
      premiseProbabilities: premises.map(({ id }) => ({
        claimId: id,
        probability: premiseConfidences[id] ?? 0.5,
      })),
      inferenceStrength: calculatedValues?.pCGivenPremises ?? strength,
      fallbackSupport: calculatedValues?.pCGivenNotPremises ?? 0,
    }),
    [premises, premiseConfidences, calculatedValues, strength],
  );
  // A deliberation is about one argument: a sub-argument opened in place shows none.
  if (!ready || (initialDeliberation && initialDeliberation.argumentId !== argument?.id)) {
    return null;
  }
  return (
    <OnDemand>
      <LazyDeliberationPanel
        deliberationId={deliberationId}
        premises={premises}
        current={current}
        initialDeliberation={initialDeliberation}
        onDeleted={onDeleted}
      />
    </OnDemand>
  );
}
