import type { inferenceDialogMachine } from '@credence/state-machines';
import type { ActorRefFrom } from 'xstate';

/**
 * The running Inference Evaluation dialog machine. `useInferenceDialog` creates it; the dialog
 * frame and every tab panel (`FallbackTab`, `BayesianTab`, `TruthTableTab`, `DemonstrationTab`)
 * receive it as `actorRef` and read it with `useSelector`.
 */
export type InferenceDialogActor = ActorRefFrom<typeof inferenceDialogMachine>;
