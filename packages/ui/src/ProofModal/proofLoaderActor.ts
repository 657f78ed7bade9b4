import type { proofLoaderMachine } from '@credence/state-machines';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/** The running proof loader (`proofLoaderMachine` from `@credence/state-machines`). */
export type ProofLoaderActor = ActorRefFrom<typeof proofLoaderMachine>;

/** A snapshot of {@link ProofLoaderActor}. */
export type ProofLoaderSnapshot = SnapshotFrom<typeof proofLoaderMachine>;
