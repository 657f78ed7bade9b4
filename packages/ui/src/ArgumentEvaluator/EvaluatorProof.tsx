import { applyDemonstrationEvent } from '../ProofModal/demonstrationResult';
import { ProofModal } from '../ProofModal/ProofModal';
import { useProofLoader } from '../ProofModal/useProofLoader';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';

/** Props of {@link EvaluatorProof}. */
export interface EvaluatorProofProps {
  argumentId: number;
  /** Only a deductive argument's demonstration decides its conclusion. */
  isDeductive: boolean;
  onClose: () => void;
}

/**
 * The Validated Proof modal as the conclusion box's "⊢" opens it. Mounted only while open, so the
 * saved proof is loaded when the user asks for it; a successful demonstration of a deductive
 * argument is applied to the evaluator (`APPLY_DEMONSTRATION`), which refuses it on a locked
 * conclusion with its own message.
 */
export function EvaluatorProof({ argumentId, isDeductive, onClose }: EvaluatorProofProps) {
  const evaluator = useArgumentEvaluator();
  const { actorRef } = useProofLoader(argumentId, {
    onDemonstrationResult: (result) => {
      if (isDeductive && result.isSuccessful) evaluator.send(applyDemonstrationEvent(result));
    },
  });
  return (
    <ProofModal
      actorRef={actorRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
