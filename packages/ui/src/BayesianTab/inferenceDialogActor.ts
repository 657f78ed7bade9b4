import type { inferenceDialogMachine } from '@credence/state-machines';
import type { ActorRefFrom } from 'xstate';

/**
 * A running inference dialog actor. Defined here until the dialog frame's
 * `InferenceDialog/inferenceDialogActor.ts` exists; the two types are identical.
 */
export type InferenceDialogActor = ActorRefFrom<typeof inferenceDialogMachine>;
