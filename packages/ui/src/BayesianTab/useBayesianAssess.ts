import {
  type AssessClaim,
  aiAssessActorsFromClient,
  aiAssessMachine,
  type DialogClaim,
  type DialogPremise,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';

/** The running AI Assess machine of the Bayesian tab (`aiAssessMachine`, tab 'BAYESIAN'). */
export type BayesianAssessActor = ActorRefFrom<typeof aiAssessMachine>;

const asClaim = ({ id, content }: DialogPremise | DialogClaim): AssessClaim => ({
  id,
  content: content ?? '',
});

/**
 * Runs the Bayesian tab's `aiAssessMachine` on the nearest `CredenceProvider`'s client, for the
 * dialog's premises and conclusion (kept in step with `SET_ARGUMENT`). Each estimate it emits is
 * applied to the dialog as one `BAYESIAN_CHANGED` with both slider maps, so the sliders move and
 * the dialog syncs them like a user's change.
 */
export function useBayesianAssess(dialog: InferenceDialogActor): BayesianAssessActor {
  const { client } = useCredence();
  const premises = useSelector(dialog, (s) => s.context.premises);
  const conclusion = useSelector(dialog, (s) => s.context.conclusion);
  const claims = useMemo(() => premises.map(asClaim), [premises]);
  const conclusionClaim = useMemo(() => asClaim(conclusion), [conclusion]);
  const machine = useMemo(
    () => aiAssessMachine.provide({ actors: aiAssessActorsFromClient(client) }),
    [client],
  );
  const assess = useActorRef(machine, {
    input: { tabId: 'BAYESIAN', premises: claims, conclusion: conclusionClaim },
  });
  useEffect(() => {
    assess.send({ type: 'SET_ARGUMENT', premises: claims, conclusion: conclusionClaim });
  }, [assess, claims, conclusionClaim]);
  useEffect(() => {
    const subscription = assess.on('estimated', ({ estimate }) => {
      if (estimate.tabId !== 'BAYESIAN') return;
      dialog.send({ type: 'BAYESIAN_CHANGED', sliders: estimate.bayesianNetworkData });
    });
    return () => subscription.unsubscribe();
  }, [assess, dialog]);
  return assess;
}
