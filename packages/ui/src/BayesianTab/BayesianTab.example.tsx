/**
 * Story and test support (not exported from the package): the Bayesian tab on a dialog machine
 * of its own, run on the nearest `CredenceProvider`'s client, opened on the mocks' argument 1.
 */
import { claimFixtures, EXTERNAL_CLAIM_ID, fixtures, REMOTE_WORK_ID } from '@credence/mocks';
import {
  type InferenceDialogInput,
  inferenceDialogActorsFromClient,
  inferenceDialogMachine,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { BayesianTab } from './BayesianTab';

const claimText = (id: string) => claimFixtures.find((claim) => claim.id === id)?.content;

/**
 * Argument 1 of the mocks ('Remote work raises the productivity of knowledge workers.', premises
 * c101–c104) with Ada's saved credences, opened on the Bayesian tab.
 */
export function remoteWorkInput(): InferenceDialogInput {
  const saved = fixtures.evaluations.find((e) => e.argumentId === REMOTE_WORK_ID);
  const premises = ['c101', 'c102', 'c103', 'c104'].map((id) => ({
    id,
    content: claimText(id),
    probability: saved?.premises.find((p) => p.id === id)?.probability,
  }));
  return {
    argumentId: REMOTE_WORK_ID,
    argumentType: 'INDUCTIVE',
    mode: 'bayesian',
    conclusion: { id: 'c100', content: claimText('c100') },
    premises,
    externalClaims: { [EXTERNAL_CLAIM_ID]: 0.5 },
    // The app's Fallback 'Save to DB' handler is not part of this tab.
    hasFallbackSaveHandler: false,
  };
}

/** Props of {@link BayesianTabExample}. */
export interface BayesianTabExampleProps {
  /** What the dialog opens with; default {@link remoteWorkInput}. */
  input?: InferenceDialogInput;
  /** Receives the dialog's actor (tests read its context). */
  onActor?: (actorRef: InferenceDialogActor) => void;
}

/** The Bayesian tab on its own dialog machine, as the dialog frame would hand it over. */
export function BayesianTabExample({ input, onActor }: BayesianTabExampleProps) {
  const { client } = useCredence();
  const machine = useMemo(
    () => inferenceDialogMachine.provide({ actors: inferenceDialogActorsFromClient(client) }),
    [client],
  );
  const actorRef = useActorRef(machine, { input: input ?? remoteWorkInput() });
  onActor?.(actorRef);
  return <BayesianTab actorRef={actorRef} />;
}
