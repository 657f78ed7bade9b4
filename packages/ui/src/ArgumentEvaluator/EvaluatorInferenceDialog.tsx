import {
  type InferenceDialogInput,
  selectConstraintsPending,
  selectEvaluationState,
  selectOverriddenPremiseIds,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { waitFor } from 'xstate';
import { CalculationDetailLevelProvider } from '../CalculationResultsPanel/CalculationResultsPanel';
import { applyEvaluationSettingsEvent } from '../InferenceDialog/evaluatorSettings';
import { InferenceDialog } from '../InferenceDialog/InferenceDialog';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { useInferenceDialog } from '../InferenceDialog/useInferenceDialog';
import { useProofLoader } from '../ProofModal/useProofLoader';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';

/** Props of {@link EvaluatorInferenceDialog}. */
export interface EvaluatorInferenceDialogProps {
  input: InferenceDialogInput;
  onClose: () => void;
  /** The Demonstration tab's "Find a Counterexample": the evaluator's finder (c.e.). */
  onFindCounterexample?: () => void;
  /** The Demonstration tab's "View Saved Proof": the evaluator's proof viewer (⊢). */
  onViewProof?: () => void;
}

/**
 * The Inference Evaluation dialog as the evaluator opens it ("Evaluate inference"). Mounted only
 * while open: the dialog's machine reads its input and reloads from the server when it starts.
 * Settings the dialog applies go to the evaluator (`APPLY_EVALUATION_SETTINGS`); its Save applies
 * them, lets the constraint system settle, and saves the evaluation with the evaluator's own
 * save, failing if that save fails.
 */
export function EvaluatorInferenceDialog({
  input,
  onClose,
  onFindCounterexample,
  onViewProof,
}: EvaluatorInferenceDialogProps) {
  const evaluator = useArgumentEvaluator();
  const actorRef = useInferenceDialog(input, {
    onSettingsApplied: (event) => evaluator.send(applyEvaluationSettingsEvent(event)),
    saveSettings: async ({ evaluationMode, settings }) => {
      evaluator.send(
        applyEvaluationSettingsEvent({ type: 'settings-applied', mode: evaluationMode, settings }),
      );
      // New settings make the constraint system re-check the credences shortly after; save what
      // it settles on, or its corrections would leave the evaluation unsaved right after saving.
      await waitFor(evaluator, (snapshot) => !selectConstraintsPending(snapshot));
      evaluator.send({ type: 'SAVE_EVALUATION' });
      const done = await waitFor(
        evaluator,
        (snapshot) => !selectEvaluationState(snapshot).isSaving,
      );
      // Unsaved without an error toast means newer changes arrived during the save (e.g. the
      // Fallback sliders' debounced apply): the save itself succeeded.
      if (!selectEvaluationState(done).isSavedRemotely && done.context.toast?.kind === 'error') {
        throw new Error('The evaluation could not be saved');
      }
    },
  });
  // Compared by value: the selector answers a new array on every evaluator change.
  const overriddenClaimIds = useSelector(evaluator, selectOverriddenPremiseIds, sameIds);
  // The dialog's results show as much as the evaluator's (the user's 'Detail level').
  const detailLevel = useSelector(evaluator, (s) => s.context.userSettings.detailLevel);
  const { argumentId } = input;
  return (
    <CalculationDetailLevelProvider level={detailLevel}>
      {input.argumentType === 'DEDUCTIVE' && typeof argumentId === 'number' ? (
        <SavedDemonstration argumentId={argumentId} dialogRef={actorRef} />
      ) : null}
      <InferenceDialog
        actorRef={actorRef}
        overriddenClaimIds={overriddenClaimIds}
        // The other overlays open in place of this one: the dialog closes first.
        onFindCounterexample={
          onFindCounterexample &&
          (() => {
            onClose();
            onFindCounterexample();
          })
        }
        onViewProof={
          onViewProof &&
          (() => {
            onClose();
            onViewProof();
          })
        }
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </CalculationDetailLevelProvider>
  );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, k) => id === b[k]);
}

/**
 * Reads the argument's saved proof (POST /api/user/arguments/load-demonstration) when the
 * dialog opens on a deductive argument, and tells the dialog whether it is a successful
 * demonstration (`DEMONSTRATION_RESULT`): the Demonstration tab shows what is stored, not only
 * what this page visit applied. Renders nothing.
 */
function SavedDemonstration({
  argumentId,
  dialogRef,
}: {
  argumentId: number;
  dialogRef: InferenceDialogActor;
}) {
  useProofLoader(argumentId, {
    onDemonstrationResult: ({ isSuccessful }) => {
      // A stored success is never undone by a missing proof: APPLY_DEMONSTRATION may have
      // recorded one this visit that the loader's answer predates.
      if (isSuccessful) dialogRef.send({ type: 'DEMONSTRATION_RESULT', isSuccessful });
    },
  });
  return null;
}
