import {
  type AssessClaim,
  aiAssessActorsFromClient,
  aiAssessMachine,
  type DialogClaim,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';

/** The Truth Table tab's running `aiAssessMachine`. */
export type TruthTableAssessActor = ActorRefFrom<typeof aiAssessMachine>;

/** A claim as the AI reads it: id and text ('' when the text is missing). */
function assessClaim({ id, content }: DialogClaim): AssessClaim {
  return { id, content: content ?? '' };
}

/**
 * Runs AI Assess for the Truth Table tab: an `aiAssessMachine` (tab `TRUTH_TABLE`) on the
 * nearest `CredenceProvider`'s client, kept up to date with the dialog's premises and conclusion.
 * Each estimate it emits is applied to the dialog as `TRUTH_TABLE_CHANGED` (the dialog keeps only
 * the rows that exist and are probabilities, and syncs them after its debounce).
 */
export function useTruthTableAssess(dialog: InferenceDialogActor): TruthTableAssessActor {
  const { client } = useCredence();
  const premises = useSelector(dialog, (snapshot) => snapshot.context.premises);
  const conclusion = useSelector(dialog, (snapshot) => snapshot.context.conclusion);
  const machine = useMemo(
    () => aiAssessMachine.provide({ actors: aiAssessActorsFromClient(client) }),
    [client],
  );
  const assess = useActorRef(machine, {
    input: {
      tabId: 'TRUTH_TABLE',
      premises: premises.map(assessClaim),
      conclusion: assessClaim(conclusion),
    },
  });
  useEffect(() => {
    assess.send({
      type: 'SET_ARGUMENT',
      premises: premises.map(assessClaim),
      conclusion: assessClaim(conclusion),
    });
  }, [assess, premises, conclusion]);
  useEffect(() => {
    const subscription = assess.on('estimated', ({ estimate }) => {
      if (estimate.tabId !== 'TRUTH_TABLE') return;
      dialog.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: estimate.truthTableData.rowValues });
    });
    return () => subscription.unsubscribe();
  }, [assess, dialog]);
  return assess;
}
