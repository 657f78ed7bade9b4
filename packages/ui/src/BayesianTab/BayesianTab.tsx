import type { InferenceDialogActor } from './inferenceDialogActor';

/** Props of {@link BayesianTab}. */
export interface BayesianTabProps {
  /** The inference dialog actor this tab reads from and sends to. */
  actorRef: InferenceDialogActor;
}

/** The inference dialog's Bayesian tab (work in progress). */
export function BayesianTab(_props: BayesianTabProps) {
  return <h3>Bayesian Network Evaluation</h3>;
}
