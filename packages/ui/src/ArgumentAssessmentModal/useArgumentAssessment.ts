import {
  assessmentActorsFromClient,
  assessmentMachine,
  type EditorArgument,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';

/** The running assessment machine (`assessmentMachine` from `@credence/state-machines`). */
export type ArgumentAssessmentActor = ActorRefFrom<typeof assessmentMachine>;

/** What {@link useArgumentAssessment} returns. */
export interface UseArgumentAssessmentResult {
  /** The machine to hand to `ArgumentAssessmentModal`. */
  actorRef: ArgumentAssessmentActor;
  /**
   * Opens the modal and assesses `argument` ('Assess Argument'); `argumentId` is the saved
   * argument's id (its dialectic is then sent as context), or null/omitted for an unsaved one.
   */
  open: (argument: EditorArgument, argumentId?: number | null) => void;
  /** Closes the modal (the same as its Close button). */
  close: () => void;
}

/**
 * Runs one `assessmentMachine` on the nearest `CredenceProvider`'s client. Nothing is loaded until
 * `open`: then GET /api/dialectics (and GET /api/arguments?ids=) for a saved argument's dialectic,
 * treated as no context when it fails, then POST /api/argument-assessment in 'dialectical' or
 * 'single' mode. Pass `actorRef` to `ArgumentAssessmentModal`, which owns the open state.
 */
export function useArgumentAssessment(): UseArgumentAssessmentResult {
  const { client } = useCredence();
  const machine = useMemo(
    () => assessmentMachine.provide({ actors: assessmentActorsFromClient(client) }),
    [client],
  );
  const actorRef = useActorRef(machine);
  const open = useCallback(
    (argument: EditorArgument, argumentId: number | null = null) =>
      actorRef.send({ type: 'OPEN', argument, argumentId }),
    [actorRef],
  );
  const close = useCallback(() => actorRef.send({ type: 'CLOSE' }), [actorRef]);
  return { actorRef, open, close };
}
